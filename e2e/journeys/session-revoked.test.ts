import { describe, expect, it } from 'vitest';
import {
  createAccountAndLogIn,
  logIn,
  newApplicantEmail,
  secondPassword,
  waitForPath,
} from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { type RunningServer } from '../support/server';
import { useJourney } from '../support/journey';
import { finalStepsAnswers, giveAnswers } from '../support/answers';
import { makeApplicantFiles } from '../support/documents';

const sessionInvalid = 'Your session is invalid. Please clear your cookies and login again.';

/** Ends every session of the account on the server: a password reset done from elsewhere. */
async function resetPasswordElsewhere(server: RunningServer, email: string, password: string) {
  const post = (path: string, body: object) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await post('/public/forgot-password', { username: email })).status).toBe(200);
  const mail = await server.waitForMail(email, /reset/i);
  const link = new URL(/https?:\/\/\S+\/reset\?\S+/.exec(mail.text)![0]);
  const reply = await post('/public/reset-password', {
    username: email,
    password,
    confirm_password: password,
    id: link.searchParams.get('id'),
  });
  expect(reply.status).toBe(200);
}

describe('session revoked on the server mid-journey', () => {
  const journey = useJourney();
  const email = newApplicantEmail('revoked');

  it('lands on /login with the session message at the next save, and keeps what was saved', async () => {
    const page = await journey.browser.newPage();
    await createAccountAndLogIn(page, journey.server, email);
    const firstName = page.getByRole('textbox', { name: 'First Name', exact: true });
    const lastName = page.getByRole('textbox', { name: 'Last Name', exact: true });
    await firstName.fill('Ana');
    const saved = page.waitForResponse(
      (reply) => reply.url().endsWith('/api/answer') && reply.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);

    await resetPasswordElsewhere(journey.server, email, secondPassword);

    // The next call of this browser finds its session gone.
    await lastName.fill('Okafor');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await waitForPath(page, '/login');
    await page.getByText(sessionInvalid).first().waitFor();

    // Logging in again shows everything saved before the session ended.
    await logIn(page, email, secondPassword);
    await expect.poll(() => firstName.inputValue()).toBe('Ana');
    const profile = await page.evaluate(async () => (await fetch('/api/profile')).json());
    expect(profile.answer.first_name).toBe('Ana');
  });

  it('lands on /login with the session message when an upload meets the ended session, and keeps the answers typed', async () => {
    const uploader = newApplicantEmail('revoked-upload');
    const files = await makeApplicantFiles(journey.browser);
    const page = await journey.browser.newPage();
    await createAccountAndLogIn(page, journey.server, uploader);
    await page.getByRole('link', { name: 'Final Steps' }).click();
    await waitForPath(page, '/final-steps');
    await page.getByRole('heading', { level: 1, name: 'Step 3 of 3: Final Steps' }).waitFor();
    await page.waitForLoadState('networkidle');
    await giveAnswers(page, finalStepsAnswers);

    await resetPasswordElsewhere(journey.server, uploader, secondPassword);

    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page
        .getByRole('button', { name: 'DD-214 or other proof of honorable discharge', exact: true })
        .click(),
    ]);
    await chooser.setFiles(files.png);
    await waitForPath(page, '/login');
    await page.getByText(sessionInvalid).first().waitFor();
    // The upload's failure belongs to the application: no upload error follows onto /login.
    await page.waitForTimeout(1000);
    expect(await page.getByText(/Error uploading file/).count()).toBe(0);

    // Logging in again puts back what was typed and not yet saved.
    await logIn(page, uploader, secondPassword);
    await page.getByRole('link', { name: 'Final Steps' }).click();
    await waitForPath(page, '/final-steps');
    await expect
      .poll(() =>
        page
          .getByRole('checkbox', { name: 'An honorably discharged veteran living in Maryland' })
          .isChecked(),
      )
      .toBe(true);
  }, 120_000);

  it('a cold visit: the saved answers are in the fields when they first show, and a revoked session goes to /login', async () => {
    const returning = newApplicantEmail('revoked-cold');
    const page = await journey.browser.newPage();
    await createAccountAndLogIn(page, journey.server, returning);
    await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Ana');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Your answers have been saved').first().waitFor();
    const cookies = await journey.browser.cookies();
    await page.close();

    // Another browser with this session and nothing cached: the portal asks for the profile as
    // it starts, before the form's code, which comes late here.
    const visit = async () => {
      const cold = await launchBrowser();
      await cold.addCookies(cookies);
      const tab = await cold.newPage();
      await tab.route('**/assets/formRoutes-*.js', async (route) => {
        await new Promise((done) => setTimeout(done, 1500));
        await route.fallback();
      });
      await tab.goto(`${journey.server.url}/about`);
      return { cold, tab };
    };
    const live = await visit();
    const firstName = live.tab.getByRole('textbox', { name: 'First Name', exact: true });
    await firstName.waitFor();
    expect(await firstName.inputValue()).toBe('Ana');
    await firstName.press('End');
    await firstName.press('a');
    expect(await firstName.inputValue()).toBe('Anaa');
    await live.cold.close();

    // The session ends on the server; its profile read, on its way before the first render,
    // finds it over: /login with the session message, not the form as a visitor's.
    await resetPasswordElsewhere(journey.server, returning, secondPassword);
    const revoked = await visit();
    await waitForPath(revoked.tab, '/login');
    await revoked.tab.getByText(sessionInvalid).first().waitFor();
    await revoked.cold.close();
  }, 120_000);
});
