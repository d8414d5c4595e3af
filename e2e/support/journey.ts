import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

export interface Journey {
  server: RunningServer;
  browser: BrowserContext;
}

/**
 * The built server, on a fresh embedded database, and a Chromium that the tests of the
 * enclosing `describe` share: started before the first, stopped after the last. `env` goes to
 * the server (an ADMIN_API_KEY for journeys that mint links), `viewport` to the browser.
 */
export function useJourney({
  env = {},
  viewport,
}: { env?: Record<string, string>; viewport?: { width: number; height: number } } = {}): Journey {
  const journey = {} as Journey;
  beforeAll(async () => {
    journey.server = await startServer(env);
    journey.browser = await launchBrowser(viewport);
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.stop();
  });
  return journey;
}
