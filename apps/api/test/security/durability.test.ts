import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { documentKeys } from '@applykit/admissions-form/validate';
import type { Database } from '../../src/db/database';
import { defaultJobQueueSettings } from '../../src/documents/jobQueue';
import { fullApplicationAnswers, makeDocx } from '../documents/fixtures';
import { openTestDatabase } from '../support/database';
import { strongPassword } from '../support/applicants';

const mainJs = resolve(import.meta.dirname, '../../dist/main.js');
const postgresUrl = process.env.TEST_DATABASE_URL;

/** A free port on 127.0.0.1, found by letting the kernel pick one. */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
  });
}

/** The built server as its own process; its stdout is kept (mail is printed there). */
class ServerProcess {
  output = '';
  private child: ChildProcess | undefined;
  constructor(private readonly env: NodeJS.ProcessEnv) {}

  get base() {
    return `http://127.0.0.1:${this.env.PORT}`;
  }

  async start() {
    this.child = spawn(process.execPath, [mainJs], {
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.child.stderr!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    for (let poll = 0; poll < 600; poll++) {
      if (this.child.exitCode !== null) throw new Error(`server exited: ${this.output}`);
      const healthy = await fetch(`${this.base}/healthz`).then(
        (reply) => reply.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server did not start: ${this.output}`);
  }

  /** SIGKILL: no shutdown hook runs, as when the machine's OOM killer or an operator strikes. */
  async kill() {
    const child = this.child!;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }

  async stop() {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null)
      await this.kill();
  }

  request(
    method: string,
    path: string,
    cookie: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    return fetch(`${this.base}${path}`, {
      method,
      headers: {
        cookie,
        ...(body === undefined || body instanceof FormData
          ? {}
          : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
  }
}

/** The presigned upload form as a browser's FormData posts it: the fields, then the file. */
function multipartForm(fields: Record<string, string>, bytes: Uint8Array, name: string): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return form;
}

/** Signs up, confirms with the code the server printed, logs in; returns the Cookie header. */
async function signIn(server: ServerProcess, username: string): Promise<string> {
  const post = (path: string, body: unknown, cookie = '') =>
    server.request('POST', path, cookie, body);
  const signup = await post('/public/signup', { username, password: strongPassword });
  expect(signup.status).toBe(200);
  const signupCookie = signup.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  let code: string | undefined;
  for (let poll = 0; poll < 100 && !code; poll++) {
    code = new RegExp(
      `mail to ${username.replace(/[.]/g, '\\.')}[\\s\\S]*?confirmation code is (\\d{6})`,
    ).exec(server.output)?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 50));
  }
  expect((await post('/public/confirm', { username, code }, signupCookie)).status).toBe(200);
  const login = await post('/public/login', { username, password: strongPassword });
  expect(login.status).toBe(200);
  return login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function durabilityRun(env: NodeJS.ProcessEnv) {
  const server = new ServerProcess(env);
  try {
    await server.start();
    const cookie = await signIn(server, `durable.${process.pid}.${Date.now()}@example.edu`);

    // A queued conversion: upload a Word file and ask for its PDF just before the kill.
    const answerKey = documentKeys[0]!;
    const presigned = (await (
      await server.request('POST', '/api/presigned-url', cookie, { answer_key: answerKey })
    ).json()) as { url: string; fields: Record<string, string> };
    const docx = makeDocx(['Statement of purpose']);
    const uploaded = await server.request(
      'POST',
      presigned.url,
      cookie,
      multipartForm(presigned.fields, docx, 'essay.docx'),
    );
    expect(uploaded.status).toBe(204);

    const values = fullApplicationAnswers();
    const keys = Object.keys(values);
    const acknowledged = new Map<string, string>();
    let next = 0;
    let killed = false;
    let queued = false;
    // Four tabs' worth of saves in flight; the kill lands while they stream.
    const stream = async () => {
      while (!killed && next < keys.length) {
        const key = keys[next]!;
        const value = `${values[key]}`.slice(0, 50) || `saved ${next}`;
        next += 1;
        try {
          const reply = await server.request('PUT', '/api/answer', cookie, { [key]: value });
          if (reply.status === 200) acknowledged.set(key, value);
        } catch {
          // The connection died with the process: not acknowledged, so not promised.
        }
      }
    };
    const streams = [stream(), stream(), stream(), stream()];
    for (let poll = 0; poll < 2000 && acknowledged.size < Math.min(40, keys.length / 2); poll++) {
      await new Promise((r) => setTimeout(r, 5));
    }
    const conversion = await server.request(
      'POST',
      `/api/pdf/document-answer/${answerKey}`,
      cookie,
      {
        file_key: presigned.fields.key,
        file_name: 'essay.docx',
      },
    );
    queued = conversion.status === 202;
    killed = true;
    await server.kill();
    await Promise.all(streams);
    expect(queued).toBe(true);
    expect(acknowledged.size).toBeGreaterThan(0);

    await server.start();
    const profile = (await (await server.request('GET', '/api/profile', cookie)).json()) as {
      answer: Record<string, string>;
    };
    for (const [key, value] of acknowledged) expect(profile.answer[key], key).toBe(value);

    // Usually the kill lands before a worker takes the job, and the new process converts it
    // at once. On a busy machine the dead process may have taken it in the moment before the
    // kill: then the conversion sweep queues it again once its heartbeat is stale (a minute or
    // two); the deadline still allows for the job's own expiry.
    const { expireInSeconds, maintenanceIntervalSeconds } = defaultJobQueueSettings;
    const deadline = Date.now() + (expireInSeconds + 2 * maintenanceIntervalSeconds + 60) * 1000;
    let status = '';
    while (Date.now() < deadline && !['COMPLETED', 'FAILED'].includes(status)) {
      const reply = await server.request('GET', `/api/pdf/document-answer/${answerKey}`, cookie);
      status = ((await reply.json()) as { status: string }).status;
      if (status !== 'COMPLETED') await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe('COMPLETED');
  } finally {
    await server.stop();
  }
}

const baseEnv = async (): Promise<NodeJS.ProcessEnv> => {
  const port = await freePort();
  return {
    // Development prints each mail to stdout, where the confirmation code is read.
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PORTAL_DIR: '',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'applykit-durability-')),
    DATABASE_URL: '',
  };
};

/** Two starts, the saves, and a conversion that may wait out its job's expiry. */
const durabilityTimeout = 180_000 + (defaultJobQueueSettings.expireInSeconds + 180) * 1000;

describe('acknowledged saves survive SIGKILL of the built server', () => {
  if (!existsSync(mainJs)) {
    it.skip('needs the built server: pnpm --filter @applykit/api build', () => {});
    return;
  }

  it(
    'on embedded PGlite (its own DATA_DIR)',
    async () => {
      await durabilityRun(await baseEnv());
    },
    durabilityTimeout,
  );

  describe('on PostgreSQL', () => {
    let database: Database | undefined;
    afterAll(async () => {
      await database?.close();
    });
    if (!postgresUrl) {
      it.skip('needs TEST_DATABASE_URL (node /tmp/pgtest.mjs, or pnpm test, start one)', () => {});
      return;
    }
    it(
      'on PostgreSQL (DATABASE_URL)',
      async () => {
        database = await openTestDatabase('postgres');
        const url = (database.raw as pg.Pool).options.connectionString!;
        await durabilityRun({
          ...(await baseEnv()),
          DATABASE_URL: url,
          TOKEN_SECRET: 'durability-token-secret-0123456789abcdef',
        });
      },
      durabilityTimeout,
    );
  });
});
