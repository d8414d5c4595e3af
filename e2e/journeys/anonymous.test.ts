import { describe, expect, it } from 'vitest';
import {
  confirmAccount,
  firstPassword,
  logIn,
  newApplicantEmail,
  pathOf,
  signUp,
  waitForPath,
} from '../support/accounts';
import { useJourney } from '../support/journey';

describe('anonymous visitor: answers kept, carried through sign up and saved to the account', () => {
  const journey = useJourney();
  const email = newApplicantEmail('visitor');

  it('fills part of About You, reloads, saves, signs up, confirms, logs in and finds the answers saved', async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.server.url}/about`);
    await page.getByRole('heading', { name: 'About You' }).waitFor();

    const firstName = page.getByRole('textbox', { name: 'First Name', exact: true });
    const lastName = page.getByRole('textbox', { name: 'Last Name', exact: true });
    await firstName.fill('Ana');
    await lastName.fill('Okafor');
    await lastName.press('Tab'); // typed text is committed when the field is left

    await page.reload();
    await page.getByRole('heading', { name: 'About You' }).waitFor();
    await expect.poll(() => firstName.inputValue()).toBe('Ana');
    expect(await lastName.inputValue()).toBe('Okafor');

    // Saving without an account leads to sign up, with the answers carried along.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await waitForPath(page, '/signup');
    await signUp(page, email, firstPassword);
    await confirmAccount(page, journey.server, email);
    await logIn(page, email, firstPassword);

    // The form shows the answers, now from the account.
    await expect.poll(() => firstName.inputValue()).toBe('Ana');
    expect(await lastName.inputValue()).toBe('Okafor');

    // And the server holds them.
    const profile = await page.evaluate(async () => {
      const reply = await fetch('/api/profile', { headers: { accept: 'application/json' } });
      return { status: reply.status, body: await reply.json() };
    });
    expect(profile.status).toBe(200);
    expect(profile.body.username).toBe(email);
    expect(profile.body.answer).toMatchObject({ first_name: 'Ana', last_name: 'Okafor' });

    // A fresh load of the account (no browser copy left) still shows them.
    await page.reload();
    await page.getByRole('heading', { name: 'About You' }).waitFor();
    await expect.poll(() => firstName.inputValue()).toBe('Ana');
    expect(pathOf(page)).toBe('/about');
    await page.close();
  });
});
