import type { BrowserContext } from 'playwright-core';
import { createAccountAndLogIn, newApplicantEmail } from '../../e2e/support/accounts';
import { launchBrowser } from '../../e2e/support/browser';
import type { RunningServer } from '../../e2e/support/server';

/** The slow phone's CPU: 4× slower than this machine's. */
export const cpuThrottling = 4;

/** A slow mobile network, as Lighthouse's mobile profile sets it: bytes per second and ms. */
export const network = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/** The first name a returning applicant has saved: without the key the benchmark types. */
export const savedFirstName = 'Ana';

/**
 * A returning applicant: signed up, confirmed and logged in through the portal (unthrottled),
 * with a first and last name saved on About You. Returns the session's cookies, for a cold
 * visit in a fresh browser profile that is still signed in.
 */
export async function returningApplicant(server: RunningServer): Promise<Cookies> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(60_000);
    await createAccountAndLogIn(page, server, newApplicantEmail('slow-phone'));
    await page.getByRole('textbox', { name: 'First Name', exact: true }).fill(savedFirstName);
    await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Okafor');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Your answers have been saved').first().waitFor();
    return await browser.cookies();
  } finally {
    await browser.close();
  }
}
