import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@applykit/api-contract';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApplicationPdf,
  applicationPdfSweepQueue,
  type LoadAnswers,
} from '../../src/application-pdf/applicationPdf';
import type { Database } from '../../src/db/database';
import { JobQueue } from '../../src/documents/jobQueue';
import { databaseKinds, openTestDatabase, type DatabaseKind } from '../support/database';
import type { DyingPdfServerReport } from './dyingPdfServer';
import { pdfText } from './fixtures';
import {
  addApplicant,
  jobState,
  jobsFor,
  createApplicantTable,
  openServerDatabase,
  runUntilKilled,
  startApp,
  testAnswers,
  slowExpiryJobs,
  testStorage,
  waitUntilStale,
  type TestApplicant,
} from './harness';

const jobs = slowExpiryJobs;

async function pdfRow(database: Database, applicantId: string) {
  const [row] = await database.query<{
    status: string;
    reason: string | null;
    claimed_by: string | null;
    fingerprint: string;
    attempts: number;
  }>(
    `SELECT status, reason, claimed_by, fingerprint, attempts FROM application_pdfs
      WHERE applicant_id = $1`,
    [applicantId],
  );
  return row;
}

/** GET /api/pdf until it is no longer pending. */
async function builtPdf(app: FastifyInstance, who: TestApplicant) {
  const timeoutMs = 90_000;
  const until = Date.now() + timeoutMs;
  for (;;) {
    const reply = (
      await app.inject({ method: 'GET', url: '/api/pdf', headers: who.headers })
    ).json<{ status: string; url?: string; message?: string }>();
    if (!['UNPROCESSED', 'IN_PROGRESS'].includes(reply.status)) return reply;
    if (Date.now() > until) throw new Error(`PDF still ${reply.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// Each test starts a server process and opens its database again (seconds each here).
const slow = 240_000;

describe.each(databaseKinds)(
  'an application PDF whose server died, on %s',
  (kind: DatabaseKind) => {
    let test: Database | undefined;

    beforeAll(async () => {
      if (kind === 'postgres') test = await openTestDatabase(kind);
    });
    afterAll(async () => {
      await test?.close();
    });

    it(
      'is built on a live server once the sweep finds its heartbeat stale',
      async () => {
        const dataDir = mkdtempSync(join(tmpdir(), 'applykit-pdf-heartbeat-'));
        const url = test && (test.raw as pg.Pool).options.connectionString;
        const { who } = await runUntilKilled<DyingPdfServerReport>('dyingPdfServer.ts', [
          dataDir,
          url ?? '',
        ]);
        const database = await openServerDatabase(dataDir, url);
        const left = await pdfRow(database, who.id);
        expect(left?.status).toBe('IN_PROGRESS');
        const deadJob = left!.claimed_by!;
        expect(deadJob).toBeTruthy();

        const staleAfterSeconds = 6;
        const app = await startApp(database, dataDir, {
          jobs,
          // The cron stays out of the way: the test runs the sweep itself, once the row is stale.
          conversions: { staleAfterSeconds, sweepCron: '0 0 1 1 *' },
        });
        const sweeperJobs = await JobQueue.start(database, jobs);
        const sweeper = new ApplicationPdf(database, testStorage(dataDir), sweeperJobs, {
          loadAnswers: testAnswers(database),
          linkFor: (_, key) => key,
          heartbeat: { staleAfterSeconds },
        });
        try {
          // Held by the dead build: still being prepared, as far as anyone can tell.
          const waiting = await app.inject({
            method: 'GET',
            url: '/api/pdf',
            headers: who.headers,
          });
          expect(waiting.json()).toEqual({
            status: 'IN_PROGRESS',
            message: 'Your PDF is being prepared.',
          });
          await waitUntilStale(database, 'application_pdfs', who.id, staleAfterSeconds);
          await sweeper.requeueStalled();
          const built = await builtPdf(app, who);
          expect(built.status).toBe('COMPLETED');
          const download = await app.inject({
            method: 'GET',
            url: built.url!,
            headers: who.headers,
          });
          expect(download.statusCode).toBe(200);
          expect((await pdfText(download.rawPayload)).text).toContain('Bowie');

          // Not pg-boss's expiry: the dead job is still active in its tables.
          expect(await jobState(database, deadJob)).toBe('active');
        } finally {
          await sweeperJobs.stop();
          await app.close();
          await database.close();
        }
      },
      slow,
    );
  },
);

describe.each(databaseKinds)('application PDF claims and the sweep on %s', (kind) => {
  let database: Database;
  let queue: JobQueue;
  let pdf: ApplicationPdf;
  const dataDir = mkdtempSync(join(tmpdir(), 'applykit-pdf-claims-'));
  const staleAfterSeconds = 8;
  /** Every read of an applicant's answers, by applicant: one per GET, build or sweep. */
  const reads: string[] = [];
  let held: string | undefined;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await createApplicantTable(database);
    queue = await JobQueue.start(database, jobs);
    const answers = testAnswers(database);
    // The held applicant's build (their second read) waits for the test.
    const loadAnswers: LoadAnswers = async (applicantId) => {
      reads.push(applicantId);
      if (applicantId === held && reads.filter((id) => id === held).length === 2) await released;
      return answers(applicantId);
    };
    pdf = new ApplicationPdf(database, testStorage(dataDir), queue, {
      loadAnswers,
      linkFor: (_, key) => key,
      heartbeat: { staleAfterSeconds },
    });
    await pdf.startWorkers();
  });
  afterAll(async () => {
    release();
    await queue?.stop();
    await database?.close();
  });

  async function settled(applicantId: string) {
    for (;;) {
      const row = await pdfRow(database, applicantId);
      if (row && !['UNPROCESSED', 'IN_PROGRESS'].includes(row.status)) return row;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** An applicant whose PDF was built, its row then set as a build's process left it. */
  async function leftBehind(attempts: number, age: string, holder: string) {
    const who = await addApplicant(database, { first_name: 'Bo', city: 'Laurel' });
    await pdf.current(who.id);
    expect(await settled(who.id)).toMatchObject({ status: 'COMPLETED' });
    await database.query(
      `UPDATE application_pdfs
          SET status = 'IN_PROGRESS', attempts = $2, claimed_by = $3, updated_at = now() - $4::interval
        WHERE applicant_id = $1`,
      [who.id, attempts, holder, age],
    );
    return who;
  }

  const queued = (applicantId: string) => jobsFor(database, 'application-pdf', [applicantId]);

  it('keeps its sweep on a durable schedule, every minute', async () => {
    const schedules = await database.query<{ cron: string }>(
      'SELECT cron FROM pgboss.schedule WHERE name = $1',
      [applicationPdfSweepQueue],
    );
    expect(schedules).toEqual([{ cron: '* * * * *' }]);
  });

  it('does not start a second build of a PDF another job is building', async () => {
    const who = await addApplicant(database, { first_name: 'Cy', city: 'Bowie' });
    held = who.id;
    await pdf.current(who.id);
    while (reads.filter((id) => id === who.id).length < 2) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { claimed_by: holder, fingerprint } = (await pdfRow(database, who.id))!;
    // As the sweep's copy or pg-boss's late retry of the job would.
    await pdf.build({
      id: randomUUID(),
      data: { applicantId: who.id, fingerprint },
      retryCount: 0,
      isLastAttempt: false,
    });
    expect(reads.filter((id) => id === who.id)).toHaveLength(2);
    // Its heartbeat keeps it fresh past the stale window: the sweep leaves it to its holder.
    await new Promise((resolve) => setTimeout(resolve, (staleAfterSeconds + 2) * 1000));
    await pdf.requeueStalled();
    expect(await pdfRow(database, who.id)).toMatchObject({
      status: 'IN_PROGRESS',
      claimed_by: holder,
      attempts: 1,
    });
    release();
    expect(await settled(who.id)).toMatchObject({ status: 'COMPLETED' });
    expect(reads.filter((id) => id === who.id)).toHaveLength(2);
  });

  it('fails a stalled build that used up its attempts, and leaves a live one alone', async () => {
    const spent = await leftBehind(queue.settings.retryLimit + 1, '1 hour', 'dead job');
    const live = await leftBehind(1, '0 seconds', 'live job');
    const before = { spent: await queued(spent.id), live: await queued(live.id) };

    await pdf.requeueStalled();
    expect(await pdfRow(database, spent.id)).toMatchObject({
      status: 'FAILED',
      reason: messages.pdfDownloadFailed,
    });
    expect(await pdf.status(spent.id)).toEqual({
      status: 'FAILED',
      message: messages.pdfDownloadFailed,
    });
    expect(await pdfRow(database, live.id)).toMatchObject({
      status: 'IN_PROGRESS',
      claimed_by: 'live job',
    });
    expect({ spent: await queued(spent.id), live: await queued(live.id) }).toEqual(before);
  });

  it('queues a stalled build again only while its answers are current', async () => {
    const current = await leftBehind(1, '1 hour', 'dead job');
    const outdated = await leftBehind(1, '1 hour', 'dead job');
    await database.query(
      `UPDATE test_applicants SET answers = answers || '{"city": "Annapolis"}'::jsonb WHERE id = $1`,
      [outdated.id],
    );
    const before = { current: await queued(current.id), outdated: await queued(outdated.id) };

    await pdf.requeueStalled();
    expect({ current: await queued(current.id), outdated: await queued(outdated.id) }).toEqual({
      current: before.current + 1,
      outdated: before.outdated,
    });
    expect(await settled(current.id)).toMatchObject({ status: 'COMPLETED' });
    // Nobody waits for the old answers' PDF; the next GET asks for the current one.
    expect(await pdfRow(database, outdated.id)).toMatchObject({ status: 'UNPROCESSED' });
    expect(await pdf.status(outdated.id)).toMatchObject({ status: 'UNPROCESSED' });
    expect(await settled(outdated.id)).toMatchObject({ status: 'COMPLETED' });
  });
});
