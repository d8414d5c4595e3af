import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@applykit/api-contract';
import { documentKeys, limits, messages } from '@applykit/admissions-form/validate';
import { docxLimits } from '../../src/documents/fileContent';
import { Signer } from '../../src/documents/signing';
import { uploadCap } from '../../src/http/rate-limits';
import { createTokens, loadSigningKey } from '../../src/tokens/tokens';
import { multipartBody } from '../documents/harness';
import { makeDocx, makePdf, makePng } from '../documents/fixtures';
import { signedInApplicant, startTestServer, type TestServer } from '../support/applicants';
import { databaseKinds } from '../support/database';
import { call } from './support';

const [keyA, keyB] = documentKeys as [string, string];
const adminKey = 'security-suite-admin-key-Qw7vR2xK9pLm4nB8cT5yZ3';

interface Presigned {
  url: string;
  fields: Record<string, string>;
}

/** Polls a GET until its status is settled; bounded, the job workers poll every second. */
async function settled(app: FastifyInstance, cookie: string, url: string) {
  for (let poll = 0; poll < 300; poll++) {
    const body = (await call(app, cookie, 'GET', url)).json<{
      status: string;
      url?: string;
      message?: string;
    }>();
    if (!['UNPROCESSED', 'IN_PROGRESS'].includes(body.status)) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not settle`);
}

describe.each(databaseKinds)('documents and links under attack on %s', (kind) => {
  let server: TestServer;
  let a: { username: string; cookie: string };
  let b: { username: string; cookie: string };
  let aFileKey: string;

  /** The browser's upload: multipart to the presigned URL, with the session cookie. */
  async function postUpload(
    _app: FastifyInstance,
    url: string,
    fields: Record<string, string>,
    bytes: Uint8Array,
    name: string,
    cookie = b.cookie,
  ) {
    const body = await multipartBody(fields, { bytes, name });
    return server.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
  }

  const presign = async (cookie: string, answerKey: string) =>
    (
      await call(server.app, cookie, 'POST', '/api/presigned-url', { answer_key: answerKey })
    ).json<Presigned>();

  /** Upload through the server's own endpoint, then ask for the conversion. */
  async function upload(cookie: string, answerKey: string, bytes: Uint8Array, name: string) {
    const { url, fields } = await presign(cookie, answerKey);
    const uploaded = await postUpload(server.app, url, fields, bytes, name, cookie);
    const queued = await call(server.app, cookie, 'POST', `/api/pdf/document-answer/${answerKey}`, {
      file_key: fields.key,
      file_name: name,
    });
    return { uploaded, queued, fileKey: fields.key! };
  }

  const storedFiles = () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(join(dir, entry.name));
        else files.push(join(dir, entry.name));
      }
    };
    try {
      walk(join(server.config.dataDir, 'files'));
    } catch {
      // No file stored yet.
    }
    return files.sort();
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { adminApiKey: adminKey });
    a = await signedInApplicant(server);
    b = await signedInApplicant(server);
    await call(server.app, a.cookie, 'PUT', '/api/answer', {
      first_name: 'Ana',
      last_name: 'Lopez',
    });
    const { queued, fileKey } = await upload(a.cookie, keyA, makePng(), 'transcript.png');
    expect(queued.statusCode, queued.body).toBe(202);
    aFileKey = fileKey;
    expect((await settled(server.app, a.cookie, `/api/pdf/document-answer/${keyA}`)).status).toBe(
      'COMPLETED',
    );
  }, 180_000);
  afterAll(() => server.app.close());

  describe('access between applicants', () => {
    it("never shows or changes A's answers through B's session", async () => {
      const before = (await call(server.app, a.cookie, 'GET', '/api/profile')).json();
      await call(server.app, b.cookie, 'PUT', '/api/answer', { first_name: 'Mallory' });
      const seenByB = (await call(server.app, b.cookie, 'GET', '/api/profile')).json();
      expect(seenByB.answer).toEqual({ first_name: 'Mallory' });
      expect(seenByB.document_answer).toEqual({});
      expect((await call(server.app, a.cookie, 'GET', '/api/profile')).json()).toEqual(before);
    });

    it("gives B nothing of A's documents and conversions by key, id or URL", async () => {
      const stolen = await call(server.app, b.cookie, 'POST', `/api/pdf/document-answer/${keyA}`, {
        file_key: aFileKey,
        file_name: 'mine.png',
      });
      expect(stolen.statusCode).toBe(404);
      const traversal = await call(
        server.app,
        b.cookie,
        'POST',
        `/api/pdf/document-answer/${keyA}`,
        {
          file_key: `applicants/x/../../${aFileKey}`,
          file_name: 'mine.png',
        },
      );
      expect(traversal.statusCode).toBeGreaterThanOrEqual(400);
      expect(traversal.statusCode).toBeLessThan(500);
      expect(
        (await call(server.app, b.cookie, 'GET', `/api/pdf/document-answer/${keyA}`)).json(),
      ).toEqual({
        status: 'NOT_ANSWERED',
      });
      await call(server.app, b.cookie, 'DELETE', `/api/document-answer/${keyA}`);
      await call(server.app, b.cookie, 'DELETE', `/api/pdf/document-answer/${keyA}`);
      expect((await call(server.app, b.cookie, 'GET', '/api/document-answer')).json()).toEqual({});
      expect((await call(server.app, a.cookie, 'GET', '/api/document-answer')).json()).toEqual({
        [keyA]: { file_name: 'transcript.png', file_size: makePng().byteLength },
      });
    });

    it("keeps A's application PDF link from B, from no session and from alteration", async () => {
      const pdf = await settled(server.app, a.cookie, '/api/pdf');
      expect(pdf.status).toBe('COMPLETED');
      const link = pdf.url!;
      expect((await call(server.app, a.cookie, 'GET', link)).statusCode).toBe(200);
      const byB = await call(server.app, b.cookie, 'GET', link);
      expect(byB.statusCode).toBe(404);
      expect(byB.headers['content-type']).toMatch(/json/);
      expect((await server.app.inject({ method: 'GET', url: link })).statusCode).toBe(401);
      const query = new URL(link, 'http://x').searchParams;
      const token = query.get('token')!;
      const altered = `/api/pdf/download?${new URLSearchParams({
        token: token.slice(0, -2) + (token.endsWith('A') ? 'BA' : 'AA'),
        signature: query.get('signature')!,
      })}`;
      expect((await call(server.app, a.cookie, 'GET', altered)).statusCode).toBe(404);
    });

    it('lets a service token read only its applicant, never write, and not after it expires', async () => {
      const minted = await server.app.inject({
        method: 'POST',
        url: '/admin/service-tokens',
        headers: { authorization: `Bearer ${adminKey}` },
        payload: { username: a.username, hours: 1 },
      });
      expect(minted.statusCode).toBe(200);
      const serviceToken = minted.json<{ token: string }>().token;
      const view = await server.app.inject({
        method: 'GET',
        url: `/service/tmp-pdf?service_token=${serviceToken}`,
      });
      expect(view.json().answer).toEqual({ first_name: 'Ana', last_name: 'Lopez' });

      const write = await server.app.inject({
        method: 'PUT',
        url: `/api/answer?service_token=${serviceToken}`,
        payload: { first_name: 'Mallory' },
      });
      expect(write.statusCode).toBe(401);
      const profile = await server.app.inject({
        method: 'GET',
        url: `/api/profile?service_token=${serviceToken}`,
      });
      expect(profile.statusCode).toBe(401);

      const tokens = createTokens(loadSigningKey(server.config), server.database);
      const bId = (
        await server.database.query<{ id: string }>(
          'SELECT id FROM applicants WHERE username = $1',
          [b.username],
        )
      )[0]!.id;
      const expired = (await tokens.mint('service', bId, -1 / 3600)).token;
      const wrongPurpose = (await tokens.mint('temporary-answers', bId, 1)).token;
      const [header, payload, signature] = serviceToken.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const swapped = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: bId })).toString('base64url')}.${signature}`;
      for (const token of [expired, wrongPurpose, swapped, '', 'x.y.z']) {
        const reply = await server.app.inject({
          method: 'GET',
          url: `/service/tmp-pdf?service_token=${token}`,
        });
        expect(reply.statusCode, token).toBe(403);
        expect(reply.json()).toEqual({ message: serverMessages.tokenInvalid });
      }
    });
  });

  describe('uploads', () => {
    it('fails a file whose bytes do not match its extension, keeping the earlier document', async () => {
      await upload(b.cookie, keyB, makePng(), 'really-a-png.pdf');
      expect(await settled(server.app, b.cookie, `/api/pdf/document-answer/${keyB}`)).toEqual({
        status: 'FAILED',
        message: messages.fileType,
      });
      expect((await call(server.app, b.cookie, 'GET', '/api/document-answer')).json()).toEqual({});
    });

    it('refuses over 1 MB, also through a forged or altered policy, storing nothing', async () => {
      const before = storedFiles();
      const { url, fields } = await presign(b.cookie, keyB);
      const tooBig = new Uint8Array(limits.fileMaxBytes + 1);
      expect((await postUpload(server.app, url, fields, tooBig, 'big.pdf')).statusCode).toBe(400);
      // Through a socket, as a browser sends a file: in pieces. When a piece ended exactly at
      // the limit, the multipart reader cut the file there without a word, and 1 MB of a larger
      // file was stored. The first piece here ends at the limit, the rest follows.
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.app.server.address() as { port: number };
      for (const size of [limits.fileMaxBytes + 5000, 2 * limits.fileMaxBytes]) {
        const body = await multipartBody(fields, { bytes: new Uint8Array(size), name: 'big.pdf' });
        const fileStart = body.payload.indexOf('\r\n\r\n', body.payload.indexOf('name="file"')) + 4;
        const sent = await new Promise<{ status: number; body: string }>((resolve, reject) => {
          const request = httpRequest(
            `http://127.0.0.1:${port}${url}`,
            {
              method: 'POST',
              headers: {
                ...body.headers,
                cookie: b.cookie,
                'content-length': body.payload.byteLength,
              },
            },
            (response) => {
              let text = '';
              response.on('data', (chunk) => (text += chunk));
              response.on('end', () => resolve({ status: response.statusCode!, body: text }));
            },
          );
          request.on('error', reject);
          request.write(body.payload.subarray(0, fileStart + limits.fileMaxBytes));
          setTimeout(
            () => request.end(body.payload.subarray(fileStart + limits.fileMaxBytes)),
            200,
          );
        });
        expect(sent.status, `${size} bytes`).toBe(400);
        expect(JSON.parse(sent.body)).toEqual({ message: messages.fileTooLarge });
      }

      const forgedSigner = new Signer(
        Buffer.from('attacker-chosen-secret-0123456789'),
        'upload-policy',
      );
      const forged = forgedSigner.sign({
        expiration: new Date(Date.now() + 60_000).toISOString(),
        key: fields.key,
        contentLengthRange: [1, 100 * 1024 * 1024],
      });
      const withForged = await postUpload(
        server.app,
        url,
        { key: fields.key!, policy: forged.payload, signature: forged.signature },
        tooBig,
        'big.pdf',
      );
      expect(withForged.statusCode).toBe(403);

      const policy = JSON.parse(Buffer.from(fields.policy!, 'base64url').toString());
      const widened = Buffer.from(
        JSON.stringify({ ...policy, contentLengthRange: [1, 100 * 1024 * 1024] }),
      ).toString('base64url');
      const withAltered = await postUpload(
        server.app,
        url,
        { ...fields, policy: widened },
        tooBig,
        'big.pdf',
      );
      expect(withAltered.statusCode).toBe(403);
      // Background clean-up may remove earlier files meanwhile; nothing new may appear.
      expect(storedFiles().filter((file) => !before.includes(file))).toEqual([]);
    });

    it('refuses an empty file', async () => {
      const before = storedFiles();
      const { url, fields } = await presign(b.cookie, keyB);
      const reply = await postUpload(server.app, url, fields, new Uint8Array(), 'empty.pdf');
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ message: messages.fileEmpty });
      // Background clean-up may remove earlier files meanwhile; nothing new may appear.
      expect(storedFiles().filter((file) => !before.includes(file))).toEqual([]);
    });

    it('refuses a 33-character name, and never uses a name as a path', async () => {
      const pdf = await makePdf();
      const long = await upload(b.cookie, keyB, pdf, `${'n'.repeat(29)}.pdf`);
      expect(long.queued.statusCode).toBe(400);
      expect(long.queued.json()).toEqual({ message: messages.fileNameTooLong });
      // The name is a label shown as text; where the bytes live is the server's own key.
      for (const name of ['../../../../x/passwd.pdf', '..\\..\\win.pdf', '/etc/x.pdf']) {
        const { queued } = await upload(b.cookie, keyB, pdf, name);
        expect(queued.statusCode, name).toBeLessThan(500);
        await settled(server.app, b.cookie, `/api/pdf/document-answer/${keyB}`);
      }
      const filesDir = join(server.config.dataDir, 'files');
      for (const file of storedFiles()) {
        expect(file.startsWith(`${filesDir}/applicants/`)).toBe(true);
        expect(file).not.toMatch(/passwd|win\.pdf|\/etc\//);
      }
    });

    it("keeps one conversion and one PDF build waiting per applicant however often they ask, so nobody else's waits behind theirs", async () => {
      const c = await signedInApplicant(server);
      const [applicant] = await server.database.query<{ id: string }>(
        'SELECT id FROM applicants WHERE username = $1',
        [c.username],
      );
      // Jobs not yet started: each would take a worker's turn before anyone else's.
      const waiting = async (queue: string) =>
        (
          await server.database.query<{ count: number }>(
            `SELECT count(*)::int AS count FROM pgboss.job
              WHERE name = $1 AND state = 'created' AND data->>'applicantId' = $2`,
            [queue, applicant!.id],
          )
        )[0]!.count;

      const { fileKey } = await upload(c.cookie, keyA, await makePdf(), 'transcript.pdf');
      for (let request = 0; request < 30; request++) {
        const again = await call(server.app, c.cookie, 'POST', `/api/pdf/document-answer/${keyA}`, {
          file_key: fileKey,
          file_name: 'transcript.pdf',
        });
        expect(again.statusCode).toBe(202);
      }
      expect(await waiting('document-conversion')).toBeLessThanOrEqual(1);
      expect((await settled(server.app, c.cookie, `/api/pdf/document-answer/${keyA}`)).status).toBe(
        'COMPLETED',
      );

      for (let change = 0; change < 30; change++) {
        await call(server.app, c.cookie, 'PUT', '/api/answer', { first_name: `Ana ${change}` });
        expect((await call(server.app, c.cookie, 'GET', '/api/pdf')).json()).toMatchObject({
          status: 'UNPROCESSED',
        });
      }
      expect(await waiting('application-pdf')).toBeLessThanOrEqual(1);
      expect((await settled(server.app, c.cookie, '/api/pdf')).status).toBe('COMPLETED');
    }, 120_000);

    it("stops an applicant starting more than a day's uploads, and nobody else", async () => {
      const hoarder = await signedInApplicant(server);
      const start = (cookie: string) =>
        call(server.app, cookie, 'POST', '/api/presigned-url', { answer_key: keyB });
      for (let n = 0; n < uploadCap.perApplicant; n++) {
        expect((await start(hoarder.cookie)).statusCode).toBe(200);
      }
      const refused = await start(hoarder.cookie);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: serverMessages.tooManyUploads });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await start(b.cookie)).statusCode).toBe(200);
    });

    it('ends a .docx zip bomb FAILED without inflating it', async () => {
      const bomb = makeDocx(['Essay'], {
        media: Buffer.alloc(docxLimits.maxUncompressedBytes + 1),
      });
      expect(bomb.byteLength).toBeLessThan(limits.fileMaxBytes);
      await upload(b.cookie, keyB, bomb, 'essay.docx');
      const result = await settled(server.app, b.cookie, `/api/pdf/document-answer/${keyB}`);
      expect(result.status).toBe('FAILED');
      expect(result.message).toMatch(/more than we can process/);
    });
  });
});
