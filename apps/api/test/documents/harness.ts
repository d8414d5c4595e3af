import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database';
import { documentRoutes, type DocumentRoutesOptions } from '../../src/documents/routes';
import { installContractSchemas } from '../../src/http/api-reference';
import { installErrorReplies } from '../../src/http/errors';
// `request.applicant` is declared there.
import type {} from '../../src/sessions/require-applicant';

/** Fast job settings for tests: the defaults wait seconds between polls and retries. */
export const testJobs = {
  pollingIntervalSeconds: 0.5,
  retryDelaySeconds: 1,
  maintenanceIntervalSeconds: 1,
  expireInSeconds: 30,
  concurrency: 1,
};

/**
 * Applicants for these tests: an account and its application row, and beside them a bearer
 * token and saved answers. `startApp` sets `request.applicant` from the token, where the
 * server's session hook sets it from the session cookie.
 */
export async function createApplicantTable(database: Database): Promise<void> {
  await database.exec(`CREATE TABLE IF NOT EXISTS test_applicants (
    id text PRIMARY KEY,
    token text NOT NULL UNIQUE,
    answers jsonb NOT NULL DEFAULT '{}'
  )`);
}

export interface TestApplicant {
  id: string;
  token: string;
  headers: { authorization: string };
}

export async function addApplicant(
  database: Database,
  answers: Record<string, string> = {},
): Promise<TestApplicant> {
  const token = randomBytes(16).toString('hex');
  // A real account row: document tables refer to applicants by foreign key.
  const [account] = await database.query<{ id: string }>(
    `INSERT INTO applicants (username, password_hash) VALUES ($1, 'no password: test applicant')
     RETURNING id`,
    [`${token}@example.edu`],
  );
  const id = account!.id;
  await database.query('INSERT INTO applications (applicant_id) VALUES ($1)', [id]);
  await database.query('INSERT INTO test_applicants (id, token, answers) VALUES ($1, $2, $3)', [
    id,
    token,
    JSON.stringify(answers),
  ]);
  return { id, token, headers: { authorization: `Bearer ${token}` } };
}

function routeOptions(database: Database, dataDir: string): DocumentRoutesOptions {
  return {
    database,
    dataDir,
    signingSecret: 'test-secret-test-secret',
    jobs: testJobs,
    convertOptions: { soffice: null },
    async loadAnswers(applicantId) {
      const [row] = await database.query<{ answers: Record<string, string> | string }>(
        'SELECT answers FROM test_applicants WHERE id = $1',
        [applicantId],
      );
      const answers = row?.answers ?? {};
      return { answers: typeof answers === 'string' ? JSON.parse(answers) : answers };
    },
  };
}

export async function startApp(
  database: Database,
  dataDir: string,
  overrides: Partial<DocumentRoutesOptions> = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  installErrorReplies(app);
  installContractSchemas(app);
  app.decorateRequest('applicant', null);
  app.addHook('onRequest', async (request) => {
    const token = /^Bearer (\w+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return;
    const [row] = await database.query<{ id: string }>(
      'SELECT id FROM test_applicants WHERE token = $1',
      [token],
    );
    if (row)
      request.applicant = {
        id: row.id,
        username: '',
        locale: null,
        sessionId: '',
        expiresInSeconds: 0,
      };
  });
  await app.register(documentRoutes, { ...routeOptions(database, dataDir), ...overrides });
  await app.ready();
  return app;
}

/** A multipart body the way a browser's FormData posts it: the fields, then the file. */
export async function multipartBody(
  fields: Record<string, string>,
  file: { bytes: Uint8Array; name: string },
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

export async function presign(app: FastifyInstance, who: TestApplicant, answerKey: string) {
  const reply = await app.inject({
    method: 'POST',
    url: '/api/presigned-url',
    headers: who.headers,
    payload: { answer_key: answerKey },
  });
  return reply;
}

export async function postUpload(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  bytes: Uint8Array,
  name = 'file.bin',
) {
  const body = await multipartBody(fields, { bytes, name });
  return app.inject({ method: 'POST', url, ...body });
}

/** Presign, upload, ask for the conversion: what the browser does. */
export async function uploadAndConvert(
  app: FastifyInstance,
  who: TestApplicant,
  answerKey: string,
  bytes: Uint8Array,
  fileName: string,
) {
  const presigned = (await presign(app, who, answerKey)).json<{
    url: string;
    fields: Record<string, string>;
  }>();
  const uploaded = await postUpload(app, presigned.url, presigned.fields, bytes, fileName);
  if (uploaded.statusCode !== 204)
    throw new Error(`upload: ${uploaded.statusCode} ${uploaded.body}`);
  const fileKey = presigned.fields.key!;
  const queued = await app.inject({
    method: 'POST',
    url: `/api/pdf/document-answer/${answerKey}`,
    headers: who.headers,
    payload: { file_key: fileKey, file_name: fileName },
  });
  return { fileKey, queued };
}

/** Polls the conversion status every 100 ms until it is no longer pending. */
export async function settledStatus(
  app: FastifyInstance,
  who: TestApplicant,
  answerKey: string,
  timeoutMs = 20_000,
): Promise<{ status: string; message?: string }> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const reply = await app.inject({
      method: 'GET',
      url: `/api/pdf/document-answer/${answerKey}`,
      headers: who.headers,
    });
    const body = reply.json<{ status: string; message?: string }>();
    if (!['UNPROCESSED', 'IN_PROGRESS'].includes(body.status)) return body;
    if (Date.now() > until) throw new Error(`still ${body.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
