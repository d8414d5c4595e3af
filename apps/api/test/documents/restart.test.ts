import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { documentKeys } from '@applykit/admissions-form/validate';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { convertToPdf } from '../../src/documents/convertToPdf';
import type { Converter } from '../../src/documents/documentConversion';
import { databaseKinds, openTestDatabase, type DatabaseKind } from '../support/database';
import { makePdf, makePng } from './fixtures';
import {
  addApplicant,
  createApplicantTable,
  settledStatus,
  startApp,
  testJobs,
  uploadAndConvert,
} from './harness';

const [key] = documentKeys as [string];
const realConvert: Converter = (bytes, type) => convertToPdf(bytes, type, { soffice: null });

/**
 * "The server" of these tests: its own database handle, opened on the same data as the test
 * database, so it can be closed and opened again like a restarted process.
 */
async function serverDatabase(kind: DatabaseKind, dataDir: string, test: Database | undefined) {
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir });
    await migrate(database);
    return database;
  }
  const url = (test!.raw as pg.Pool).options.connectionString;
  return openDatabase({ databaseUrl: url, poolSize: 4 });
}

// Each test opens the embedded database from disk twice (about 3 s each on an idle machine).
const slow = 180_000;

describe.each(databaseKinds)('durable conversion jobs on %s', (kind) => {
  let test: Database | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'applykit-restart-'));

  beforeAll(async () => {
    if (kind === 'postgres') {
      test = await openTestDatabase(kind);
      await createApplicantTable(test);
    }
  });
  afterAll(async () => {
    await test?.close();
  });

  it(
    'completes a conversion that a restart interrupted',
    async () => {
      let started!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      const hangs: Converter = () => {
        started();
        return new Promise<Uint8Array>(() => undefined);
      };
      let database = await serverDatabase(kind, dataDir, test);
      await createApplicantTable(database);
      const who = await addApplicant(database);
      let app = await startApp(database, dataDir, {
        convert: hangs,
        jobs: { ...testJobs, shutdownTimeoutSeconds: 1 },
      });
      await uploadAndConvert(app, who, key, await makePdf('Before the restart'), 'transcript.pdf');
      await running;
      await app.close();
      await database.close();

      database = await serverDatabase(kind, dataDir, test);
      const [row] = await database.query<{ status: string }>(
        'SELECT status FROM document_conversions WHERE applicant_id = $1',
        [who.id],
      );
      expect(row?.status).toBe('IN_PROGRESS');
      app = await startApp(database, dataDir, { convert: realConvert });
      try {
        expect(await settledStatus(app, who, key, 30_000)).toEqual({ status: 'COMPLETED' });
      } finally {
        await app.close();
        await database.close();
      }
    },
    slow,
  );

  it(
    'retries a failure of the machine, and reports one that outlasts the retries',
    async () => {
      const database = await serverDatabase(kind, join(dataDir, 'retries'), test);
      await createApplicantTable(database);
      const who = await addApplicant(database);
      let calls = 0;
      const flaky: Converter = async (bytes, type, control) => {
        calls++;
        if (calls === 1) throw new Error('storage hiccup');
        return realConvert(bytes, type, control);
      };
      let app = await startApp(database, join(dataDir, 'retries'), { convert: flaky });
      try {
        await uploadAndConvert(app, who, key, makePng(), 'photo.png');
        expect(await settledStatus(app, who, key)).toEqual({ status: 'COMPLETED' });
        expect(calls).toBe(2);
      } finally {
        await app.close();
      }

      const broken: Converter = async () => {
        throw new Error('LibreOffice crashed');
      };
      app = await startApp(database, join(dataDir, 'retries'), {
        convert: broken,
        jobs: { ...testJobs, retryLimit: 1 },
      });
      try {
        const other = await addApplicant(database);
        await uploadAndConvert(app, other, key, makePng(), 'photo.png');
        const failed = await settledStatus(app, other, key);
        expect(failed.status).toBe('FAILED');
        expect(failed.message).toMatch(/could not convert your file at this time/);
      } finally {
        await app.close();
        await database.close();
      }
    },
    slow,
  );
});
