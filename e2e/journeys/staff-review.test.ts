import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentKeys, exampleApplication } from '@applykit/admissions-form/validate';
import { authenticatorCode } from '../../apps/api/test/support/staff';
import { axeViolations } from '../support/a11y';
import { launchBrowser } from '../support/browser';
import { pdfText } from '../support/documents';
import { startServer, type RunningServer } from '../support/server';

const repoRoot = resolve(import.meta.dirname, '../..');
const staffPassword = 'Admissions-Office-2026';
const applicantPassword = 'Maple-Harbor-47';
const stamp = Date.now();
const adminEmail = `dean.${stamp}@admissions.example.edu`;
const readerEmail = `reader.${stamp}@admissions.example.edu`;
const applicantEmail = `applicant.${stamp}@example.edu`;
const surname = `Oyelaran${stamp % 100_000}`;

/** A submitted application with one converted document, made through the server's own calls. */
async function submittedApplication(server: RunningServer, browser: BrowserContext) {
  let cookie = '';
  async function call(method: string, path: string, body?: unknown) {
    const reply = await fetch(`${server.url}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const set = reply.headers.getSetCookie().map((line) => line.split(';')[0]!);
    if (set.length) cookie = [...cookie.split('; ').filter(Boolean), ...set].join('; ');
    if (!reply.ok) throw new Error(`${method} ${path}: ${reply.status} ${await reply.text()}`);
    return reply;
  }
  await call('POST', '/public/signup', { username: applicantEmail, password: applicantPassword });
  const mail = await server.waitForMail(applicantEmail, /confirmation code/i);
  const code = /\b(\d{6})\b/.exec(mail.text)![1];
  await call('POST', '/public/confirm', { username: applicantEmail, code });
  await call('POST', '/public/login', { username: applicantEmail, password: applicantPassword });
  await call('PUT', '/api/answer', {
    ...exampleApplication,
    first_name: 'Adaeze',
    last_name: surname,
  });

  // A scanned document, as a phone would take it.
  const page = await browser.newPage();
  await page.setContent('<h1 style="font: 24px serif">Official transcript</h1>');
  const png = await page.screenshot({ type: 'png' });
  await page.close();
  const key = documentKeys[0]!;
  const presigned = (await (
    await call('POST', '/api/presigned-url', { answer_key: key })
  ).json()) as {
    url: string;
    fields: Record<string, string>;
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'transcript.png');
  const uploaded = await fetch(new URL(presigned.url, server.url), {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  expect(uploaded.status).toBe(204);
  await call('POST', `/api/pdf/document-answer/${key}`, {
    file_key: presigned.fields.key,
    file_name: 'transcript.png',
  });
  for (let wait = 0; wait < 300; wait++) {
    const status = (await (await call('GET', `/api/pdf/document-answer/${key}`)).json()) as {
      status: string;
    };
    if (status.status === 'COMPLETED') break;
    if (status.status === 'FAILED') throw new Error('The document did not convert.');
    await new Promise((done) => setTimeout(done, 200));
  }
  await call('POST', '/api/submit');
}

async function setPasswordAndEnrol(page: Page, invitationUrl: string, email: string) {
  await page.goto(invitationUrl);
  await page.getByLabel('New password').fill(staffPassword);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByRole('heading', { name: 'Password set' }).waitFor();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Staff sign in' }).waitFor();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(staffPassword);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Set up your authenticator app' }).waitFor();
  expect(
    await page.getByRole('img', { name: 'QR code of your staff sign-in key' }).isVisible(),
  ).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  const secret = (await page.getByTestId('enrolment-secret').textContent())!;
  await page.getByLabel('Code from your app').fill(await authenticatorCode(secret));
  await page.getByRole('button', { name: 'Finish set-up' }).click();
  await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
  expect(
    await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').count(),
  ).toBe(10);
  await page.getByRole('button', { name: 'I have kept my recovery codes' }).click();
  await page.getByRole('heading', { name: 'Applications' }).waitFor();
}

describe('the staff area: an admin enrols and invites a reader, who reviews a submitted application', () => {
  let server: RunningServer;
  let adminBrowser: BrowserContext;
  let readerBrowser: BrowserContext;
  let adminInvitation: string;

  beforeAll(async () => {
    // The first admin is made on the command line before the server starts (the embedded
    // database takes one process at a time).
    const dataDir = mkdtempSync(join(tmpdir(), 'applykit-e2e-staff-'));
    const printed = execFileSync(
      process.execPath,
      [join(repoRoot, 'apps/api/dist/cli.js'), 'create-admin', adminEmail],
      {
        cwd: join(repoRoot, 'apps/api'),
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: 'utf8',
      },
    );
    const id = new URL(printed.split('\n')[0]!).searchParams.get('id');
    server = await startServer({ DATA_DIR: dataDir });
    adminInvitation = `${server.url}/staff/invitation?id=${id}`;
    adminBrowser = await launchBrowser();
    readerBrowser = await launchBrowser();
    await submittedApplication(server, adminBrowser);
  }, 180_000);
  afterAll(async () => {
    await adminBrowser?.close();
    await readerBrowser?.close();
    await server?.stop();
  });

  it('keeps the staff chunk out of the applicant pages and loads it on /staff', async () => {
    const page = await readerBrowser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { name: 'Log In' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => path.includes('StaffArea'))).toEqual([]);
    await page.goto(`${server.url}/staff`);
    await page.getByRole('heading', { name: 'Staff sign in' }).waitFor();
    expect(scripts.filter((path) => path.includes('StaffArea'))).toHaveLength(1);
    await page.close();
  });

  it(
    'walks the whole review, and the audit log shows each step',
    { timeout: 240_000 },
    async () => {
      const admin = await adminBrowser.newPage();
      await setPasswordAndEnrol(admin, adminInvitation, adminEmail);

      await admin.getByRole('link', { name: 'Staff members' }).click();
      await admin.getByLabel('Email address').fill(readerEmail);
      await admin.getByRole('button', { name: 'Send invitation' }).click();
      await admin.getByText('The invitation was sent. It is valid for 72 hours.').waitFor();
      expect(await axeViolations(admin)).toEqual([]);
      const invitation = await server.waitForMail(readerEmail, /admissions staff account/);
      const readerLink = /https?:\/\/\S+\/staff\/invitation\?id=\S+/.exec(invitation.text)![0];

      const reader = await readerBrowser.newPage();
      await setPasswordAndEnrol(reader, readerLink, readerEmail);
      await reader.getByLabel('Name, email address or CEEB code').fill(surname);
      await reader.getByLabel('Status').selectOption('submitted');
      await reader.getByRole('button', { name: 'Search' }).click();
      const row = reader.getByRole('row', { name: new RegExp(surname) });
      await row.waitFor();
      expect(await reader.getByRole('table').getByRole('row').count()).toBe(2);
      expect(await axeViolations(reader)).toEqual([]);
      // At 320 CSS px (400 % zoom) nothing but the table's columns runs past the right edge;
      // they scroll in the table's own region, which the keyboard reaches.
      const wide = reader.viewportSize()!;
      await reader.setViewportSize({ width: 320, height: 256 });
      const tableRegion = reader.getByRole('region', { name: /on this page/ });
      expect(await tableRegion.getAttribute('tabindex')).toBe('0');
      expect(
        await reader.evaluate(() => {
          const root = window.document.documentElement;
          return [...window.document.querySelectorAll('body *')]
            .filter((element) => !element.closest('table'))
            .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
            .map((element) => `${element.tagName} ${element.textContent?.slice(0, 30)}`)
            .slice(0, 8);
        }),
      ).toEqual([]);
      await reader.setViewportSize(wide);
      await row.getByRole('link', { name: `Adaeze ${surname}` }).click();
      await reader.getByRole('heading', { name: `Adaeze ${surname}` }).waitFor();
      expect(await axeViolations(reader)).toEqual([]);

      const [document] = await Promise.all([
        reader.waitForEvent('download'),
        reader.getByRole('button', { name: /^Download .* \(transcript\.png\) as PDF$/ }).click(),
      ]);
      expect(
        readFileSync((await document.path())!)
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      const [pdf] = await Promise.all([
        reader.waitForEvent('download', { timeout: 90_000 }),
        reader.getByRole('button', { name: 'Download the application PDF' }).click(),
      ]);
      expect((await pdfText(readFileSync((await pdf.path())!))).text).toContain(surname);

      // The export: the search's applications with the answers picked from the form's pages.
      await reader.getByRole('link', { name: 'Back to the applications' }).click();
      await reader.getByLabel('Name, email address or CEEB code').fill(surname);
      await reader.getByRole('button', { name: 'Search' }).click();
      const term = await reader
        .getByRole('row', { name: new RegExp(surname) })
        .getByRole('cell')
        .nth(2)
        .innerText();
      await reader.getByText('Export these applications').click();
      await reader.getByRole('button', { name: 'Download the export' }).click();
      await reader.getByRole('link', { name: 'Choose at least one answer to export.' }).click();
      expect(await axeViolations(reader)).toEqual([]);
      await reader.getByLabel('First Name', { exact: true }).check();
      await reader.getByLabel('Entry Term', { exact: true }).check();
      const [csv] = await Promise.all([
        reader.waitForEvent('download'),
        reader.getByRole('button', { name: 'Download the export' }).click(),
      ]);
      expect(csv.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
      const [header, line, ...others] = readFileSync((await csv.path())!, 'utf8')
        .trim()
        .split('\r\n');
      expect(header).toBe(
        'applicant_id,status,name,email,entry_term,major,previous_colleges,submitted_at,reviewed_at,first_name,entry_term,entry_term_desc',
      );
      expect(others).toEqual([]);
      expect(line).toContain(`,Adaeze ${surname},${applicantEmail},`);
      expect(line).toMatch(
        new RegExp(`,Adaeze,${exampleApplication.entry_term},${term.replace(/\W/g, '\\$&')}$`),
      );

      await admin.getByRole('link', { name: 'Audit log' }).click();
      await admin.getByLabel('Staff email address').fill(readerEmail);
      await admin.getByRole('button', { name: 'Filter' }).click();
      const log = admin.getByRole('table');
      await log.getByRole('cell', { name: 'export-applications' }).waitFor();
      const actions = await log.locator('tbody tr td:nth-child(3)').allInnerTexts();
      expect(actions.reverse()).toEqual([
        'list-applications',
        'list-applications',
        'open-application',
        'download-document',
        'download-application-pdf',
        'list-applications',
        'list-applications',
        'export-applications',
      ]);
      expect(await log.getByRole('row', { name: /export-applications/ }).innerText()).toContain(
        'keys: first_name,entry_term,entry_term_desc',
      );
      expect(await axeViolations(admin)).toEqual([]);
    },
  );
});
