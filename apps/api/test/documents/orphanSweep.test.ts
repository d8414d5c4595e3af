import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { documentKeys } from '@applykit/admissions-form/validate';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { JobQueue } from '../../src/documents/jobQueue';
import { OrphanSweep, sweepQueue } from '../../src/documents/orphanSweep';
import { Signer } from '../../src/documents/signing';
import { LocalStorage } from '../../src/documents/storage';
import { databaseKinds, openTestDatabase } from '../support/database';
import { makePdf } from './fixtures';
import {
  addApplicant,
  createApplicantTable,
  postUpload,
  presign,
  settledStatus,
  startApp,
  testJobs,
  uploadAndConvert,
} from './harness';

const [keyA, keyB] = documentKeys as [string, string];
const hour = 60 * 60 * 1000;

describe.each(databaseKinds)('orphan sweep with the local driver on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let jobs: JobQueue;
  const dataDir = mkdtempSync(join(tmpdir(), 'applykit-sweep-'));
  const filesDir = join(dataDir, 'files');
  const stored = (key: string) => existsSync(join(filesDir, key));
  const age = (key: string, hours: number) => {
    const then = new Date(Date.now() - hours * hour);
    utimesSync(join(filesDir, key), then, then);
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await createApplicantTable(database);
    // A cron that never comes during the test: the runs here are the ones the test asks for.
    app = await startApp(database, dataDir, { sweep: { cron: '0 0 1 1 *' } });
    jobs = await JobQueue.start(database, testJobs);
  });
  afterAll(async () => {
    await jobs?.stop();
    await app?.close();
    await database?.close();
  });

  /** Presigned and posted, but never registered for conversion. */
  async function unregisteredUpload(who: Awaited<ReturnType<typeof addApplicant>>) {
    const { url, fields } = (await presign(app, who, keyB)).json<{
      url: string;
      fields: Record<string, string>;
    }>();
    expect((await postUpload(app, url, fields, await makePdf('Never registered'))).statusCode).toBe(
      204,
    );
    return fields.key!;
  }

  it('keeps the sweep on a durable schedule', async () => {
    const schedules = await database.query<{ name: string; cron: string }>(
      'SELECT name, cron FROM pgboss.schedule WHERE name = $1',
      [sweepQueue],
    );
    expect(schedules).toEqual([{ name: sweepQueue, cron: '0 0 1 1 *' }]);
  });

  it('removes old unreferenced files in a queued run, and keeps answers and recent uploads', async () => {
    const who = await addApplicant(database);
    const { fileKey } = await uploadAndConvert(
      app,
      who,
      keyA,
      await makePdf('Transcript'),
      'transcript.pdf',
    );
    expect(await settledStatus(app, who, keyA)).toEqual({ status: 'COMPLETED' });
    const [answer] = await database.query<{ upload_key: string; pdf_key: string }>(
      'SELECT upload_key, pdf_key FROM document_answers WHERE applicant_id = $1',
      [who.id],
    );
    expect(answer!.upload_key).toBe(fileKey);

    const oldOrphan = await unregisteredUpload(who);
    const recentOrphan = await unregisteredUpload(who);
    // What a deleted answer leaves when removing its file failed, and a crashed write.
    const leftBehind = `applicants/${who.id}/documents/${keyA}/left-behind.pdf`;
    const partial = `${answer!.pdf_key}.0a1b2c.partial`;
    for (const key of [leftBehind, partial]) {
      mkdirSync(dirname(join(filesDir, key)), { recursive: true });
      writeFileSync(join(filesDir, key), 'stale');
    }
    for (const key of [oldOrphan, leftBehind, partial, answer!.upload_key, answer!.pdf_key]) {
      age(key, 25);
    }
    age(recentOrphan, 23);

    const run = await jobs.send(sweepQueue, {});
    // Done when pg-boss marks the run completed: the files go in parallel, so one gone says
    // nothing about the others.
    const state = async () =>
      (
        await database.query<{ state: string }>(
          'SELECT state::text FROM pgboss.job WHERE id = $1',
          [run],
        )
      )[0]?.state;
    for (let wait = 0; (await state()) !== 'completed' && wait < 200; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await state()).toBe('completed');
    expect(stored(oldOrphan)).toBe(false);
    expect(stored(leftBehind)).toBe(false);
    expect(stored(partial)).toBe(false);
    expect(stored(recentOrphan)).toBe(true);
    expect(stored(answer!.upload_key)).toBe(true);
    expect(stored(answer!.pdf_key)).toBe(true);
  });

  it('removes an unregistered upload only once the grace period is over', async () => {
    const who = await addApplicant(database);
    const orphan = await unregisteredUpload(who);
    const sweep = new OrphanSweep(
      database,
      new LocalStorage(
        filesDir,
        new Signer(Buffer.from('test-secret-test-secret'), 'upload-policy'),
        '/api/uploads',
      ),
      jobs,
      { graceSeconds: 24 * 60 * 60 },
    );
    expect(await sweep.sweep(new Date(Date.now() + 23 * hour))).not.toContain(orphan);
    expect(stored(orphan)).toBe(true);
    expect(await sweep.sweep(new Date(Date.now() + 25 * hour))).toContain(orphan);
    expect(stored(orphan)).toBe(false);
  });
});
