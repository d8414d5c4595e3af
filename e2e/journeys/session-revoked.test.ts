import { describe, expect, it } from 'vitest';
import {
  createAccountAndLogIn,
  logIn,
  newApplicantEmail,
  secondPassword,
  waitForPath,
} from '../support/accounts';
import { type RunningServer } from '../support/server';
import { useJourney } from '../support/journey';

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
});
