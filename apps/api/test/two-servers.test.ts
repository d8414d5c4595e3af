import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentKeys, exampleApplication } from '@applykit/admissions-form/validate';
import { paths } from '@applykit/api-contract';
import { makePng } from './documents/fixtures';

/**
 * Two processes of the built server on one PostgreSQL, as behind a load balancer: one
 * applicant's requests alternate between them, so anything kept in one process's memory
 * (sessions, limits, conversions, the job queue) would show here.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const serverEntry = resolve(import.meta.dirname, '../dist/main.js');
const webhookSecret = 'the-student-systems-webhook-secret-0123456789';
const lookupLimit = 4;

interface ServerProcess {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    cwd: resolve(import.meta.dirname, '..'),
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`No /healthz in 90 s:\n${output}`);
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    url,
    output: () => output,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** One browser's cookies, whichever server set them. */
class Applicant {
  jar = new Map<string, string>();

  async call(server: ServerProcess, method: string, path: string, body?: unknown) {
    const isForm = body instanceof FormData;
    const reply = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        cookie: [...this.jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: isForm ? body : JSON.stringify(body) } : {}),
    });
    for (const line of reply.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
    const text = await reply.text();
    return { status: reply.status, text, json: () => JSON.parse(text) };
  }
}

/** The confirmation code the server printed (no SMTP: mail goes to stdout). */
async function mailedCode(server: ServerProcess, to: string): Promise<string> {
  for (let wait = 0; wait < 100; wait++) {
    const mail = server
      .output()
      .split('--- mail to ')
      .find((part) => part.startsWith(to));
    const code = mail && /confirmation code is (\d{6})/.exec(mail)?.[1];
    if (code) return code;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`No code mailed to ${to}:\n${server.output()}`);
}

