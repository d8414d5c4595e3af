import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, launchChromium } from './browser';
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

interface SeparateJourneys {
  server: RunningServer;
  /** A page in a browser context of its own: no cookies shared with any other test's pages. */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
}

/**
 * The built server and a Chromium for tests that run at the same time (`describe.concurrent`):
 * each test opens its pages with `newPage`, each in a fresh browser context, so one test's
 * applicant or visitor never sees another's cookies. Close a page with `page.context().close()`.
 */
export function useSeparateJourneys({
  env = {},
}: { env?: Record<string, string> } = {}): SeparateJourneys {
  const journeys = {} as SeparateJourneys;
  let browser: Browser | undefined;
  beforeAll(async () => {
    journeys.server = await startServer(env);
    const chromium = await launchChromium();
    browser = chromium;
    journeys.newPage = async (viewport = { width: 1280, height: 900 }) =>
      (await chromium.newContext({ viewport })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await journeys.server?.stop();
  });
  return journeys;
}
