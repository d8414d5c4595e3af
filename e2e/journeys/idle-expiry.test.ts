import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { createAccountAndLogIn, newApplicantEmail, waitForPath } from '../support/accounts';
import { useSeparateJourneys } from '../support/journey';

/**
 * The real expiry, no faked clock: the server ends a session 12 s after its last request, and
 * the portal learns that from its replies. It warns 4 s before (a third of the limit) and times
 * out just before the server would.
 *
 * Each test waits out the clock for an applicant of its own, in a browser context of its own
 * (`useSeparateJourneys`), so the three waits run at the same time rather than one after another.
 */
const idleSeconds = 12;
const inactivityMessage = 'You have been automatically logged out due to inactivity.';

const profileStatus = (page: Page) =>
  page.evaluate(async () => (await fetch('/api/profile')).status);
const warningOf = (page: Page) => page.getByRole('dialog', { name: 'Are you still there?' });
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe.concurrent('a real idle expiry, the server limit set to seconds', () => {
  const journeys = useSeparateJourneys({ env: { SESSION_IDLE_SECONDS: String(idleSeconds) } });

  it("'Yes' really extends the server session", async ({ expect }) => {
    const page = await journeys.newPage();
    await createAccountAndLogIn(page, journeys.server, newApplicantEmail('idle-yes'));
    const warning = warningOf(page);
    await warning.waitFor({ timeout: idleSeconds * 1000 });
    const shownAt = Date.now();
    const extended = page.waitForResponse((reply) => reply.url().endsWith('/api/session'));
    await warning.getByRole('button', { name: 'Yes - Take me back to my application' }).click();
    expect((await extended).status()).toBe(200);
    await warning.waitFor({ state: 'hidden' });
    // Past the end the server had before 'Yes' (at most 5 s after the warning opened).
    await pause(Math.max(0, shownAt + 6_000 - Date.now()));
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(await profileStatus(page)).toBe(200);
    await page.context().close();
  });

  it('times out in silence with the inactivity message, and the server session is over', async ({
    expect,
  }) => {
    const page = await journeys.newPage();
    await createAccountAndLogIn(page, journeys.server, newApplicantEmail('idle-silent'));
    const loggedInAt = Date.now();
    await warningOf(page).waitFor({ timeout: idleSeconds * 1000 });
    await waitForPath(page, '/login');
    // Warned first, timed out before the limit ran out.
    expect(Date.now() - loggedInAt).toBeLessThan(idleSeconds * 1000 + 2_000);
    await page.getByText(inactivityMessage).first().waitFor();
    await pause(idleSeconds * 1000);
    expect(await profileStatus(page)).toBe(401);
    await page.context().close();
  });

  it('keeps an applicant who types without saving for longer than the limit, unwarned', async ({
    expect,
  }) => {
    const page = await journeys.newPage();
    await createAccountAndLogIn(page, journeys.server, newApplicantEmail('idle-typing'));
    const essay = page.getByRole('textbox', { name: 'First Name', exact: true });
    await essay.click();
    const words = 'Marguerite'.split('');
    for (const letter of [...words, ...words]) {
      await page.keyboard.type(letter);
      expect(await warningOf(page).count()).toBe(0);
      await pause(1_000);
    }
    // Twenty seconds of typing, no save: still logged in, and the save goes through.
    const saved = page.waitForResponse(
      (reply) => reply.url().endsWith('/api/answer') && reply.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/about');
    await page.context().close();
  });
});