describe.skipIf(!adminUrl)('two API processes on one PostgreSQL', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let receiver: Server;
  const delivered: { id: string; body: string }[] = [];
  let databaseUrl: string;
  let database: pg.Client;
  const dataDir = mkdtempSync(join(tmpdir(), 'applykit-two-servers-'));

  beforeAll(async () => {
    if (!existsSync(serverEntry)) throw new Error('Run `pnpm build`: apps/api/dist is missing.');
    const name = `applykit_two_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();

    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        delivered.push({ id: String(request.headers['applykit-delivery']), body });
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
    const receiverPort = (receiver.address() as AddressInfo).port;

    // What a deployment behind a load balancer shares: the database, the token key, the public
    // address and the files (one volume here; S3 in production).
    const shared = {
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORTAL_DIR: '',
      PUBLIC_URL: 'http://applykit.test',
      TOKEN_SECRET: randomBytes(32).toString('base64url'),
      SOFFICE_PATH: '',
      APPLYKIT_WEBHOOK_URL: `http://127.0.0.1:${receiverPort}/applications`,
      APPLYKIT_WEBHOOK_SECRET: webhookSecret,
      LOOKUP_RATE_LIMIT_MAX: String(lookupLimit),
    };
    // One after the other: the second finds the schema migrated by the first.
    a = await startServerProcess(shared);
    b = await startServerProcess(shared);
    database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
  }, 200_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.end();
    await new Promise<void>((done) => (receiver ? receiver.close(() => done()) : done()));
    rmSync(dataDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(
      `DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`,
    );
    await admin.end();
  });

  it('serves one applicant alternately: nothing depends on one process', async () => {
    const applicant = new Applicant();
    const username = `two.servers.${Date.now()}@example.edu`;
    const password = 'Transfer-Student-2026';

    // Sign up, confirm and log in on A.
    expect((await applicant.call(a, 'POST', paths.signup, { username, password })).status).toBe(
      200,
    );
    const code = await mailedCode(a, username);
    expect((await applicant.call(a, 'POST', paths.confirm, { username, code })).status).toBe(200);
    expect((await applicant.call(a, 'POST', paths.login, { username, password })).status).toBe(200);

    // Save on B, read on A.
    const saved = await applicant.call(b, 'PUT', paths.answer, exampleApplication);
    expect(saved.status, saved.text).toBe(200);
    const profile = await applicant.call(a, 'GET', paths.profile);
    expect(profile.status).toBe(200);
    expect(profile.json().answer.first_name).toBe(exampleApplication.first_name);
    // A keeps the answers it read (apps/api README, "Where a save's time goes"); a save on B
    // after that is what A shows next.
    const changed = await applicant.call(b, 'PUT', paths.answer, { first_name: 'Grace' });
    expect(changed.status, changed.text).toBe(200);
    const reread = await applicant.call(a, 'GET', paths.profile);
    expect(reread.json().answer).toEqual({ ...exampleApplication, first_name: 'Grace' });

    // Upload and ask for the conversion on B; it finishes and reads on A.
    const key = documentKeys[0]!;
    const presigned = await applicant.call(b, 'POST', paths.presignedUrl, { answer_key: key });
    expect(presigned.status, presigned.text).toBe(200);
    const { url, fields } = presigned.json() as { url: string; fields: Record<string, string> };
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(
      'file',
      new Blob([new Uint8Array(makePng(40, 30))], { type: 'image/png' }),
      'scan.png',
    );
    expect((await applicant.call(b, 'POST', url, form)).status).toBe(204);
    const conversion = `${paths.documentConversion}/${key}`;
    const queued = await applicant.call(b, 'POST', conversion, {
      file_key: fields.key,
      file_name: 'scan.png',
    });
    expect(queued.status, queued.text).toBe(202);
    let status = '';
    for (let wait = 0; wait < 600 && !['COMPLETED', 'FAILED'].includes(status); wait++) {
      status = (await applicant.call(a, 'GET', conversion)).json().status;
      if (status !== 'COMPLETED') await new Promise((done) => setTimeout(done, 100));
    }
    expect(status).toBe('COMPLETED');
    const documents = await applicant.call(a, 'GET', paths.documentAnswer);
    expect(documents.json()).toMatchObject({ [key]: { file_name: 'scan.png' } });
    // A's profile, kept (and compressed: fetch asks for it) since its last read, shows the
    // document a conversion on either process finished.
    expect((await applicant.call(a, 'GET', paths.profile)).json().document_answer).toMatchObject({
      [key]: { file_name: 'scan.png' },
    });

    // Submit on B: both processes run the job queue; the student system gets it once.
    expect((await applicant.call(b, 'POST', paths.submit)).status).toBe(200);
    const { rows } = await database.query<{ id: string }>(
      `SELECT d.id::text FROM webhook_deliveries d JOIN applicants p ON p.id = d.applicant_id
        WHERE p.username = $1`,
      [username],
    );
    expect(rows).toHaveLength(1);
    // Delivered, with no job of it left for either process to run again.
    const settledDelivery = async () =>
      (
        await database.query<{ state: string; attempts: number; open_jobs: number }>(
          `SELECT state,
                  (SELECT count(*)::int FROM webhook_delivery_attempts WHERE delivery_id = d.id) AS attempts,
                  (SELECT count(*)::int FROM pgboss.job
                    WHERE name = 'webhook-delivery' AND data ->> 'deliveryId' = d.id::text
                      AND state <> 'completed') AS open_jobs
             FROM webhook_deliveries d WHERE id = $1`,
          [rows[0]!.id],
        )
      ).rows[0]!;
    let settled = await settledDelivery();
    for (let wait = 0; wait < 300 && (settled.state !== 'delivered' || settled.open_jobs); wait++) {
      await new Promise((done) => setTimeout(done, 100));
      settled = await settledDelivery();
    }
    expect(settled).toEqual({ state: 'delivered', attempts: 1, open_jobs: 0 });
    expect(delivered.filter((delivery) => delivery.id === rows[0]!.id)).toHaveLength(1);

    // Wrong passwords alternate between the servers. The log-in slowdown lets 10 through, then
    // makes each next one wait (1 s, 2 s, 4 s …): a count kept per process would refuse none
    // before one process alone had seen 11, the 21st attempt; the shared count refuses sooner.
    const stranger = new Applicant();
    const wrong = { username, password: 'Not-The-Password-1' };
    const statuses: number[] = [];
    while (!statuses.includes(429) && statuses.length < 21) {
      const server = statuses.length % 2 === 0 ? a : b;
      statuses.push((await stranger.call(server, 'POST', paths.login, wrong)).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.indexOf(429)).toBeGreaterThanOrEqual(10);
    expect(statuses.indexOf(429)).toBeLessThan(20);
    const other = statuses.length % 2 === 0 ? a : b;
    expect((await stranger.call(other, 'POST', paths.login, wrong)).status).toBe(429);

    // The public lookup's per-address limit (per minute) is one count across both servers.
    const lookup = `${paths.lookup}?category=college_ceeb&text=river`;
    let lookups: number[] = [];
    for (let round = 0; round < 2; round++) {
      const minute = Math.floor(Date.now() / 60_000);
      lookups = [];
      for (let call = 0; call <= lookupLimit; call++) {
        lookups.push((await stranger.call(call % 2 === 0 ? a : b, 'GET', lookup)).status);
      }
      // A new minute between the calls starts a new window: count again in one window.
      if (Math.floor(Date.now() / 60_000) === minute) break;
    }
    expect(lookups).toEqual([...Array(lookupLimit).fill(200), 429]);

    // Log out on A: B refuses the same session cookie from then on.
    expect((await applicant.call(b, 'GET', paths.profile)).status).toBe(200);
    const cookiesBefore = new Map(applicant.jar);
    expect((await applicant.call(a, 'GET', paths.logout)).status).toBe(200);
    applicant.jar = cookiesBefore;
    expect((await applicant.call(b, 'GET', paths.profile)).status).toBe(401);
  }, 180_000);
});
