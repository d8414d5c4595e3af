// `pnpm bench staff-queue`: the staff review queue over 100,000 seeded applications on
// PostgreSQL (BENCH_DATABASE_URL), through the real HTTP route with a staff session, loopback.
import { mkdtempSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { paths, staffReviewPaths } from '@applykit/api-contract';
import { exampleApplication } from '@applykit/admissions-form/validate';
import { readConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/database';
import { migrate } from '../apps/api/src/db/migrate';
import { buildServer } from '../apps/api/src/server';
import { staffCookieName } from '../apps/api/src/staff/sessions';
import { randomSecret, sha256Hex } from '../apps/api/src/tokens/random';
import { describeRun, percentile, writeResult, type Figure } from './lib/results';

const applications = 100_000;
const warmup = 20;
const measured = Number(process.env.BENCH_QUEUE_REQUESTS ?? 200);
/** The goal for every case, in milliseconds. */
const goalP99 = 50;

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl)
  throw new Error('BENCH_DATABASE_URL is not set: the queue is measured on PostgreSQL.');

const startLoad = loadavg()[0]!.toFixed(1);
const config = readConfig({
  NODE_ENV: 'test',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'applykit-bench-queue-')),
  PORTAL_DIR: '',
});
const database = await openDatabase({ databaseUrl, poolSize: 10 });
await migrate(database);

// Seeded in bulk by the database itself: confirmed applicants, two in three submitted, names
// drawn from short lists (so a surname search finds a few thousand), a high school code shared
// by about three applicants.
const seedStarted = performance.now();
const firstNames = [
  'Ana',
  'Luis',
  'Maria',
  'James',
  'Wei',
  'Fatima',
  'Olga',
  'Kwame',
  'Priya',
  'Tom',
];
const lastNames = ['Garcia', 'Smith', 'Nguyen', 'Okafor', 'Kowalski', 'Haddad', 'Silva', 'Cohen'];
await database.query(
  `INSERT INTO applicants (id, username, password_hash, confirmed_at, created_at)
   SELECT md5('queue-bench-' || n)::uuid, 'applicant' || n || '@example.edu', 'not a hash',
          now(), now() - n * interval '1 minute'
     FROM generate_series(1, $1::int) AS n`,
  [applications],
);
await database.query(
  `INSERT INTO applications (applicant_id, answers, submitted_at, updated_at)
   SELECT md5('queue-bench-' || n)::uuid,
          $2::jsonb || jsonb_build_object(
            'first_name', ($3::text[])[1 + n % cardinality($3::text[])],
            'last_name', ($4::text[])[1 + (n / 7) % cardinality($4::text[])] || '-' || (n % 997),
            'hs_ceeb', (100000 + n % 33000)::text),
          CASE WHEN n % 3 > 0 THEN now() - n * interval '1 minute' END, now()
     FROM generate_series(1, $1::int) AS n`,
  [applications, JSON.stringify(exampleApplication), firstNames, lastNames],
);
// As autovacuum leaves a table loaded long ago: statistics, and the visibility map that lets
// the queue's join read the applicants' index alone.
await database.exec('VACUUM ANALYZE');
const seedSeconds = (performance.now() - seedStarted) / 1000;
console.log(`seeded ${applications} applications in ${seedSeconds.toFixed(1)} s`);

// A signed-in reader, as after the password and the second factor.
const [staff] = await database.query<{ id: string }>(
  `INSERT INTO staff_members (email, role) VALUES ('reader@example.edu', 'reader') RETURNING id`,
);
const sessionId = randomSecret();
await database.query(
  `INSERT INTO staff_sessions (id_hash, staff_id, stage) VALUES ($1, $2, 'signed-in')`,
  [sha256Hex(sessionId), staff!.id],
);
const cookie = `${staffCookieName(config)}=${sessionId}`;

const app = await buildServer({ config, database });
const base = await app.listen({ host: '127.0.0.1', port: 0 });

