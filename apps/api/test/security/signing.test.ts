import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentKeys } from '@applykit/admissions-form/validate';
import { multipartBody } from '../documents/harness';
import { makePng } from '../documents/fixtures';
import { signedInApplicant, startTestServer, type TestServer } from '../support/applicants';
import { databaseKinds } from '../support/database';
import { call } from './support';

const [documentKey] = documentKeys as [string];

describe.each(databaseKinds)('signed links used for another purpose on %s', (kind) => {
  let server: TestServer;
  let applicant: { username: string; cookie: string };
  const log: string[] = [];
  let pdfLink: URL;

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { logStream: { write: (line) => log.push(line) } });
    applicant = await signedInApplicant(server);
    await call(server.app, applicant.cookie, 'PUT', '/api/answer', { first_name: 'Ana' });
    for (let poll = 0; poll < 300; poll++) {
      const pdf = (await call(server.app, applicant.cookie, 'GET', '/api/pdf')).json<{
        status: string;
        url?: string;
      }>();
      if (pdf.url) {
        pdfLink = new URL(pdf.url, 'http://x');
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(pdfLink).toBeDefined();
  }, 180_000);
  afterAll(() => server.app.close());

  const storedFiles = () =>
    readdirSync(join(server.config.dataDir, 'files'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);

  it('refuses an application PDF link posted as an upload policy with a 403, storing nothing', async () => {
    const pdfKey = JSON.parse(
      Buffer.from(pdfLink.searchParams.get('token')!, 'base64url').toString(),
    ).key;
    const before = storedFiles();
    const body = await multipartBody(
      {
        key: pdfKey,
        policy: pdfLink.searchParams.get('token')!,
        signature: pdfLink.searchParams.get('signature')!,
      },
      { bytes: makePng(), name: 'application.pdf' },
    );
    const reply = await server.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: body.payload,
      headers: { ...body.headers, cookie: applicant.cookie },
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual({ message: 'The upload signature is not valid.' });
    expect(storedFiles()).toEqual(before);
    const pdf = await call(server.app, applicant.cookie, 'GET', pdfLink.pathname + pdfLink.search);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('refuses an upload policy opened as an application PDF link', async () => {
    const presigned = await call(server.app, applicant.cookie, 'POST', '/api/presigned-url', {
      answer_key: documentKey,
    });
    const { fields } = presigned.json<{ fields: Record<string, string> }>();
    const query = new URLSearchParams({ token: fields.policy!, signature: fields.signature! });
    const reply = await call(server.app, applicant.cookie, 'GET', `/api/pdf/download?${query}`);
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['content-type']).toMatch(/json/);
  });

  it('keeps the PDF link signature out of the request log', async () => {
    const signature = pdfLink.searchParams.get('signature')!;
    log.length = 0;
    const pdf = await call(server.app, applicant.cookie, 'GET', pdfLink.pathname + pdfLink.search);
    expect(pdf.statusCode).toBe(200);
    const written = log.join('');
    expect(written).toContain('/api/pdf/download?');
    expect(written).toContain('signature=[redacted]');
    expect(written).not.toContain(signature);
    expect(written).not.toContain(encodeURIComponent(signature));
  });
});
