import type { BrowserContext } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';

/**
 * e2e's Chromium, with its throwaway profile made inside `folder` (it takes the profile from
 * the temporary directory of the moment), so removing `folder` leaves nothing behind.
 */
export async function launchBrowserIn(
  folder: string,
  viewport?: { width: number; height: number },
): Promise<BrowserContext> {
  const systemTmp = process.env.TMPDIR;
  process.env.TMPDIR = folder;
  try {
    return await launchBrowser(viewport);
  } finally {
    if (systemTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = systemTmp;
  }
}
