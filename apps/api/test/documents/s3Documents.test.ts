import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { documentKeys, limits } from '@applykit/admissions-form/validate';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type ThrowawayS3Server } from '../../../../scripts/s3-server.mjs';
import type { Database } from '../../src/db/database';
import { JobQueue } from '../../src/documents/jobQueue';
import { OrphanSweep } from '../../src/documents/orphanSweep';
import type { S3Storage } from '../../src/documents/storage';
import { openTestDatabase } from '../support/database';
import { createDocumentBucket } from '../support/s3Bucket';
import { makePdf, makePng, pdfText } from './fixtures';
import {
  addApplicant,
  createApplicantTable,
  presign,
  settledStatus,
  startApp,
  testJobs,
  type TestApplicant,
} from './harness';

const [keyA, keyB] = documentKeys as [string, string];
const bucket = 'applykit-documents';
const hour = 60 * 60 * 1000;

interface UploadForm {
  url: string;
  fields: Record<string, string>;
}

/** What the browser does with a presigned form: a multipart POST straight to the bucket. */
async function postToBucket(form: UploadForm, bytes: Uint8Array, name = 'file.bin') {
  const body = new FormData();
  for (const [field, value] of Object.entries(form.fields)) body.append(field, value);
  body.append('file', new Blob([new Uint8Array(bytes)]), name);
  const reply = await fetch(form.url, { method: 'POST', body });
  return { status: reply.status, text: await reply.text() };
}

