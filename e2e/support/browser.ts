import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium with the flags that keep it off the network, in a fresh profile. */
export async function launchBrowser(
  viewport = { width: 1280, height: 900 },
): Promise<BrowserContext> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'applykit-chromium-'));
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    headless: true,
    viewport,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}
