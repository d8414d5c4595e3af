import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { documentKeys } from '@applykit/admissions-form/validate';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { convertToPdf } from '../../src/documents/convertToPdf';
import {
  conversionSweepQueue,
  DocumentConversion,
  type Converter,
} from '../../src/documents/documentConversion';
import { JobQueue } from '../../src/documents/jobQueue';
import { databaseKinds, openTestDatabase, type DatabaseKind } from '../support/database';
import type { DyingServerReport } from './dyingServer';
import { makePdf, makePng } from './fixtures';
import {
  addApplicant,
  jobState,
  jobsFor,
  createApplicantTable,
  openServerDatabase,
  runUntilKilled,
  settledStatus,
  startApp,
  slowExpiryJobs,
  testStorage,
  waitUntilStale,
  uploadAndConvert,
  type TestApplicant,
} from './harness';

const [keyA, keyB] = documentKeys as [string, string];
const realConvert: Converter = (bytes, type) => convertToPdf(bytes, type, { soffice: null });
const unavailable =
  'We could not convert your file at this time. Please try uploading it again later.';
const jobs = slowExpiryJobs;

/** Runs dyingServer.ts until its conversion runs, then SIGKILLs it. */
function serverDiesMidConversion(dataDir: string, databaseUrl?: string) {
  return runUntilKilled<DyingServerReport>('dyingServer.ts', [dataDir, databaseUrl ?? '']);
}

async function conversionRow(database: Database, applicantId: string, answerKey: string) {
  const [row] = await database.query<{
    status: string;
    reason: string | null;
    claimed_by: string | null;
  }>(
    `SELECT status, reason, claimed_by FROM document_conversions
      WHERE applicant_id = $1 AND answer_key = $2`,
    [applicantId, answerKey],
  );
  return row;
}

// Each test starts a server process and opens its database again (seconds each here).
const slow = 240_000;

describe.each(databaseKinds)('a conversion whose server died, on %s', (kind: DatabaseKind) => {
  let test: Database | undefined;

  beforeAll(async () => {
    if (kind === 'postgres') test = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  it(
    'holds up no other upload once its heartbeat is stale, and the sweep resumes it on a live server',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'applykit-heartbeat-'));
      const url = test && (test.raw as pg.Pool).options.connectionString;
      const dead = await serverDiesMidConversion(dataDir, url);
      const database = await openServerDatabase(dataDir, url);
      const { who, answerKey, fileKey } = dead;
      const left = await conversionRow(database, who.id, answerKey);
      expect(left?.status).toBe('IN_PROGRESS');
      const deadJob = left!.claimed_by!;
      expect(deadJob).toBeTruthy();

      const converted: string[] = [];
      const counting: Converter = (bytes, type, control) => {
        converted.push(type);
        return realConvert(bytes, type, control);
      };
      const staleAfterSeconds = 6;
      const app = await startApp(database, dataDir, {
        convert: counting,
        jobs,
        // The cron stays out of the way: the test runs the sweep itself, once the row is stale.
        conversions: { staleAfterSeconds, sweepCron: '0 0 1 1 *' },
      });
      const sweeperJobs = await JobQueue.start(database, jobs);
      const sweeper = new DocumentConversion(database, testStorage(dataDir), sweeperJobs, {
        settings: { staleAfterSeconds },
        convert: () => Promise.reject(new Error('a job that skips must not convert')),
      });
      try {
        // The applicant's other upload converts while the dead one is still unswept.
        await uploadAndConvert(app, who, keyB, makePng(), 'photo.png');
        expect(await settledStatus(app, who, keyB, 90_000)).toEqual({ status: 'COMPLETED' });
        expect((await conversionRow(database, who.id, answerKey))?.status).toBe('IN_PROGRESS');

        await waitUntilStale(database, 'document_conversions', who.id, staleAfterSeconds);
        await sweeper.requeueStalled();
        expect(await settledStatus(app, who, answerKey, 90_000)).toEqual({ status: 'COMPLETED' });
        expect(converted).toEqual(['png', 'pdf']);

        // Not pg-boss's expiry: the dead job is still active in its tables.
        expect(await jobState(database, deadJob)).toBe('active');
        // Its late retry, when the expiry comes, finds the conversion done and does nothing.
        await sweeper.run({
          id: deadJob,
          data: { applicantId: who.id, answerKey, fileKey },
          retryCount: 1,
          isLastAttempt: false,
        });
        expect(await conversionRow(database, who.id, answerKey)).toMatchObject({
          status: 'COMPLETED',
        });
      } finally {
        await sweeperJobs.stop();
        await app.close();
        await database.close();
      }
    },
    slow,
  );
});

