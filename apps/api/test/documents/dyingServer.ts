/**
 * A server that dies in the middle of a conversion, run as a process of its own by
 * heartbeat.test.ts: it asks for a conversion whose converter never returns, prints the
 * applicant and the upload's key once the conversion runs, and waits for its SIGKILL.
 * Arguments: the data folder, then the PostgreSQL URL (none: PGlite in the data folder).
 */
import { documentKeys } from '@applykit/admissions-form/validate';
import { makePdf } from './fixtures';
import {
  addApplicant,
  createApplicantTable,
  openServerDatabase,
  startApp,
  testJobs,
  uploadAndConvert,
  type TestApplicant,
} from './harness';

/** What it prints, as one line of JSON, once its conversion runs. */
export interface DyingServerReport {
  who: TestApplicant;
  answerKey: string;
  fileKey: string;
}

const [dataDir, databaseUrl] = process.argv.slice(2) as [string, string | undefined];
const database = await openServerDatabase(dataDir, databaseUrl || undefined);
await createApplicantTable(database);
const who = await addApplicant(database);
let started!: () => void;
const converting = new Promise<void>((resolve) => (started = resolve));
const app = await startApp(database, dataDir, {
  convert: () => {
    started();
    return new Promise<Uint8Array>(() => undefined);
  },
  // pg-boss's own expiry stays far off: whatever rescues this conversion, it is not that.
  jobs: { ...testJobs, expireInSeconds: 300 },
  // The schedule is the database's: the test runs the sweep itself when it means to.
  conversions: { sweepCron: '0 0 1 1 *' },
});
const answerKey = documentKeys[0]!;
const { fileKey } = await uploadAndConvert(
  app,
  who,
  answerKey,
  await makePdf('Before the crash'),
  'transcript.pdf',
);
await converting;
const report: DyingServerReport = { who, answerKey, fileKey };
process.stdout.write(`${JSON.stringify(report)}\n`);
