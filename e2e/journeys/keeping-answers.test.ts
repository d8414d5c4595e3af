import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { exampleApplication } from '@applykit/admissions-form/validate';
import { createAccountAndLogIn, newApplicantEmail, waitForPath } from '../support/accounts';
import { useJourney } from '../support/journey';

const restoredNotice =
  'We put back answers you typed on this device that had not been saved yet. Check them, then select Save to keep them.';
const offlineNotice =
  'You are offline. Everything you typed is kept on this device and is saved when you are back online.';

const firstName = (page: Page) => page.getByRole('textbox', { name: 'First Name', exact: true });
const lastName = (page: Page) => page.getByRole('textbox', { name: 'Last Name', exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
const savedAnswers = (page: Page) =>
  page.evaluate(
    async () =>
      ((await (await fetch('/api/profile')).json()) as { answer: Record<string, string> }).answer,
  );
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
/** This browser's draft holds what was typed: the moment a reload or crash may come. */
const draftHolds = (page: Page, key: string, value: string) =>
  page.waitForFunction(
    ([key, value]) =>
      Object.keys(localStorage).some(
        (name) =>
          name.startsWith('applykit.draft.') &&
          (JSON.parse(localStorage.getItem(name) ?? '{}') as Record<string, string>)[key] === value,
      ),
    [key, value] as const,
  );

/** Refuses the page's downloads of the scripts `file` matches, as offline, until `restore()`. */
async function cutDownloads(page: Page, file: RegExp) {
  let restored = false;
  let refused = 0;
  await page.route(file, async (route) => {
    if (restored) return route.fallback();
    refused += 1;
    await route.abort('internetdisconnected');
  });
  return {
    refused: () => refused,
    restore: () => {
      restored = true;
    },
  };
}

describe('what an applicant typed is never lost', () => {
  const journey = useJourney();

  it('a failed save, then a dropped network: shown, kept, and saved on retry and on return', async () => {
    const page = await journey.browser.newPage();
    await createAccountAndLogIn(page, journey.server, newApplicantEmail('failing-save'));
    await firstName(page).fill('Ana');

    // The server answers this one save with a 500.
    let failed = 0;
    await page.route('**/api/answer', async (route) => {
      if (route.request().method() === 'PUT' && failed === 0) {
        failed += 1;
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'The server could not save your answers.' }),
        });
      } else await route.fallback();
    });
    await saveButton(page).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Your answers have not been saved.' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('The server could not save your answers.');
    expect(await firstName(page).inputValue()).toBe('Ana');
    expect(new URL(page.url()).pathname).toBe('/about');

    const retried = page.waitForResponse(
      (reply) => reply.url().endsWith('/api/answer') && reply.request().method() === 'PUT',
    );
    await alert.getByRole('button', { name: 'Try again' }).click();
    expect((await retried).status()).toBe(200);
    await alert.waitFor({ state: 'detached' });
    expect((await savedAnswers(page)).first_name).toBe('Ana');

    // The network drops.
    await page.context().setOffline(true);
    await page.getByText(offlineNotice).waitFor();
    await lastName(page).fill('Okafor');
    await saveButton(page).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Your answers have not been saved.' })
      .getByText('You are offline.')
      .waitFor();
    expect(await lastName(page).inputValue()).toBe('Okafor');

    // And comes back: the answers are saved without a click.
    const onReturn = page.waitForResponse(
      (reply) => reply.url().endsWith('/api/answer') && reply.request().method() === 'PUT',
    );
    await page.context().setOffline(false);
    expect((await onReturn).status()).toBe(200);
    await page.getByText('You are back online. Your answers have been saved.').waitFor();
    expect(await savedAnswers(page)).toMatchObject({ first_name: 'Ana', last_name: 'Okafor' });
    await page.reload();
    expect(await lastName(page).inputValue()).toBe('Okafor');
    expect(await page.getByText(restoredNotice).count()).toBe(0);
    await page.close();
  });

  it("two tabs on one application: a save in the tab opened first does not erase the other's", async () => {
    await journey.browser.clearCookies();
    const first = await journey.browser.newPage();
    await createAccountAndLogIn(first, journey.server, newApplicantEmail('two-tabs'));
    const second = await journey.browser.newPage();
    await second.goto(`${journey.server.url}/about`);
    await lastName(second).waitFor();
    await second.waitForLoadState('networkidle');
    const savedIn = async (page: Page) => {
      const reply = page.waitForResponse(
        (answer) => answer.url().endsWith('/api/answer') && answer.request().method() === 'PUT',
      );
      await saveButton(page).click();
      expect((await reply).status()).toBe(200);
    };

    await firstName(first).fill('Ana');
    await savedIn(first);
    // The second tab still shows the first name empty, as it was when it opened.
    await lastName(second).fill('Okafor');
    await savedIn(second);
    expect(await savedAnswers(first)).toMatchObject({ first_name: 'Ana', last_name: 'Okafor' });
    await second.close();
    await first.close();
  });

  it('a reload and a crashed tab mid-typing: the draft comes back with a notice', async () => {
    const page = await journey.browser.newPage();
    await createAccountAndLogIn(page, journey.server, newApplicantEmail('crash'));
    // Typing, never leaving the field, never saving.
    await firstName(page).click();
    await page.keyboard.type('Marguerite');
    await draftHolds(page, 'first_name', 'Marguerite');
    await page.reload();
    await firstName(page).waitFor();
    expect(await firstName(page).inputValue()).toBe('Marguerite');
    await page.getByText(restoredNotice).waitFor();

    await lastName(page).click();
    await page.keyboard.type('Duras');
    await draftHolds(page, 'last_name', 'Duras');
    // The renderer dies: no unload, no pagehide, no blur. A crashed page may never answer,
    // so neither step is awaited for long.
    const devtools = await page.context().newCDPSession(page);
    await Promise.race([devtools.send('Page.crash').catch(() => undefined), pause(3_000)]);
    await Promise.race([page.close().catch(() => undefined), pause(3_000)]);

    const again = await journey.browser.newPage();
    await again.goto(`${journey.server.url}/about`);
    await firstName(again).waitFor();
    expect(await firstName(again).inputValue()).toBe('Marguerite');
    expect(await lastName(again).inputValue()).toBe('Duras');
    await again.getByText(restoredNotice).waitFor();
    // Nothing reached the server until the applicant saves.
    expect((await savedAnswers(again)).last_name ?? '').toBe('');
    await saveButton(again).click();
    await again.getByText(restoredNotice).waitFor({ state: 'detached' });
    expect(await savedAnswers(again)).toMatchObject({
      first_name: 'Marguerite',
      last_name: 'Duras',
    });
    // Logging out leaves nothing of the applicant in this browser.
    await lastName(again).fill('Duras-Lévy');
    await again.getByRole('button', { name: 'My Account' }).click();
    await again
      .getByRole('dialog', { name: 'Account' })
      .getByRole('button', { name: 'Log Out' })
      .click();
    await waitForPath(again, '/login');
    const drafts = await again.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('applykit.draft.')),
    );
    expect(drafts).toEqual([]);
    await again.close();
  });

  it('a double-clicked Submit submits once, with one receipt', async () => {
    const page = await journey.browser.newPage();
    const email = newApplicantEmail('double-submit');
    await createAccountAndLogIn(page, journey.server, email);
    const stored = await page.evaluate(async (answers) => {
      const reply = await fetch('/api/answer', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(answers),
      });
      return reply.status;
    }, exampleApplication);
    expect(stored).toBe(200);
    await page.evaluate(() =>
      fetch('/api/last-page', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ last_page: '/final-steps' }),
      }),
    );
    await page.goto(`${journey.server.url}/final-steps`);
    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.waitFor();
    const submits: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/submit')) submits.push(request.method());
    });
    await submit.dblclick();
    await waitForPath(page, '/completion');
    expect(submits).toEqual(['POST']);
    await pause(1_000);
    const receipts = journey.server
      .mail()
      .filter((mail) => mail.to === email && /received your application/i.test(mail.subject));
    expect(receipts).toHaveLength(1);
    await page.close();
  });

  it("a page whose code did not download comes on 'Try again', without a reload", async () => {
    // Its own applicant: whoever the tests before left logged in is logged out.
    await journey.browser.clearCookies();
    const page = await journey.browser.newPage();
    await createAccountAndLogIn(page, journey.server, newApplicantEmail('cut-download'));
    await firstName(page).fill('Ana');
    await saveButton(page).click();
    await page.getByText('Your answers have been saved').first().waitFor();

    // A second tab, whose downloads of the form pages' code (frame and page, one chunk) are cut
    // off for a while.
    const tab = await journey.browser.newPage();
    const downloads = await cutDownloads(tab, /\/assets\/formRoutes-[^/]+\.js$/);
    await tab.goto(`${journey.server.url}/about`);
    const dialog = tab.getByRole('dialog', { name: 'Unexpected Error' });
    await dialog.waitFor();
    // Not tried again and again while the network is down.
    const triedOffline = downloads.refused();
    await tab.waitForTimeout(1000);
    expect(downloads.refused()).toBe(triedOffline);
    downloads.restore();
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await firstName(tab).waitFor();
    expect(await firstName(tab).inputValue()).toBe('Ana');
    expect(new URL(tab.url()).pathname).toBe('/about');
  });

  it("a later page whose widgets did not download comes on 'Try again', the answers before it saved", async () => {
    await journey.browser.clearCookies();
    const page = await journey.browser.newPage();
    await createAccountAndLogIn(page, journey.server, newApplicantEmail('cut-widgets'));
    // The school search, the text area and the tabs load with the first page that shows one.
    const downloads = await cutDownloads(page, /\/assets\/occasionalWidgets-[^/]+\.js$/);
    await firstName(page).fill('Ana');
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await waitForPath(page, '/education');
    const dialog = page.getByRole('dialog', { name: 'Unexpected Error' });
    await dialog.waitFor();
    expect(downloads.refused()).toBeGreaterThan(0);
    expect((await savedAnswers(page)).first_name).toBe('Ana');
    downloads.restore();
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('combobox', { name: /High School Name/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/education');
    await page.close();
  });
});
