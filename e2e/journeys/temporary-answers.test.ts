import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toast } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

describe('temporary answers: a visitor opens a ?token= link', () => {
  let server: RunningServer;
  let browser: BrowserContext;

  beforeAll(async () => {
    server = await startServer({ ADMIN_API_KEY: 'e2e-admin-key-for-temporary-answers-0123' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('finds the saved answers in the form, the token leaves the address, and a reload keeps them', async () => {
    const link = await server.mintTemporaryAnswersUrl({ first_name: 'Lena', last_name: 'Park' });
    const page = await browser.newPage();
    await page.goto(link);
    await page.getByRole('heading', { name: 'About You' }).first().waitFor();
    const firstName = page.getByRole('textbox', { name: 'First Name', exact: true });
    const lastName = page.getByRole('textbox', { name: 'Last Name', exact: true });
    await expect.poll(() => firstName.inputValue()).toBe('Lena');
    expect(await lastName.inputValue()).toBe('Park');
    await page.waitForURL((url) => url.pathname === '/about' && !url.searchParams.has('token'));

    await page.reload();
    await page.getByRole('heading', { name: 'About You' }).first().waitFor();
    await expect.poll(() => firstName.inputValue()).toBe('Lena');
    await page.close();
  });

  it('an invalid token shows an error and leaves the answers the browser holds alone', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/?token=not-a-token`);
    await toast(page, 'Error').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/about' && !url.searchParams.has('token'));
    // Same browser as above: its copy of the answers from the first link is still there.
    const firstName = page.getByRole('textbox', { name: 'First Name', exact: true });
    await expect.poll(() => firstName.inputValue()).toBe('Lena');
    await page.close();
  });
});
