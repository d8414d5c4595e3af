import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  aboutYouAnswers,
  academicsAnswers,
  answerLeftOut,
  applicant,
  certificationAnswers,
  controlOf,
  finalStepsAnswers,
  giveAnswer,
  giveAnswers,
  secondCollegeAnswers,
} from './answers';
import {
  confirmAccount,
  firstPassword,
  logIn,
  newApplicantEmail,
  passwordField,
  pathOf,
  waitForPath,
} from './accounts';
import { checkState } from './a11y';
import { makeApplicantFiles, pdfText } from './documents';
import type { RunningServer } from './server';

/** The rules of the live checklist under the password, as the screen reader reads them. */
async function checklist(page: Page): Promise<{ met: number; unmet: number }> {
  const items = await page
    .getByRole('list', { name: /password/i })
    .getByRole('listitem')
    .allTextContents();
  return {
    met: items.filter((item) => item.endsWith('(met)')).length,
    unmet: items.filter((item) => item.endsWith('(not met)')).length,
  };
}

/** Signs up while watching the checklist tick as the password is typed. */
async function signUpWatchingChecklist(page: Page, email: string): Promise<void> {
  await page.getByRole('heading', { name: 'Sign Up' }).waitFor();
  await page.getByLabel('Email Address').fill(email);
  const password = passwordField(page);
  const before = await checklist(page);
  expect(before.met).toBe(0);
  expect(before.unmet).toBeGreaterThan(1);
  await password.pressSequentially('maple');
  const partly = await checklist(page);
  expect(partly.met).toBeGreaterThan(0);
  expect(partly.unmet).toBeGreaterThan(0);
  await checkState(page, 'signup-checklist');
  await password.fill('');
  await password.pressSequentially(firstPassword);
  await expect.poll(() => checklist(page)).toEqual({ met: before.unmet, unmet: 0 });
  await page.getByRole('button', { name: 'Submit' }).click();
  await waitForPath(page, '/confirm');
}

async function saveAndContinue(page: Page, nextPath: string, heading: string): Promise<void> {
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await waitForPath(page, nextPath);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** Uploads a file into the document field labelled `label` and waits until it is converted. */
async function uploadDocument(page: Page, label: string, path: string): Promise<void> {
  const fileName = path.split('/').pop()!;
  // As a person does: press the picker and choose the file in the dialog it opens.
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: label, exact: true }).click(),
  ]);
  await chooser.setFiles(path);
  // Converted: the field shows the file with its size and offers to delete it.
  const field = page.getByRole('status').filter({ hasText: fileName });
  await expect.poll(() => field.textContent(), { timeout: 60_000 }).toMatch(/\(\d[\d.]* [KM]?B\)/);
  await page.getByRole('button', { name: `Delete ${fileName}` }).waitFor();
}

/**
 * Journey 1 (and 7 at a phone's size): a new applicant signs up, fills every required answer,
 * uploads two documents, meets the error summary once, submits and downloads the PDF copy.
 */
export async function completeApplication(
  browser: BrowserContext,
  server: RunningServer,
): Promise<void> {
  const files = await makeApplicantFiles(browser);
  const email = newApplicantEmail('maya');
  const page = await browser.newPage();
  await page.goto(`${server.url}/signup`);
  await signUpWatchingChecklist(page, email);
  await page.getByRole('heading', { name: 'Confirm Your Account' }).waitFor();
  await checkState(page, 'confirm');
  await confirmAccount(page, server, email);
  await logIn(page, email, firstPassword);
  // The saved answers arrive after the heading; typing before would race them.
  await page.waitForLoadState('networkidle');

  await giveAnswers(
    page,
    aboutYouAnswers.filter((answer) => answer !== answerLeftOut),
  );
  await saveAndContinue(page, '/education', 'Step 2 of 3: Your Academics');

  await giveAnswers(page, academicsAnswers);
  // The school search filled the rest of the college from the directory.
  expect(
    await controlOf(page, {
      kind: 'text',
      label: 'College City',
      value: '',
      within: 'College 1',
    }).inputValue(),
  ).toBe('Bowie');
  await page.getByRole('button', { name: 'Add Another College' }).click();
  await page.getByRole('group', { name: 'College 2' }).waitFor();
  await giveAnswers(page, secondCollegeAnswers);
  await saveAndContinue(page, '/final-steps', 'Step 3 of 3: Final Steps');

  await giveAnswers(page, finalStepsAnswers);
  // The documents tab: sending them later hides the upload fields; uploading now shows them.
  await page.getByRole('tab', { name: 'Send documents later' }).click();
  await page.getByText('Send your documents to the Office of Admissions').waitFor();
  await page.getByRole('tab', { name: 'Upload documents now' }).click();
  await uploadDocument(page, 'DD-214 or other proof of honorable discharge', files.png);
  await uploadDocument(page, 'Military orders showing a Maryland duty station', files.pdf);
  await checkState(page, 'final-steps-documents');
  // Deleting asks first; Cancel keeps the document.
  await page.getByRole('button', { name: 'Delete pcs-orders.pdf' }).click();
  const confirmDelete = page.getByRole('dialog', { name: 'Delete File' });
  await confirmDelete.getByText('Are you sure you want to delete your file?').waitFor();
  await checkState(page, 'delete-file-dialog', { fullPage: false });
  await confirmDelete.getByRole('button', { name: 'Cancel' }).click();
  await confirmDelete.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Delete pcs-orders.pdf' }).waitFor();
  await giveAnswers(page, certificationAnswers);

  // One required answer is still missing: the summary links to it.
  await page.getByRole('button', { name: 'Submit' }).click();
  // The alert holds the summary's title and text; its links sit beside it, outside the alert.
  const summary = page
    .getByRole('alert')
    .filter({ hasText: "We're missing some information!" })
    .locator('..');
  await summary.waitFor();
  await checkState(page, 'error-summary');
  await summary.getByRole('link', { name: answerLeftOut.label }).click();
  await waitForPath(page, '/about');
  const missing = controlOf(page, answerLeftOut);
  await expect.poll(() => missing.evaluate((field) => field === document.activeElement)).toBe(true);
  await giveAnswer(page, answerLeftOut);

  await saveAndContinue(page, '/education', 'Step 2 of 3: Your Academics');
  await saveAndContinue(page, '/final-steps', 'Step 3 of 3: Final Steps');
  await page.getByRole('button', { name: 'Submit' }).click();
  // Either the completion page or, if anything is still missing, the summary again.
  await page
    .getByRole('heading', { level: 1, name: 'Application Submitted' })
    .or(summary)
    .waitFor();
  if (await summary.isVisible())
    throw new Error(`Submit still finds missing answers: ${await summary.innerText()}`);
  expect(pathOf(page)).toBe('/completion');
  await page.getByRole('heading', { level: 1, name: 'Application Submitted' }).waitFor();
  await checkState(page, 'completion');

  await page.getByRole('button', { name: 'Prepare a PDF copy of your application' }).click();
  const link = page.getByRole('link', { name: 'Download the PDF copy of your application' });
  await link.waitFor({ timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const { text } = await pdfText(readFileSync(await download.path()));
  expect(text).toContain(applicant.firstName);
  expect(text).toContain(applicant.lastName);

  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Application Submitted' }).waitFor();
  expect(pathOf(page)).toBe('/completion');
  await page.close();
}
