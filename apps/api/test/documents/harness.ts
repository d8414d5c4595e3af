import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import type { LoadAnswers } from '../../src/application-pdf/applicationPdf';
import { openDatabase, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { Signer } from '../../src/documents/signing';
import { LocalStorage } from '../../src/documents/storage';
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

/** pg-boss's own expiry of a job whose process died at its default: never the rescue in a test. */
export const slowExpiryJobs = { ...testJobs, expireInSeconds: 300 };

/** The storage `startApp` uses in `dataDir`, for a second worker on the same files. */
export const testStorage = (dataDir: string) =>
  new LocalStorage(
    join(dataDir, 'files'),
    new Signer(Buffer.from('test-secret-test-secret'), 'upload-policy'),
    '/api/uploads',
  );

/** A server's database, migrated: PostgreSQL at `databaseUrl`, or PGlite in `dataDir`. */
export async function openServerDatabase(dataDir: string, databaseUrl?: string) {
  const database = databaseUrl
    ? await openDatabase({ databaseUrl, poolSize: 4 })
    : await openDatabase({ dataDir });
  await migrate(database);
  return database;
}

/** A pg-boss job's state (`created`, `active`, `completed`, …), read from its table. */
export async function jobState(database: Database, id: string): Promise<string | undefined> {
  const [job] = await database.query<{ state: string }>(
    'SELECT state::text FROM pgboss.job WHERE id = $1',
    [id],
  );
  return job?.state;
}

/** How many jobs of `queue` there are for these applicants, in any state. */
export async function jobsFor(
  database: Database,
  queue: string,
  applicantIds: readonly string[],
): Promise<number> {
  const [row] = await database.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM pgboss.job
      WHERE name = $1 AND data->>'applicantId' = ANY($2::text[])`,
    [queue, applicantIds],
  );
  return row!.count;
}

/** Waits until the applicant's IN_PROGRESS row of `table` has had no heartbeat for `seconds`. */
export async function waitUntilStale(
  database: Database,
  table: 'document_conversions' | 'application_pdfs',
  applicantId: string,
  seconds: number,
) {
  for (;;) {
    const [row] = await database.query<{ stale: boolean }>(
      `SELECT updated_at < now() - make_interval(secs => $2) AS stale
         FROM ${table} WHERE applicant_id = $1 AND status = 'IN_PROGRESS'`,
      [applicantId, seconds],
    );
    if (row?.stale) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

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
    loadAnswers: testAnswers(database),
  };
}

/** Reads a test applicant's saved answers, as the application module would. */
export function testAnswers(database: Database): LoadAnswers {
  return async (applicantId) => {
    const [row] = await database.query<{ answers: Record<string, string> | string }>(
      'SELECT answers FROM test_applicants WHERE id = $1',
      [applicantId],
    );
    const answers = row?.answers ?? {};
    return { answers: typeof answers === 'string' ? JSON.parse(answers) : answers };
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

/**
 * Runs `script` (a server in this folder) as a process of its own until it prints its first
 * line, then SIGKILLs it: a server that dies in the middle of a job. Returns that line's JSON.
 */
export async function runUntilKilled<Report>(script: string, args: string[]): Promise<Report> {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const child = spawn(
    process.execPath,
    ['--import', tsx, join(import.meta.dirname, script), ...args],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const line = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('\n')) resolve(output.split('\n')[0]!);
      });
      void exited.then(() => reject(new Error(`${script} exited early:\n${errors}`)));
      setTimeout(
        () => reject(new Error(`${script} printed nothing in 120 s:\n${errors}`)),
        120_000,
      ).unref();
    });
    return JSON.parse(line) as Report;
  } finally {
    child.kill('SIGKILL');
    await exited;
  }
}