async function page(query: Record<string, string>): Promise<{ ms: number; next: string | null }> {
  const url = new URL(staffReviewPaths.applications, base);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  const body = (await response.json()) as { applications: unknown[]; next: string | null };
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return { ms, next: body.next };
}

// The later keyset page: the cursor of the tenth page of submitted applications by name.
let after = '';
for (let index = 0; index < 9; index++) {
  const { next } = await page({
    status: 'submitted',
    sort: 'name-asc',
    ...(after ? { after } : {}),
  });
  after = next!;
}

const cases: { name: string; query: () => Record<string, string> }[] = [
  { name: 'first page', query: () => ({}) },
  {
    name: 'name search',
    query: () => ({
      q: `${lastNames[Math.floor(Math.random() * 8)]}-${Math.floor(Math.random() * 997)}`,
    }),
  },
  {
    name: 'e-mail search',
    query: () => ({ q: `applicant${1 + Math.floor(Math.random() * applications)}@` }),
  },
  { name: 'CEEB search', query: () => ({ q: String(100000 + Math.floor(Math.random() * 33000)) }) },
  {
    name: 'submitted by name, tenth page',
    query: () => ({ status: 'submitted', sort: 'name-asc', after }),
  },
];

// The floors of the same run, taken between the queue's calls so they meet the same load: the
// health check over the same kind of loopback request (the server's least work: one trivial
// query), and one application read by its primary key through the server's own pool.
async function healthCall(): Promise<number> {
  const started = performance.now();
  const response = await fetch(new URL(paths.health, base));
  await response.json();
  return performance.now() - started;
}
async function indexedRead(): Promise<number> {
  const started = performance.now();
  await database.query(
    `SELECT applicant_id FROM applications WHERE applicant_id = md5('queue-bench-' || $1)::uuid`,
    [1 + Math.floor(Math.random() * applications)],
  );
  return performance.now() - started;
}

const figures: Figure[] = [];
const healthSamples: number[] = [];
const readSamples: number[] = [];
const p99s: [string, number][] = [];
for (const { name, query } of cases) {
  for (let index = 0; index < warmup; index++) await page(query());
  const samples: number[] = [];
  for (let index = 0; index < measured; index++) {
    samples.push((await page(query())).ms);
    healthSamples.push(await healthCall());
    readSamples.push(await indexedRead());
  }
  const p50 = round(percentile(samples, 50));
  const p99 = round(percentile(samples, 99));
  console.log(`${name}: p50 ${p50} ms, p99 ${p99} ms`);
  p99s.push([name, p99]);
  figures.push(
    { name: `${name} p50`, value: p50, unit: 'ms' },
    { name: `${name} p99`, value: p99, unit: 'ms', goal: { max: goalP99 } },
  );
}
const healthP99 = round(percentile(healthSamples, 99));
const readP99 = round(percentile(readSamples, 99));
console.log(`floors: health check p99 ${healthP99} ms, indexed read p99 ${readP99} ms`);
figures.push(
  { name: 'floor: health check p99', value: healthP99, unit: 'ms' },
  { name: 'floor: one indexed read of applications p99', value: readP99, unit: 'ms' },
  ...p99s.map(([name, p99]) => ({
    name: `${name} p99 against the health check p99`,
    value: round(p99 / healthP99),
    unit: '×',
  })),
);
figures.push({
  name: `seeding ${applications.toLocaleString('en')} applications`,
  value: round(seedSeconds),
  unit: 's',
});
// Closing the server closes the database too.
await app.close();

const file = writeResult(
  describeRun(
    'staff-queue',
    figures,
    `PostgreSQL, ${applications} applications (two in three submitted), ${measured} sequential GET ${staffReviewPaths.applications} per case after ${warmup} warm-up ones, as a signed-in reader over loopback; time from request to parsed reply at the client. Floors: a GET ${paths.health} and one primary-key read of applications through the server's pool after each measured call. Load average ${startLoad} at the start, ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores at the end (the machine is shared).`,
  ),
);
console.log(`wrote ${file}`);

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
