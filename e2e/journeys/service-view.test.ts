import type { BrowserContext } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { createAccountAndLogIn, newApplicantEmail } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { useJourney } from '../support/journey';

describe('service view: staff read an application through a minted service link', () => {
  const journey = useJourney({
    env: { ADMIN_API_KEY: 'e2e-admin-key-for-service-links-Qw7vR2xK9pLm4nB8' },
  });
  let staffBrowser: BrowserContext | undefined;
  const email = newApplicantEmail('service');

  afterAll(async () => {
    await staffBrowser?.close();
  });

  it('shows the saved answers as text with [X] and [ ], without inputs, buttons or navigation', async () => {
    // The applicant saves a few answers, one check box among them.
    const page = await journey.browser.newPage();
    await createAccountAndLogIn(page, journey.server, email);
    await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Ana');
    await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Okafor');
    await page.getByRole('checkbox', { name: 'Asian', exact: true }).check();
    const saved = page.waitForResponse(
      (reply) => reply.url().endsWith('/api/answer') && reply.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);

    // Staff open the minted link in a browser of their own.
    const serviceUrl = await journey.server.mintServiceUrl(email);
    expect(new URL(serviceUrl).searchParams.get('service_token')).toBeTruthy();
    staffBrowser = await launchBrowser();
    const view = await staffBrowser.newPage();
    await view.goto(serviceUrl);
    const main = view.getByRole('main');
    await main.getByRole('heading', { name: 'About You' }).waitFor();

    const text = await main.innerText();
    expect(text).toContain('Ana');
    expect(text).toContain('Okafor');
    expect(text).toMatch(/\[X\]\s*Asian/);
    expect(text).toMatch(/\[ \]\s*White/);

    // Read-only: nothing to type into, press or navigate with.
    for (const role of [
      'textbox',
      'checkbox',
      'radio',
      'combobox',
      'button',
      'navigation',
      'link',
    ] as const)
      expect(await view.getByRole(role).count(), role).toBe(0);
    expect(await view.locator('input, textarea, select, button').count()).toBe(0);
    expect(await view.getByRole('button', { name: 'My Account' }).count()).toBe(0);
  });
});
