import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  institutionRoles,
  startTestIdentityProvider,
  type TestIdentityProvider,
} from '../../apps/api/test/support/identity-provider';
import { axeViolations } from '../support/a11y';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

const stamp = Date.now();

/** From the staff sign-in page through the provider's own sign-in and consent pages, and back. */
async function signInThroughInstitution(page: Page, server: RunningServer, login: string) {
  await page.goto(`${server.url}/staff`);
  await page.getByRole('heading', { name: 'Staff sign in' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Sign in with Test University' }).click();
  // The provider's development sign-in page: any password, the login names the account.
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('institution-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * The queue after the round trip. If it never comes, the failure's last lines (all a CI log may
 * keep) say where the page was, what it showed and what the server last warned of.
 */
async function queueOpens(page: Page, server: RunningServer) {
  try {
    await page.getByRole('heading', { name: 'Applications' }).waitFor({ timeout: 60_000 });
  } catch {
    const shown = await page
      .locator('main')
      .innerText()
      .catch(() => '(page closed)');
    const warnings = server
      .output()
      .split('\n')
      .filter((line) => /"level":(40|50)/.test(line))
      .slice(-3)
      .map((line) => line.slice(0, 400));
    const said = [
      `The queue did not open after the institution sign-in; at ${page.url()} the page showed:`,
      shown.replace(/\s+/g, ' ').slice(0, 300),
      ...warnings,
    ];
    throw new Error(said.join('\n'));
  }
}

describe('staff sign in through their institution (OpenID Connect)', () => {
  let server: RunningServer;
  let institution: TestIdentityProvider;
  let browser: BrowserContext;

  beforeAll(async () => {
    server = await startServer(async (url) => {
      institution = await startTestIdentityProvider(`${url}/staff/oidc/callback`);
      return institution.env;
    });
    institution.addAccount('reader', {
      email: `reader.${stamp}@staff.test-university.edu`,
      roles: [institutionRoles.reader],
    });
    institution.addAccount('director', {
      email: `director.${stamp}@staff.test-university.edu`,
      roles: [institutionRoles.admin, institutionRoles.reader],
    });
    institution.addAccount('student', {
      email: `student.${stamp}@test-university.edu`,
      roles: ['student'],
    });
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await institution?.close();
  });

  /**
   * Each person from a clean start: the provider remembers who signed in last, and an earlier
   * person's tab left open would still be talking to the server with the next one's cookies.
   */
  async function freshPage() {
    await Promise.all(browser.pages().map((page) => page.close()));
    await browser.clearCookies();
    return browser.newPage();
  }

  it('brings a reader back into the queue as a reader', { timeout: 120_000 }, async () => {
    const page = await freshPage();
    await signInThroughInstitution(page, server, 'reader');
    await queueOpens(page, server);
    expect(new URL(page.url()).pathname).toBe('/staff');
    await page.getByText(`reader.${stamp}@staff.test-university.edu (reader)`).waitFor();
    expect(await page.getByRole('link', { name: 'Staff members' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it(
    'brings a director back as an admin, whose audit log shows the sign-in',
    { timeout: 120_000 },
    async () => {
      const page = await freshPage();
      await signInThroughInstitution(page, server, 'director');
      await queueOpens(page, server);
      await page.getByRole('link', { name: 'Audit log' }).click();
      const log = page.getByRole('table');
      await log.getByRole('cell', { name: 'sign-in-through-institution' }).first().waitFor();
      expect(
        await log.getByRole('cell', { name: `reader.${stamp}@staff.test-university.edu` }).count(),
      ).toBeGreaterThan(0);
    },
  );

  // The staff area asks who is signed in as it opens, beside the return's own POST. However the
  // two are answered, the session the return sets must survive: here the read's refusal is held
  // back until the return has been accepted, as a busy server may answer.
  it(
    'keeps the sign-in when the first "who is signed in" read is answered after it',
    { timeout: 120_000 },
    async () => {
      const page = await freshPage();
      let accepted!: () => void;
      const returnAccepted = new Promise<void>((resolve) => (accepted = resolve));
      page.on('requestfinished', (request) => {
        if (new URL(request.url()).pathname === '/staff-api/oidc/callback') accepted();
      });
      await page.route('**/staff-api/me', async (route) => {
        if (!new URL(page.url()).pathname.endsWith('/oidc/callback')) return route.continue();
        const refusal = await route.fetch();
        await returnAccepted;
        await route.fulfill({ response: refusal });
      });
      await signInThroughInstitution(page, server, 'reader');
      await queueOpens(page, server);
      await page.unroute('**/staff-api/me');
      // Still signed in on the next page load: the session cookie was kept.
      await page.reload();
      await queueOpens(page, server);
      await page.getByText(`reader.${stamp}@staff.test-university.edu (reader)`).waitFor();
    },
  );

  it('refuses an account with no staff role, saying why', { timeout: 120_000 }, async () => {
    const page = await freshPage();
    await signInThroughInstitution(page, server, 'student');
    await page
      .getByRole('alert')
      .getByText(
        'Your institution account has no admissions staff role. Please ask your administrator for access.',
      )
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to staff sign in' }).click();
    await page.getByRole('heading', { name: 'Staff sign in' }).waitFor();
  });
});
