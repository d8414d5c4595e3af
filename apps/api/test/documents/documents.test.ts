import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { documentKeys, messages } from '@applykit/admissions-form/validate';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { Signer } from '../../src/documents/signing';
import { databaseKinds, openTestDatabase } from '../support/database';
import { makeDocx, makeJpeg, makePdf, makePng, pdfText } from './fixtures';
import {
  addApplicant,
  createApplicantTable,
  postUpload,
  presign,
  settledStatus,
  startApp,
  uploadAndConvert,
  type TestApplicant,
} from './harness';

const [keyA, keyB, keyC, keyD] = documentKeys as [string, string, string, string];

describe.each(databaseKinds)('documents on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  const dataDir = mkdtempSync(join(tmpdir(), 'applykit-documents-'));
  const filesDir = join(dataDir, 'files');
  const stored = (key: string) => existsSync(join(filesDir, key));
  const documentRows = (applicantId: string) =>
    database.query<{ answer_key: string; file_name: string; upload_key: string; pdf_key: string }>(
      'SELECT answer_key, file_name, upload_key, pdf_key FROM document_answers WHERE applicant_id = $1 ORDER BY answer_key',
      [applicantId],
    );

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await createApplicantTable(database);
    app = await startApp(database, dataDir);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  describe('presigned upload', () => {
    it('answers 401 without an applicant and 400 for a question that takes no document', async () => {
      const anonymous = await app.inject({
        method: 'POST',
        url: '/api/presigned-url',
        payload: { answer_key: keyA },
      });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toHaveProperty('message');
      const who = await addApplicant(database);
      const notDocument = await presign(app, who, 'first_name');
      expect(notDocument.statusCode).toBe(400);
      expect(notDocument.json().message).toContain('first_name');
    });

    it('scopes the object key to the applicant and the question', async () => {
      const who = await addApplicant(database);
      const reply = await presign(app, who, keyA);
      expect(reply.statusCode).toBe(200);
      const { url, fields } = reply.json<{ url: string; fields: Record<string, string> }>();
      expect(url).toBe('/api/uploads');
      expect(fields.key).toMatch(new RegExp(`^applicants/${who.id}/uploads/${keyA}/[0-9a-f]{24}$`));
      expect(Object.keys(fields).sort()).toEqual(['key', 'policy', 'signature']);
    });

    it('refuses a bad signature, another key, an expired policy, a large or empty file, storing nothing', async () => {
      const who = await addApplicant(database);
      const other = await addApplicant(database);
      const { fields } = (await presign(app, who, keyA)).json<{ fields: Record<string, string> }>();
      const png = makePng();

      const forged = await postUpload(
        app,
        '/api/uploads',
        { ...fields, signature: 'x'.repeat(43) },
        png,
      );
      expect(forged.statusCode).toBe(403);

      const otherKey = (await presign(app, other, keyA)).json<{ fields: Record<string, string> }>()
        .fields.key!;
      const swapped = await postUpload(app, '/api/uploads', { ...fields, key: otherKey }, png);
      expect(swapped.statusCode).toBe(403);
      expect(stored(otherKey)).toBe(false);

      const signer = new Signer(Buffer.from('test-secret-test-secret'), 'upload-policy');
      const expiredPolicy = signer.sign({
        expiration: new Date(Date.now() - 1000).toISOString(),
        key: fields.key,
        contentLengthRange: [1, 1024 * 1024],
      });
      const expired = await postUpload(
        app,
        '/api/uploads',
        { key: fields.key!, policy: expiredPolicy.payload, signature: expiredPolicy.signature },
        png,
      );
      expect(expired.statusCode).toBe(403);
      expect(expired.json().message).toMatch(/expired/);

      const large = await postUpload(app, '/api/uploads', fields, new Uint8Array(1024 * 1024 + 1));
      expect(large.statusCode).toBe(400);
      expect(large.json()).toEqual({ message: messages.fileTooLarge });

      const empty = await postUpload(app, '/api/uploads', fields, new Uint8Array());
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ message: messages.fileEmpty });
      expect(stored(fields.key!)).toBe(false);

      const exact = await postUpload(app, '/api/uploads', fields, new Uint8Array(1024 * 1024));
      expect(exact.statusCode).toBe(204);
      expect(stored(fields.key!)).toBe(true);
    });
  });

  describe('conversion', () => {
    let who: TestApplicant;

    beforeAll(async () => {
      who = await addApplicant(database);
    });

    it('converts png, jpeg, pdf and docx to PDFs that open', async () => {
      const files: [string, Uint8Array, string][] = [
        [keyA, makePng(60, 40), 'photo.png'],
        [keyB, makeJpeg(), 'scan.jpeg'],
        [keyC, await makePdf('Official transcript'), 'transcript.pdf'],
        [keyD, makeDocx(['Letter of recommendation']), 'letter.docx'],
      ];
      for (const [key, bytes, name] of files) {
        const { queued } = await uploadAndConvert(app, who, key, bytes, name);
        expect(queued.statusCode).toBe(202);
        expect(queued.json()).toEqual({ status: 'UNPROCESSED' });
      }
      for (const [key] of files)
        expect(await settledStatus(app, who, key)).toEqual({ status: 'COMPLETED' });

      const map = await app.inject({
        method: 'GET',
        url: '/api/document-answer',
        headers: who.headers,
      });
      expect(map.json()).toEqual(
        Object.fromEntries(
          files.map(([key, bytes, name]) => [
            key,
            { file_name: name, file_size: bytes.byteLength },
          ]),
        ),
      );
      for (const row of await documentRows(who.id)) {
        const { pages, text } = await pdfText(readFileSync(join(filesDir, row.pdf_key)));
        expect(pages).toBeGreaterThan(0);
        if (row.answer_key === keyC) expect(text).toContain('Official transcript 1');
        if (row.answer_key === keyD) expect(text).toContain('Letter of recommendation');
      }
    });

    it('ends a disguised or corrupt file FAILED with a reason, and nothing else changes', async () => {
      const before = await documentRows(who.id);
      const disguised = await uploadAndConvert(app, who, keyC, makePng(), 'really-a-png.pdf');
      expect(await settledStatus(app, who, keyC)).toEqual({
        status: 'FAILED',
        message: messages.fileType,
      });
      expect(stored(disguised.fileKey)).toBe(false);

      const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300, 0x41)]);
      await uploadAndConvert(app, who, keyC, broken, 'broken.pdf');
      const failed = await settledStatus(app, who, keyC);
      expect(failed.status).toBe('FAILED');
      expect(failed.message).toMatch(/could not be read/);

      expect(await documentRows(who.id)).toEqual(before);
      for (const row of before) expect(stored(row.pdf_key)).toBe(true);
    });

    it('checks the name and the stored size before queueing', async () => {
      const longName = `${'n'.repeat(29)}.pdf`;
      const presigned = (await presign(app, who, keyA)).json<{ fields: Record<string, string> }>();
      await postUpload(app, '/api/uploads', presigned.fields, await makePdf());
      const tooLong = await app.inject({
        method: 'POST',
        url: `/api/pdf/document-answer/${keyA}`,
        headers: who.headers,
        payload: { file_key: presigned.fields.key, file_name: longName },
      });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toEqual({ message: messages.fileNameTooLong });
      const missing = await app.inject({
        method: 'POST',
        url: `/api/pdf/document-answer/${keyA}`,
        headers: who.headers,
        payload: { file_key: `applicants/${who.id}/uploads/${keyA}/nothing`, file_name: 'a.pdf' },
      });
      expect(missing.statusCode).toBe(400);
      expect(await settledStatus(app, who, keyA)).toEqual({ status: 'COMPLETED' });
    });

    it("gives 404 for another applicant's file key and for an unknown question", async () => {
      const intruder = await addApplicant(database);
      const [victimRow] = await documentRows(who.id);
      const stolen = await app.inject({
        method: 'POST',
        url: `/api/pdf/document-answer/${victimRow!.answer_key}`,
        headers: intruder.headers,
        payload: { file_key: victimRow!.upload_key, file_name: victimRow!.file_name },
      });
      expect(stolen.statusCode).toBe(404);
      const status = await app.inject({
        method: 'GET',
        url: `/api/pdf/document-answer/${victimRow!.answer_key}`,
        headers: intruder.headers,
      });
      expect(status.json()).toEqual({ status: 'NOT_ANSWERED' });
      const unknown = await app.inject({
        method: 'GET',
        url: '/api/pdf/document-answer/first_name',
        headers: who.headers,
      });
      expect(unknown.statusCode).toBe(404);
      const intruderMap = await app.inject({
        method: 'GET',
        url: '/api/document-answer',
        headers: intruder.headers,
      });
      expect(intruderMap.json()).toEqual({});
    });

    it('deletes a conversion, and a document answer with its files', async () => {
      const failedKey = keyC;
      const removeConversion = await app.inject({
        method: 'DELETE',
        url: `/api/pdf/document-answer/${failedKey}`,
        headers: who.headers,
      });
      expect(removeConversion.statusCode).toBe(200);
      // The FAILED attempt is forgotten; the earlier document answer is what remains.
      expect(await settledStatus(app, who, failedKey)).toEqual({ status: 'COMPLETED' });

      const [row] = (await documentRows(who.id)).filter((r) => r.answer_key === keyD);
      const removeAnswer = await app.inject({
        method: 'DELETE',
        url: `/api/document-answer/${keyD}`,
        headers: who.headers,
      });
      expect(removeAnswer.statusCode).toBe(200);
      expect(await settledStatus(app, who, keyD)).toEqual({ status: 'NOT_ANSWERED' });
      expect(stored(row!.pdf_key)).toBe(false);
      expect(stored(row!.upload_key)).toBe(false);
      const map = await app.inject({
        method: 'GET',
        url: '/api/document-answer',
        headers: who.headers,
      });
      expect(Object.keys(map.json())).not.toContain(keyD);
    });

    it('answers 409 to uploads and deletions after submission, and still reads', async () => {
      const late = await addApplicant(database);
      const { fields } = (await presign(app, late, keyA)).json<{
        fields: Record<string, string>;
      }>();
      await postUpload(app, '/api/uploads', fields, makePng());
      await database.query('UPDATE applications SET submitted_at = now() WHERE applicant_id = $1', [
        late.id,
      ]);
      const calls = [
        { method: 'POST', url: '/api/presigned-url', payload: { answer_key: keyA } },
        {
          method: 'POST',
          url: `/api/pdf/document-answer/${keyA}`,
          payload: { file_key: fields.key, file_name: 'a.png' },
        },
        { method: 'DELETE', url: `/api/pdf/document-answer/${keyA}` },
        { method: 'DELETE', url: `/api/document-answer/${keyA}` },
      ] as const;
      for (const call of calls) {
        const reply = await app.inject({ ...call, headers: late.headers });
        expect(reply.statusCode, `${call.method} ${call.url}`).toBe(409);
        expect(reply.json()).toHaveProperty('message');
      }
      const read = await app.inject({
        method: 'GET',
        url: '/api/document-answer',
        headers: late.headers,
      });
      expect(read.statusCode).toBe(200);
    });
  });
});
