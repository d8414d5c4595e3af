import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentKeys, exampleApplication } from '@applykit/admissions-form/validate';
import {
  staffPath,
  staffReviewPaths,
  staffWebhookPaths,
  webhookMessages,
  type AuditReply,
  type WebhookDeliveriesReply,
} from '@applykit/api-contract';
import { readConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { buildServer } from '../src/server';
import {
  defaultWebhookDeliverySettings,
  retryDelaySeconds,
  webhookDeliveryQueue,
} from '../src/webhooks/deliveries';
import { makePng } from './documents/fixtures';
import { uploadDocument } from './documents/serverUploads';
import {
  signedInApplicant,
  testConfig,
  uniqueAddress,
  type TestServer,
} from './support/applicants';
import { databaseKinds, openTestDatabase } from './support/database';
import { signedInStaff, staffCall, type SignedInStaffMember } from './support/staff';

const secret = 'a-webhook-secret-of-the-student-system-0123456789';
const fastJobs = { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 };

type Verify = (
  headers: IncomingHttpHeaders,
  rawBody: Buffer | string,
  secret: string,
  now?: number,
) => string;

/** The receiver's check exactly as docs/webhooks.md prints it, loaded from the page. */
async function documentedVerification(): Promise<Verify> {
  const page = readFileSync(resolve(import.meta.dirname, '../../../docs/webhooks.md'), 'utf8');
  const code = /```js\n([\s\S]*?)```/.exec(page)?.[1];
  expect(code).toContain('verifyApplyKitDelivery');
  const file = join(mkdtempSync(join(tmpdir(), 'applykit-receiver-')), 'verify.mjs');
  writeFileSync(file, code!);
  const loaded = (await import(pathToFileURL(file).href)) as { verifyApplyKitDelivery: Verify };
  return loaded.verifyApplyKitDelivery;
}

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A student system as docs/webhooks.md asks receivers to be: it checks the signature, keeps the
 * delivery ids it accepted and answers 200 to one it already has. `plan` decides each request:
 * 'ok', 'unavailable' (503, nothing kept) or 'lost-answer' (kept, then the connection drops
 * before the answer, as when a reply is lost on the way back).
 */
async function startReceiver(verify: Verify) {
  const received: Received[] = [];
  const accepted: { id: string; body: string }[] = [];
  const plan: ('ok' | 'unavailable' | 'lost-answer')[] = [];
  let otherwise: 'ok' | 'unavailable' = 'ok';
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      received.push({ headers: request.headers, body: raw.toString('utf8') });
      const step = plan.shift() ?? otherwise;
      if (step === 'unavailable') {
        response.writeHead(503).end();
        return;
      }
      let id: string;
      try {
        id = verify(request.headers, raw, secret);
      } catch {
        response.writeHead(401).end();
        return;
      }
      if (!accepted.some((delivery) => delivery.id === id)) {
        accepted.push({ id, body: raw.toString('utf8') });
      }
      if (step === 'lost-answer') {
        request.socket.destroy();
        return;
      }
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/applykit`,
    received,
    accepted,
    plan,
    set otherwise(step: 'ok' | 'unavailable') {
      otherwise = step;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/**
 * The queue's clock moved on: attempts scheduled for later are due now. Only the job queue's
 * start times change; the backoff the server chose stays recorded on the delivery.
 */
async function scheduledAttemptsDue(database: Database) {
  await database.query(
    `UPDATE pgboss.job SET start_after = now()
      WHERE name = $1 AND state = 'created' AND start_after > now()`,
    [webhookDeliveryQueue],
  );
}

interface DeliveryRow {
  id: string;
  state: string;
  attempts: number;
  wait_seconds: number | null;
}

async function deliveriesOf(database: Database, applicantId: string): Promise<DeliveryRow[]> {
  return database.query<DeliveryRow>(
    `SELECT id::text, state, attempts,
            round(extract(epoch FROM next_attempt_at - updated_at))::int AS wait_seconds
       FROM webhook_deliveries WHERE applicant_id = $1`,
    [applicantId],
  );
}

async function applicantIdOf(database: Database, username: string): Promise<string> {
  const [row] = await database.query<{ id: string }>(
    'SELECT id::text FROM applicants WHERE username = $1',
    [username],
  );
  return row!.id;
}

async function submittedApplicant(server: TestServer, extra: Record<string, string> = {}) {
  const account = await signedInApplicant(server);
  const call = (method: 'PUT' | 'POST', url: string, payload?: object) =>
    server.app.inject({
      method,
      url,
      headers: { cookie: account.cookie },
      remoteAddress: uniqueAddress(),
      ...(payload ? { payload } : {}),
    });
  const saved = await call('PUT', '/api/answer', { ...exampleApplication, ...extra });
  expect(saved.statusCode, saved.body).toBe(200);
  return {
    ...account,
    id: await applicantIdOf(server.database, account.username),
    upload: (name: string) =>
      uploadDocument(server.app, account.cookie, documentKeys[0]!, { bytes: makePng(), name }),
    submit: () => call('POST', '/api/submit'),
  };
}

const waitLong = { timeout: 20_000, interval: 100 };

describe('the webhook settings', () => {
  const env = (url: string, key = secret) => ({
    NODE_ENV: 'test',
    APPLYKIT_WEBHOOK_URL: url,
    APPLYKIT_WEBHOOK_SECRET: key,
  });

  it('refuse at start an address that is not http or https, and a short or missing secret', () => {
    expect(() => readConfig(env('file:///etc/passwd'))).toThrow(/http:\/\/ or https:\/\//);
    expect(() => readConfig(env('gopher://127.0.0.1:70/'))).toThrow(/http:\/\/ or https:\/\//);
    expect(() => readConfig(env('not an address'))).toThrow(/http:\/\/ or https:\/\//);
    expect(() => readConfig(env('https://sis.example.edu/in', 'short'))).toThrow(/32 characters/);
    expect(() => readConfig({ APPLYKIT_WEBHOOK_SECRET: secret })).toThrow(/APPLYKIT_WEBHOOK_URL/);
    expect(readConfig(env('https://sis.example.edu/in')).webhook).toEqual({
      url: 'https://sis.example.edu/in',
      secret,
    });
    expect(readConfig({}).webhook).toBeUndefined();
  });

  it('retry with doubling waits, capped, for more than a day before giving up', () => {
    const settings = defaultWebhookDeliverySettings;
    const waits = Array.from({ length: settings.maxAttempts - 1 }, (_, index) =>
      retryDelaySeconds(index + 1, settings),
    );
    expect(waits.slice(0, 4)).toEqual([60, 120, 240, 480]);
    expect(Math.max(...waits)).toBe(settings.maxRetrySeconds);
    expect(waits.reduce((sum, wait) => sum + wait, 0)).toBeGreaterThan(24 * 60 * 60);
  });
});

describe.each(databaseKinds)('the hand-off to the student system on %s', (kind) => {
  let verify: Verify;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let server: TestServer;
  let admin: SignedInStaffMember;
  let reader: SignedInStaffMember;

  beforeAll(async () => {
    verify = await documentedVerification();
    receiver = await startReceiver(verify);
    const config = testConfig({ webhook: { url: receiver.url, secret } });
    const database = await openTestDatabase(kind);
    const app = await buildServer({
      config,
      database,
      jobs: fastJobs,
      webhookDelivery: { maxAttempts: 3 },
    });
    server = { app, database, config };
    admin = await signedInStaff(server, 'admin');
    reader = await signedInStaff(server, 'reader', admin);
  }, 180_000);
  afterAll(async () => {
    await server?.app.close();
    await receiver?.close();
  });

  const listOf = async (state: string, who = admin) =>
    staffCall(server.app, who.cookie, 'GET', `${staffWebhookPaths.deliveries}?state=${state}`);

  it('delivers a signed application that the documented check accepts', async () => {
    const applicant = await submittedApplicant(server, { entry_term_desc: 'Summer 2027' });
    expect((await applicant.upload('transcript.png')).status).toBe('COMPLETED');
    const before = receiver.received.length;
    expect((await applicant.submit()).statusCode).toBe(200);
    await vi.waitFor(
      () =>
        expect(
          receiver.accepted.find((delivery) => delivery.body.includes(applicant.id)),
        ).toBeDefined(),
      waitLong,
    );
    const request = receiver.received.slice(before).find((r) => r.body.includes(applicant.id))!;
    // The receiver has it; the server records the answer right after.
    await vi.waitFor(async () => {
      const [delivery] = await deliveriesOf(server.database, applicant.id);
      expect(delivery!.state).toBe('delivered');
    }, waitLong);
    const [delivery] = await deliveriesOf(server.database, applicant.id);
    expect(verify(request.headers, request.body, secret)).toBe(delivery!.id);

    const { application, event } = JSON.parse(request.body);
    expect(event).toBe('application.submitted');
    expect(application).toMatchObject({
      applicant_id: applicant.id,
      status: 'submitted',
      email: applicant.username,
      definition_version: '1',
      documents: [{ key: documentKeys[0], file_name: 'transcript.png' }],
    });
    expect(Date.parse(application.submitted_at)).not.toBeNaN();
    expect(application.answers).toMatchObject({
      first_name: exampleApplication.first_name,
      entry_term: exampleApplication.entry_term,
      entry_term_desc: 'Summer 2027',
    });

    // What a receiver following the page refuses: a changed body, another secret, a request
    // signed more than 5 minutes ago, another delivery id under the same signature.
    const now = Date.now();
    expect(() =>
      verify(request.headers, request.body.replace('submitted', 'started'), secret),
    ).toThrow();
    expect(() => verify(request.headers, request.body, `${secret}x`)).toThrow();
    expect(() => verify(request.headers, request.body, secret, now + 6 * 60_000)).toThrow(
      /too old/,
    );
    const replayed = { ...request.headers, 'applykit-delivery': crypto.randomUUID() };
    expect(() => verify(replayed, request.body, secret)).toThrow(/signature/);
  });

  it('retries with backoff until exactly one delivery is accepted, recording each attempt', async () => {
    const applicant = await submittedApplicant(server);
    receiver.plan.push('unavailable', 'lost-answer');
    expect((await applicant.submit()).statusCode).toBe(200);

    await vi.waitFor(async () => {
      const [delivery] = await deliveriesOf(server.database, applicant.id);
      expect(delivery).toMatchObject({ attempts: 1, state: 'pending', wait_seconds: 60 });
    }, waitLong);
    await scheduledAttemptsDue(server.database);
    await vi.waitFor(async () => {
      const [delivery] = await deliveriesOf(server.database, applicant.id);
      expect(delivery).toMatchObject({ attempts: 2, state: 'pending', wait_seconds: 120 });
    }, waitLong);
    await scheduledAttemptsDue(server.database);
    await vi.waitFor(async () => {
      const [delivery] = await deliveriesOf(server.database, applicant.id);
      expect(delivery).toMatchObject({ attempts: 3, state: 'delivered' });
    }, waitLong);

    const [delivery] = await deliveriesOf(server.database, applicant.id);
    const requests = receiver.received.filter((r) => r.body.includes(applicant.id));
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((r) => r.headers['applykit-delivery']))).toEqual(
      new Set([delivery!.id]),
    );
    expect(receiver.accepted.filter((a) => a.id === delivery!.id)).toHaveLength(1);
    const attempts = await server.database.query<{ status_code: number | null; error: string }>(
      'SELECT status_code, error FROM webhook_delivery_attempts WHERE delivery_id = $1 ORDER BY id',
      [delivery!.id],
    );
    expect(attempts.map((attempt) => attempt.status_code)).toEqual([503, null, 200]);
    expect(attempts[1]!.error).toMatch(/could not be reached/);

    const delivered = (await listOf('delivered')).json<WebhookDeliveriesReply>();
    expect(delivered.deliveries.find((d) => d.id === delivery!.id)).toMatchObject({
      applicant_id: applicant.id,
      attempts: 3,
      last_error: null,
    });
  }, 60_000);

  it('keeps a dead letter for admins that redelivers by hand', async () => {
    const applicant = await submittedApplicant(server);
    receiver.otherwise = 'unavailable';
    try {
      expect((await applicant.submit()).statusCode).toBe(200);
      for (const attempts of [1, 2]) {
        await vi.waitFor(async () => {
          const [delivery] = await deliveriesOf(server.database, applicant.id);
          expect(delivery?.attempts).toBe(attempts);
        }, waitLong);
        await scheduledAttemptsDue(server.database);
      }
      await vi.waitFor(async () => {
        const [delivery] = await deliveriesOf(server.database, applicant.id);
        expect(delivery).toMatchObject({ attempts: 3, state: 'dead' });
      }, waitLong);
    } finally {
      receiver.otherwise = 'ok';
    }
    const [dead] = await deliveriesOf(server.database, applicant.id);

    const listed = await listOf('dead');
    expect(listed.statusCode).toBe(200);
    expect(listed.json<WebhookDeliveriesReply>().deliveries).toContainEqual(
      expect.objectContaining({
        id: dead!.id,
        state: 'dead',
        name: `${exampleApplication.first_name} ${exampleApplication.last_name}`,
        last_error: 'The receiver answered 503.',
      }),
    );
    const redeliveryPath = staffPath(staffWebhookPaths.redelivery, { deliveryId: dead!.id });
    expect((await listOf('dead', reader)).statusCode).toBe(403);
    expect((await staffCall(server.app, reader.cookie, 'POST', redeliveryPath)).statusCode).toBe(
      403,
    );
    expect((await deliveriesOf(server.database, applicant.id))[0]!.state).toBe('dead');

    const redelivered = await staffCall(server.app, admin.cookie, 'POST', redeliveryPath);
    expect(redelivered.statusCode, redelivered.body).toBe(200);
    expect(redelivered.json()).toEqual({ message: webhookMessages.redelivered });
    await vi.waitFor(async () => {
      const [delivery] = await deliveriesOf(server.database, applicant.id);
      expect(delivery).toMatchObject({ state: 'delivered', attempts: 1 });
    }, waitLong);
    expect(receiver.accepted.filter((a) => a.id === dead!.id)).toHaveLength(1);

    const again = await staffCall(server.app, admin.cookie, 'POST', redeliveryPath);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: webhookMessages.notDead });
    const unknown = staffPath(staffWebhookPaths.redelivery, { deliveryId: crypto.randomUUID() });
    expect((await staffCall(server.app, admin.cookie, 'POST', unknown)).statusCode).toBe(404);

    const audit = await staffCall(
      server.app,
      admin.cookie,
      'GET',
      `${staffReviewPaths.auditLog}?action=redeliver-webhook&applicant_id=${applicant.id}`,
    );
    expect(audit.json<AuditReply>().entries).toEqual([
      expect.objectContaining({
        staff: admin.email,
        action: 'redeliver-webhook',
        applicant_id: applicant.id,
        detail: { delivery: dead!.id },
      }),
    ]);
  }, 90_000);
});

describe.each(databaseKinds)('a delivery across a restart on %s', (kind) => {
  let shared: Database;
  beforeAll(async () => {
    shared = await openTestDatabase(kind);
  });
  afterAll(() => shared?.close());

  /**
   * What a new process gets: the same data through a server of its own (its own job queue,
   * sessions, everything in memory). Closing the server leaves the data for the next one.
   */
  const serverDatabase = async (): Promise<Database> => ({ ...shared, close: async () => {} });

  it('submits while the receiver is unreachable and delivers after a restart', async () => {
    // An address nothing listens on: the receiver is down.
    const gone = createServer();
    await new Promise<void>((done) => gone.listen(0, '127.0.0.1', done));
    const { port } = gone.address() as AddressInfo;
    await new Promise<void>((done) => gone.close(() => done()));

    const config = testConfig({
      webhook: { url: `http://127.0.0.1:${port}/applykit`, secret },
    });
    let database = await serverDatabase();
    let app = await buildServer({ config, database, jobs: fastJobs });
    const server = { app, database, config };
    const applicant = await submittedApplicant(server);
    const submitted = await applicant.submit();
    expect(submitted.statusCode).toBe(200);
    await vi.waitFor(async () => {
      const [delivery] = await deliveriesOf(database, applicant.id);
      expect(delivery).toMatchObject({ state: 'pending', attempts: 1 });
    }, waitLong);
    await app.close();

    // The same data, a new process; the receiver is back (at the address it now has).
    const verify = await documentedVerification();
    const receiver = await startReceiver(verify);
    try {
      database = await serverDatabase();
      app = await buildServer({
        config: { ...config, webhook: { url: receiver.url, secret } },
        database,
        jobs: fastJobs,
      });
      await scheduledAttemptsDue(database);
      await vi.waitFor(async () => {
        const [delivery] = await deliveriesOf(database, applicant.id);
        expect(delivery).toMatchObject({ state: 'delivered', attempts: 2 });
      }, waitLong);
      expect(receiver.accepted).toHaveLength(1);
      expect(JSON.parse(receiver.accepted[0]!.body).application.applicant_id).toBe(applicant.id);
    } finally {
      await app.close();
      await receiver.close();
    }
  }, 120_000);
});
