import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags that keep Debian's Chromium off the network. */
const chromiumOptions = {
  executablePath: chromiumPath,
  headless: true,
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
};

/** Debian's Chromium with the flags that keep it off the network, in a fresh profile. */
export async function launchBrowser(
  viewport = { width: 1280, height: 900 },
): Promise<BrowserContext> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'applykit-chromium-'));
  return chromium.launchPersistentContext(userDataDir, { ...chromiumOptions, viewport });
}

/**
 * The same Chromium, for tests that run at the same time: each opens a context of its own
 * (`newContext`), so their applicants' cookies never meet.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumOptions);
}