describe.each(databaseKinds)('conversion claims and the sweep on %s', (kind) => {
  let database: Database;
  let queue: JobQueue;
  let conversion: DocumentConversion;
  const dataDir = mkdtempSync(join(tmpdir(), 'applykit-claims-'));
  const storage = testStorage(dataDir);
  const calls: string[] = [];
  const staleAfterSeconds = 8;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await createApplicantTable(database);
    queue = await JobQueue.start(database, jobs);
    // The first conversion waits for the test; any other converts at once.
    const converter: Converter = async (bytes, type, control) => {
      calls.push(type);
      if (calls.length === 1) await released;
      return realConvert(bytes, type, control);
    };
    conversion = new DocumentConversion(database, storage, queue, {
      convert: converter,
      settings: { staleAfterSeconds },
    });
    await conversion.startWorkers();
  });
  afterAll(async () => {
    release();
    await queue?.stop();
    await database?.close();
  });

  async function requested(who: TestApplicant, answerKey: string) {
    const fileKey = conversion.newUploadKey(who.id, answerKey);
    await storage.write(fileKey, await makePdf('A transcript'));
    await conversion.request(who.id, answerKey, fileKey, 'transcript.pdf');
    return { applicantId: who.id, answerKey, fileKey };
  }

  it('keeps its sweep on a durable schedule, every minute', async () => {
    const schedules = await database.query<{ cron: string }>(
      'SELECT cron FROM pgboss.schedule WHERE name = $1',
      [conversionSweepQueue],
    );
    expect(schedules).toEqual([{ cron: '* * * * *' }]);
  });

  it('does not start a second run of a conversion another job is running', async () => {
    const who = await addApplicant(database);
    const data = await requested(who, keyA);
    while (calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    const holder = (await conversionRow(database, who.id, keyA))!.claimed_by;
    // As the sweep's copy or pg-boss's late retry of the job would.
    await conversion.run({ id: randomUUID(), data, retryCount: 0, isLastAttempt: false });
    expect(calls).toEqual(['pdf']);
    // Its heartbeat keeps it fresh past the stale window: the sweep leaves it to its holder.
    await new Promise((resolve) => setTimeout(resolve, (staleAfterSeconds + 2) * 1000));
    await conversion.requeueStalled();
    expect(await conversionRow(database, who.id, keyA)).toMatchObject({
      status: 'IN_PROGRESS',
      claimed_by: holder,
    });
    release();
    for (;;) {
      const row = await conversionRow(database, who.id, keyA);
      if (row?.status !== 'IN_PROGRESS') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await conversionRow(database, who.id, keyA)).toMatchObject({ status: 'COMPLETED' });
    expect(calls).toEqual(['pdf']);
  });

  it('fails a stalled conversion that used up its attempts, and leaves a live one alone', async () => {
    const spent = await addApplicant(database);
    const live = await addApplicant(database);
    const rows = [
      { who: spent, attempts: queue.settings.retryLimit + 1, age: '1 hour', holder: 'dead job' },
      { who: live, attempts: 1, age: '0 seconds', holder: 'live job' },
    ];
    for (const { who, attempts, age, holder } of rows) {
      // What a worker leaves behind when its process dies (or, fresh, while it still runs).
      await database.query(
        `INSERT INTO document_conversions
           (applicant_id, answer_key, file_key, file_name, file_size, status, attempts, claimed_by, updated_at)
         VALUES ($1, $2, $3, 'poison.pdf', 10, 'IN_PROGRESS', $4, $5, now() - $6::interval)`,
        [who.id, keyB, conversion.newUploadKey(who.id, keyB), attempts, holder, age],
      );
    }
    const queued = () => jobsFor(database, 'document-conversion', [spent.id, live.id]);

    await conversion.requeueStalled();
    expect(await conversionRow(database, spent.id, keyB)).toMatchObject({
      status: 'FAILED',
      reason: unavailable,
    });
    expect(await conversionRow(database, live.id, keyB)).toMatchObject({
      status: 'IN_PROGRESS',
      claimed_by: 'live job',
    });
    expect(await queued()).toBe(0);
  });
});
