import type { Page } from 'playwright-core';
import type { RunningServer } from './server';

/** Passwords that meet every rule and are not on the common-password list. */
export const firstPassword = 'Maple-Harbor-47';
export const secondPassword = 'Quiet-Lantern-82';

let counter = 0;
/** A fresh address for each applicant, so journeys never share an account. */
export function newApplicantEmail(name = 'applicant'): string {
  counter += 1;
  return `${name}.${Date.now().toString(36)}${counter}@example.edu`;
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Waits until the browser shows `path` (client-side navigations included). */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

/** The password field itself: 'Password' would also match the 'Show password' toggle. */
export const passwordField = (page: Page, label = 'Password') =>
  page.getByRole('textbox', { name: label, exact: true });

/** A toast, found by its accessible label, e.g. 'Success Notification' or 'Login Card Error'. */
export const toast = (page: Page, label: string) =>
  page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem', { name: label });

/** On the Sign Up card: type the address and password and submit; lands on /confirm. */
export async function signUp(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('heading', { name: 'Sign Up' }).waitFor();
  await page.getByLabel('Email Address').fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await waitForPath(page, '/confirm');
}

/**
 * Reads the six-digit code from the confirmation mail the server printed, in English or in
 * Spanish (the mail is in the language the applicant signed up in).
 */
export async function confirmationCodeFor(server: RunningServer, email: string): Promise<string> {
  const mail = await server.waitForMail(email, /confirmation code|código de confirmación/i);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code in the confirmation mail:\n${mail.text}`);
  return code;
}

/** On the Confirm Your Account card: enter the code from the mail; lands on /login. */
export async function confirmAccount(
  page: Page,
  server: RunningServer,
  email: string,
): Promise<void> {
  await page.getByRole('heading', { name: 'Confirm Your Account' }).waitFor();
  const code = await confirmationCodeFor(server, email);
  await page.getByLabel('Confirmation Code').fill(code);
  await page.getByRole('button', { name: 'Submit' }).click();
  await waitForPath(page, '/login');
}

/** On the Log In card: type the address and password and submit. */
export async function submitLogIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('heading', { name: 'Log In' }).waitFor();
  await page.getByLabel('Email Address').fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** Logs in and waits for the first form step. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await submitLogIn(page, email, password);
  await waitForPath(page, '/about');
  await page.getByRole('heading', { name: 'About You' }).waitFor();
}

/** Sign up, confirm with the mailed code and log in: a new applicant on /about. */
export async function createAccountAndLogIn(
  page: Page,
  server: RunningServer,
  email: string,
  password = firstPassword,
): Promise<void> {
  await page.goto(`${server.url}/signup`);
  await signUp(page, email, password);
  await confirmAccount(page, server, email);
  await logIn(page, email, password);
}

/** Opens 'My Account' and returns the popover. */
export async function openAccountPopover(page: Page) {
  await page.getByRole('button', { name: 'My Account' }).click();
  const popover = page.getByRole('dialog', { name: 'Account' });
  await popover.waitFor();
  return popover;
}
