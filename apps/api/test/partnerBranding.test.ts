import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  defaultPartner,
  exampleApplication,
  examplePartner,
  openEntryTerms,
} from '@applykit/admissions-form/validate';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationPdfContent } from '../src/application-pdf/applicationPdf';
import { renderApplicationPdf } from '../src/application-pdf/render';
import { readConfig } from '../src/config';
import { pdfText } from './documents/fixtures';
import {
  post,
  signedInApplicant,
  startTestServer,
  strongPassword,
  uniqueEmail,
  type TestServer,
} from './support/applicants';
import { databaseKinds } from './support/database';

/** What an applicant of another institution must never read. */
const otherInstitution = [/ApplyKit/i, new RegExp(defaultPartner.institutionName)];

const exampleConfig = readConfig({
  NODE_ENV: 'test',
  APPLYKIT_PARTNER: 'example',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'applykit-api-')),
  PORTAL_DIR: '',
});

// A term Lakeside has open today that asks for no campus (its Spring terms).
const term = openEntryTerms(examplePartner.termCalendar, new Date()).find((t) => !t.asksForCampus)!;
const lakesideApplication = {
  ...exampleApplication,
  entry_term: term.value,
  entry_term_desc: term.label,
};

describe('the example partner’s own name, never ApplyKit’s', () => {
  it('sends mail as the institution when MAIL_FROM is not set', () => {
    expect(exampleConfig.partner).toBe(examplePartner);
    expect(exampleConfig.mailFrom).toBe('"Lakeside College Admissions" <admissions@localhost>');
  });

  it('heads, signs and describes the application PDF with the institution', async () => {
    const content = applicationPdfContent({
      answers: lakesideApplication,
      documents: [],
      partner: examplePartner,
    });
    const pdf = await renderApplicationPdf(content);
    const { text } = await pdfText(pdf);
    expect(text).toContain('Application for Transfer Admission: Lakeside College');
    expect(text).toContain('Have you ever taken classes at Lakeside?');
    for (const pattern of otherInstitution) expect(text).not.toMatch(pattern);
    const document = await PDFDocument.load(pdf, { updateMetadata: false });
    expect([document.getAuthor(), document.getCreator(), document.getProducer()]).toEqual([
      'Lakeside College',
      'Lakeside College',
      'Lakeside College',
    ]);
  });
});

describe.each(databaseKinds)('the example partner’s mail on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      partner: exampleConfig.partner,
      mailFrom: exampleConfig.mailFrom,
    });
  });
  afterAll(() => server.app.close());

  it('names and signs every message with Lakeside College', async () => {
    const { username, cookie } = await signedInApplicant(server, uniqueEmail('lakeside'));
    // Signing up again mails the owner; forgetting the password mails a link.
    const again = await post(server.app, '/public/signup', { username, password: strongPassword });
    expect(again.statusCode).toBe(200);
    expect((await post(server.app, '/public/forgot-password', { username })).statusCode).toBe(200);
    const saved = await server.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie },
      payload: lakesideApplication,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const submitted = await server.app.inject({
      method: 'POST',
      url: '/api/submit',
      headers: { cookie },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    await server.app.mailer.settled();

    const mails = await server.database.query<{
      subject: string;
      text_body: string;
      html_body: string;
    }>('SELECT subject, text_body, html_body FROM mail_outbox WHERE recipient = $1 ORDER BY id', [
      username,
    ]);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your Lakeside College confirmation code',
      'You already have an account with Lakeside College',
      'Reset your Lakeside College password',
      'We received your application',
    ]);
    expect(mails[3]!.text_body).toContain('Thank you for applying to Lakeside College.');
    for (const mail of mails) {
      for (const body of [mail.text_body, mail.html_body]) {
        expect(body).toContain(
          'Lakeside Admissions, Lakeside College (apply@lakeside.example.edu, (608) 555-0123)',
        );
      }
      for (const pattern of otherInstitution) {
        expect(`${mail.subject}\n${mail.text_body}\n${mail.html_body}`).not.toMatch(pattern);
      }
    }
  });
});
