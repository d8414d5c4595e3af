import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { completeApplication } from '../support/fullApplication';
import { startServer, type RunningServer } from '../support/server';

describe('journey 1: a new applicant completes, submits and downloads the application', () => {
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

  it('signs up, fills every required answer, uploads, fixes the one left out, submits and gets the PDF', async () => {
    await completeApplication(browser, server);
  }, 240_000);
});
