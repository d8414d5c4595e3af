import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { documentKeys } from '@applykit/admissions-form/validate';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { Signer } from '../../src/documents/signing';
import { databaseKinds, openTestDatabase } from '../support/database';
import { makePdf, pdfText } from './fixtures';
import {
  addApplicant,
  createApplicantTable,
  settledStatus,
  startApp,
  uploadAndConvert,
  type TestApplicant,
} from './harness';

const answers = {
  first_name: 'Ana',
  last_name: 'Łopez-Núñez',
  city: 'Bowie',
  gender: 'F',
  gender_desc: 'Female',
  race_asian: 'true',
  race_white: 'false',
  hs_name: 'Central High School',
  entry_term_desc: 'Fall 2025',
  entry_term: 'FA25',
  made_up_key: 'kept by key',
};

interface PdfReply {
  status: string;
  url?: string;
  message?: string;
}

describe.each(databaseKinds)('application PDF on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let who: TestApplicant;
  let firstUrl: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'applykit-pdf-'));

  const getPdf = async (applicant: TestApplicant) =>
    (
      await app.inject({ method: 'GET', url: '/api/pdf', headers: applicant.headers })
    ).json<PdfReply>();

  async function builtPdf(applicant: TestApplicant): Promise<PdfReply> {
    const until = Date.now() + 20_000;
    for (;;) {
      const reply = await getPdf(applicant);
      if (!['UNPROCESSED', 'IN_PROGRESS'].includes(reply.status)) return reply;
      if (Date.now() > until) throw new Error(`PDF still ${reply.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await createApplicantTable(database);
    app = await startApp(database, dataDir);
    who = await addApplicant(database, answers);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('has nothing to build before any answer', async () => {
    const empty = await addApplicant(database);
    expect(await getPdf(empty)).toEqual({
      status: 'NOT_ANSWERED',
      message: 'There are no answers to put in a PDF yet.',
    });
  });

  it('builds the answers, check marks and documents into one PDF', async () => {
    const key = documentKeys[0]!;
    await uploadAndConvert(app, who, key, await makePdf('Military orders page'), 'orders.pdf');
    expect(await settledStatus(app, who, key)).toEqual({ status: 'COMPLETED' });

    const first = await getPdf(who);
    expect(first).toEqual({ status: 'UNPROCESSED', message: 'Your PDF is being prepared.' });
    const built = await builtPdf(who);
    expect(built.status).toBe('COMPLETED');
    firstUrl = built.url!;
    expect(firstUrl).toMatch(/^\/api\/pdf\/download\?token=.+&signature=.+$/);

    const download = await app.inject({ method: 'GET', url: firstUrl, headers: who.headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const { text, pages } = await pdfText(download.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(2);
    for (const expected of [
      'First Name',
      'Ana',
      'Lopez-Núñez',
      'Bowie',
      'Female',
      'Central High School',
      '[X]',
      '[ ]',
      'orders.pdf',
      'Military orders page 1',
      'made_up_key',
      'kept by key',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('FA25');
  });

  it('reuses the PDF until the answers change', async () => {
    const again = await getPdf(who);
    expect(again.status).toBe('COMPLETED');
    const token = (url: string) => new URL(url, 'http://x').searchParams.get('token')!;
    const keyOf = (url: string) =>
      JSON.parse(Buffer.from(token(url), 'base64url').toString()).key as string;
    expect(keyOf(again.url!)).toBe(keyOf(firstUrl));

    await database.query(
      `UPDATE test_applicants SET answers = answers || '{"city": "Annapolis"}'::jsonb WHERE id = $1`,
      [who.id],
    );
    expect((await getPdf(who)).status).toBe('UNPROCESSED');
    const rebuilt = await builtPdf(who);
    expect(keyOf(rebuilt.url!)).not.toBe(keyOf(firstUrl));
    const download = await app.inject({ method: 'GET', url: rebuilt.url!, headers: who.headers });
    expect((await pdfText(download.rawPayload)).text).toContain('Annapolis');
    firstUrl = rebuilt.url!;
  });

  it('serves the link only to its applicant, signed and unexpired', async () => {
    const other = await addApplicant(database, { first_name: 'Bo' });
    const stolen = await app.inject({ method: 'GET', url: firstUrl, headers: other.headers });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ message: 'Not found.' });

    const anonymous = await app.inject({ method: 'GET', url: firstUrl });
    expect(anonymous.statusCode).toBe(401);

    // An altered link is as good as no link: nothing is found, whoever opens it.
    const tampered = firstUrl.replace(/signature=[^&]+/, 'signature=AAAA');
    const altered = await app.inject({ method: 'GET', url: tampered, headers: who.headers });
    expect(altered.statusCode).toBe(404);
    expect(altered.json()).toEqual({ message: 'Not found.' });

    const signer = new Signer(Buffer.from('test-secret-test-secret'), 'application-pdf-link');
    const payload = JSON.parse(
      Buffer.from(new URL(firstUrl, 'http://x').searchParams.get('token')!, 'base64url').toString(),
    );
    const expired = signer.sign({ ...payload, expiration: new Date(Date.now() - 1).toISOString() });
    const reply = await app.inject({
      method: 'GET',
      url: `/api/pdf/download?token=${expired.payload}&signature=${expired.signature}`,
      headers: who.headers,
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual({ message: 'This link has expired.' });

    // A link signed for this applicant but naming another applicant's file finds nothing.
    const foreign = signer.sign({ ...payload, key: `applicants/${other.id}/application/x.pdf` });
    const crossed = await app.inject({
      method: 'GET',
      url: `/api/pdf/download?token=${foreign.payload}&signature=${foreign.signature}`,
      headers: who.headers,
    });
    expect(crossed.statusCode).toBe(404);
  });
});
