import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  confirmAccount,
  confirmationCodeFor,
  firstPassword,
  logIn,
  newApplicantEmail,
  openAccountPopover,
  passwordField,
  pathOf,
  secondPassword,
  submitLogIn,
  toast,
  waitForPath,
} from '../support/accounts';
import { checkStateAtBothSizes } from '../support/a11y';
import { useJourney } from '../support/journey';

/** The checklist items that say they are met, by their visible label. */
async function metRequirements(page: Page): Promise<string[]> {
  const items = page.getByRole('list', { name: 'Your password must have:' }).getByRole('listitem');
  const texts = await items.allTextContents();
  return texts
    .filter((text) => text.endsWith(' (met)'))
    .map((text) => text.replace(/^✓/, '').replace(/ \(met\)$/, ''));
}

describe('accounts: sign up, confirm, log in, forgot and reset the password', () => {
  const journey = useJourney();
  const email = newApplicantEmail('ana');

  it('signs up with the checklist ticking live, confirms with the mailed code and logs in', async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.server.url}/signup`);
    await page.getByRole('heading', { name: 'Sign Up' }).waitFor();
    await page.getByLabel('Email Address').fill(email);

    const password = passwordField(page);
    expect(await metRequirements(page)).toEqual([]);
    // Typing Maple-Harbor-47 a few characters at a time, each rule ticks as it is met.
    await password.pressSequentially('Maple');
    await expect
      .poll(() => metRequirements(page))
      .toEqual(['an uppercase letter', 'a lowercase letter', 'no space at the start or end']);
    await password.pressSequentially('-Har');
    await expect
      .poll(() => metRequirements(page))
      .toEqual([
        'an uppercase letter',
        'a lowercase letter',
        expect.stringMatching(/^a special character/),
        'no space at the start or end',
      ]);
    await password.pressSequentially('bor');
    await expect
      .poll(() => metRequirements(page))
      .toEqual([
        'at least 12 characters',
        'an uppercase letter',
        'a lowercase letter',
        expect.stringMatching(/^a special character/),
        'no space at the start or end',
      ]);
    await password.pressSequentially('-47');
    await expect.poll(async () => (await metRequirements(page)).length).toBe(6);
    expect(await password.inputValue()).toBe(firstPassword);

    // The visibility toggle shows the password as plain text and hides it again.
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');

    await page.getByRole('button', { name: 'Submit' }).click();
    await waitForPath(page, '/confirm');
    // The confirm card knows the address from the sign up: one field, the code.
    await page.getByText(`Enter the 6-digit code we sent to ${email}.`).waitFor();
    expect(await page.getByLabel('Email Address').count()).toBe(0);
    // A new code asked for from the keyboard: focus stays on the link while it is sent, not
    // thrown back to the page's start, and the card uses the newest code.
    const resend = page.getByRole('button', { name: 'Resend confirmation code?' });
    await resend.focus();
    await page.keyboard.press('Enter');
    await toast(page, 'Success Notification').first().waitFor();
    expect(await resend.evaluate((button) => document.activeElement === button)).toBe(true);
    await confirmationCodeFor(journey.server, email);
    await confirmAccount(page, journey.server, email);
    await toast(page, 'Success Notification').first().waitFor();
    // The log-in card is filled with the address just confirmed.
    expect(await page.getByLabel('Email Address').inputValue()).toBe(email);

    await logIn(page, email, firstPassword);
    expect(pathOf(page)).toBe('/about');
    const popover = await openAccountPopover(page);
    await popover.getByText(email).waitFor();
    await popover.getByRole('button', { name: 'Log Out' }).waitFor();
    await page.close();
  });

  it('resets a forgotten password with the mailed link; the new password works and the old one fails', async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.server.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath(page, '/forgot');
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Success Notification').first().waitFor();

    const mail = await journey.server.waitForMail(email, /reset/i);
    const link = /https?:\/\/\S+\/reset\?\S+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();
    expect(new URL(link!).origin).toBe(journey.server.url);

    await page.goto(link!);
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await checkStateAtBothSizes(page, 'reset');
    await passwordField(page, 'New Password').fill(secondPassword);
    await passwordField(page, 'Confirm Password').fill(secondPassword);
    await expect.poll(async () => (await metRequirements(page)).length).toBe(7);
    await page.getByRole('button', { name: 'Submit' }).click();
    await waitForPath(page, '/login');
    await toast(page, 'Success Notification').first().waitFor();

    // The old password no longer opens the account.
    await submitLogIn(page, email, firstPassword);
    const refusal = toast(page, 'Login Card Error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('Incorrect email address or password.');
    expect(pathOf(page)).toBe('/login');
    // The applicant is where they were, ready to correct the password and press again.
    expect(
      await page.getByRole('button', { name: 'Submit' }).evaluate((button) => {
        return document.activeElement === button;
      }),
    ).toBe(true);

    // The new one does.
    await passwordField(page).fill(secondPassword);
    await page.getByRole('button', { name: 'Submit' }).click();
    await waitForPath(page, '/about');
    const popover = await openAccountPopover(page);
    await popover.getByText(email).waitFor();
    await page.close();
  });
});