// One gateway for the file (about 10 s to start); the embedded database is enough here: the
// drivers' SQL is the same on both, and the PostgreSQL runs cover it with the local driver.
describe('documents with the S3 driver against a real S3-compatible server', () => {
  let server: ThrowawayS3Server;
  let storage: S3Storage;
  let database: Database;
  let app: FastifyInstance;
  let jobs: JobQueue;

  const keysUnder = async (prefix: string) => {
    const keys: string[] = [];
    for await (const object of storage.list(prefix)) keys.push(object.key);
    return keys.sort();
  };
  const presignFor = async (who: TestApplicant, key: string) =>
    (await presign(app, who, key)).json<UploadForm>();

  beforeAll(async () => {
    server = await startS3Server();
    storage = await createDocumentBucket(server, bucket);
    database = await openTestDatabase('pglite');
    await createApplicantTable(database);
    app = await startApp(database, mkdtempSync(join(tmpdir(), 'applykit-s3-documents-')), {
      storage,
      sweep: { cron: '0 0 1 1 *' },
    });
    jobs = await JobQueue.start(database, testJobs);
  }, 120_000);
  afterAll(async () => {
    await jobs?.stop();
    await app?.close();
    await database?.close();
    await server?.stop();
  });

  it('has the server refuse what the policy does not allow, storing nothing', async () => {
    const who = await addApplicant(database);
    const form = await presignFor(who, keyA);
    expect(form.url).toBe(`${server.endpoint}/${bucket}`);
    const prefix = `applicants/${who.id}/`;

    const tooLarge = await postToBucket(form, new Uint8Array(limits.fileMaxBytes + 1));
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.text).toContain('EntityTooLarge');
    const empty = await postToBucket(form, new Uint8Array(0));
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('EntityTooSmall');

    // Another applicant's folder, with this applicant's signed policy.
    const other = await addApplicant(database);
    const elsewhere = { ...form, fields: { ...form.fields, key: `applicants/${other.id}/x` } };
    const wrongKey = await postToBucket(elsewhere, makePng());
    expect(wrongKey.status).toBe(403);
    expect(wrongKey.text).toMatch(/Policy check failed.*key/);

    const forged = { ...form, fields: { ...form.fields, 'X-Amz-Signature': '0'.repeat(64) } };
    expect((await postToBucket(forged, makePng())).status).toBe(403);

    const shortLived = await storage.createUpload(`${prefix}uploads/${keyA}/short`, {
      minBytes: 1,
      maxBytes: limits.fileMaxBytes,
      expiresInSeconds: 1,
    });
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const expired = await postToBucket(shortLived, makePng());
    expect(expired.status).toBe(403);
    expect(expired.text).toContain('Policy expired');

    expect(await keysUnder(prefix)).toEqual([]);
    expect(await keysUnder(`applicants/${other.id}/`)).toEqual([]);

    // The same form within its limits is stored.
    expect((await postToBucket(form, makePng())).status).toBe(204);
    expect(await keysUnder(prefix)).toEqual([form.fields.key]);
  }, 30_000);

  it('converts an upload read from the bucket, builds the application PDF from it, and deletes its files', async () => {
    const who = await addApplicant(database, { first_name: 'Ada' });
    const form = await presignFor(who, keyA);
    const transcript = await makePdf('Transcript kept in the bucket');
    expect((await postToBucket(form, transcript, 'transcript.pdf')).status).toBe(204);
    const queued = await app.inject({
      method: 'POST',
      url: `/api/pdf/document-answer/${keyA}`,
      headers: who.headers,
      payload: { file_key: form.fields.key, file_name: 'transcript.pdf' },
    });
    expect(queued.statusCode).toBe(202);
    expect(await settledStatus(app, who, keyA)).toEqual({ status: 'COMPLETED' });
    const [answer] = await database.query<{ upload_key: string; pdf_key: string }>(
      'SELECT upload_key, pdf_key FROM document_answers WHERE applicant_id = $1',
      [who.id],
    );
    expect(await keysUnder(`applicants/${who.id}/`)).toEqual(
      [answer!.upload_key, answer!.pdf_key].sort(),
    );
    const converted = await storage.read(answer!.pdf_key);
    expect((await pdfText(converted!)).text).toContain('Transcript kept in the bucket 1');

    let pdf: { status: string; url?: string };
    const until = Date.now() + 20_000;
    do {
      pdf = (await app.inject({ method: 'GET', url: '/api/pdf', headers: who.headers })).json<
        typeof pdf
      >();
      if (Date.now() > until) throw new Error(`application PDF still ${pdf.status}`);
      if (pdf.status !== 'COMPLETED') await new Promise((resolve) => setTimeout(resolve, 100));
    } while (['UNPROCESSED', 'IN_PROGRESS'].includes(pdf.status));
    expect(pdf.status).toBe('COMPLETED');
    // A link to the API, never a bare bucket URL.
    expect(pdf.url).toMatch(/^\/api\/pdf\/download\?/);
    const download = await app.inject({ method: 'GET', url: pdf.url!, headers: who.headers });
    expect(download.statusCode).toBe(200);
    const { text } = await pdfText(download.rawPayload);
    expect(text).toContain('Ada');
    expect(text).toContain('Transcript kept in the bucket 1');

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/document-answer/${keyA}`,
      headers: who.headers,
    });
    expect(removed.statusCode).toBe(200);
    const left = await keysUnder(`applicants/${who.id}/`);
    expect(left).not.toContain(answer!.upload_key);
    expect(left).not.toContain(answer!.pdf_key);
  }, 60_000);

  it('sweeps old objects no row refers to from the bucket, and keeps the rest', async () => {
    const who = await addApplicant(database);
    const kept = await presignFor(who, keyB);
    expect((await postToBucket(kept, await makePdf('Kept'), 'kept.pdf')).status).toBe(204);
    await app.inject({
      method: 'POST',
      url: `/api/pdf/document-answer/${keyB}`,
      headers: who.headers,
      payload: { file_key: kept.fields.key, file_name: 'kept.pdf' },
    });
    expect(await settledStatus(app, who, keyB)).toEqual({ status: 'COMPLETED' });
    const orphan = await presignFor(who, keyB);
    expect((await postToBucket(orphan, makePng())).status).toBe(204);
    const referenced = (await keysUnder(`applicants/${who.id}/`)).filter(
      (key) => key !== orphan.fields.key,
    );
    expect(referenced).toHaveLength(2);

    const sweep = new OrphanSweep(database, storage, jobs, { graceSeconds: 24 * 60 * 60 });
    // The bucket's own LastModified decides: not yet old at 23 h, swept at 25 h.
    expect(await sweep.sweep(new Date(Date.now() + 23 * hour))).not.toContain(orphan.fields.key);
    expect(await keysUnder(`applicants/${who.id}/`)).toContain(orphan.fields.key);
    expect(await sweep.sweep(new Date(Date.now() + 25 * hour))).toContain(orphan.fields.key);
    expect(await keysUnder(`applicants/${who.id}/`)).toEqual(referenced);
    const listed = await storage.client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: orphan.fields.key }),
    );
    expect(listed.KeyCount).toBe(0);
  }, 60_000);
});
