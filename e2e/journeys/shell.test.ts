import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

describe('portal shell', () => {
  let server: RunningServer;
  let browser: BrowserContext;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens the first step from the site root, keeping the query string', async () => {
    // Not `?token=`: the portal loads that temporary answer set and then takes the token out
    // of the address (apps/portal AnswersProvider), so it would not stay.
    const page = await browser.newPage();
    await page.goto(`${server.url}/?utm_source=mail`);
    await page.getByRole('heading', { name: 'About You' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(new URL(page.url()).search).toBe('?utm_source=mail');
  });
});
