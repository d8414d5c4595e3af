/**
 * A server that dies in the middle of an application PDF build, run as a process of its own by
 * applicationPdfHeartbeat.test.ts: an applicant asks for their PDF, and once the build holds
 * its row its read of the answers never returns; it prints the applicant then, and waits for
 * its SIGKILL. Arguments: the data folder, then the PostgreSQL URL (none: PGlite in it).
 */
import {
  addApplicant,
  createApplicantTable,
  openServerDatabase,
  startApp,
  testAnswers,
  testJobs,
  type TestApplicant,
} from './harness';

/** What it prints, as one line of JSON, once its build runs. */
export interface DyingPdfServerReport {
  who: TestApplicant;
}

const [dataDir, databaseUrl] = process.argv.slice(2) as [string, string | undefined];
const database = await openServerDatabase(dataDir, databaseUrl || undefined);
await createApplicantTable(database);
const who = await addApplicant(database, { first_name: 'Ana', city: 'Bowie' });
const answers = testAnswers(database);
let reads = 0;
let building!: () => void;
const built = new Promise<void>((resolve) => (building = resolve));
const app = await startApp(database, dataDir, {
  // The GET reads the answers first; the build reads them again once it holds the row.
  loadAnswers: (applicantId) => {
    reads += 1;
    if (reads === 1) return answers(applicantId);
    building();
    return new Promise(() => undefined);
  },
  // pg-boss's own expiry stays far off: whatever rescues this build, it is not that.
  jobs: { ...testJobs, expireInSeconds: 300 },
  // The schedule is the database's: the test runs the sweep itself when it means to.
  conversions: { sweepCron: '0 0 1 1 *' },
});
await app.inject({ method: 'GET', url: '/api/pdf', headers: who.headers });
await built;
const report: DyingPdfServerReport = { who };
process.stdout.write(`${JSON.stringify(report)}\n`);
