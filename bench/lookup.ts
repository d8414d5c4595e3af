// `pnpm --filter @applykit/bench lookup`: school suggestions against a 30,000-row directory,
// latency measured at the server (Fastify's elapsed time per reply), loopback only.
// Embedded PGlite by default; BENCH_DATABASE_URL runs it against a PostgreSQL server instead.
import rateLimit from '@fastify/rate-limit';
import { availableParallelism, loadavg } from 'node:os';
import Fastify from 'fastify';
import { openDatabase } from '../apps/api/src/db/database';
import { installContractSchemas } from '../apps/api/src/http/api-reference';
import { migrate } from '../apps/api/src/db/migrate';
import { lookupRoutes, readLookupConfig } from '../apps/api/src/lookup';
import { importDirectory } from '../apps/api/src/lookup/import';
import { usZipCodes } from '../apps/api/src/lookup/places';
import { describeRun, percentile, writeResult } from './lib/results';

const cpus = availableParallelism();

const directorySize = 30_000;
const warmup = 300;
const measured = 3_000;

// A fixed seed: every run asks the same questions of the same directory.
let seed = 20261122;
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const kinds = [
  'High School',
  'Senior High School',
  'Academy',
  'Preparatory School',
  'Charter School',
  'Christian School',
  'Early College High School',
  'School of the Arts',
];
const towns = usZipCodes;
const rows = Array.from({ length: directorySize }, (_, index) => {
  const town = pick(towns);
  const name = `${random() < 0.5 ? town.city : `${pick(['Saint', 'North', 'East', 'Lakeview', 'José Martí', 'Mount'])} ${town.city}`} ${pick(kinds)}`;
  return {
    ceeb: String(100_000 + index * 29),
    name,
    city: town.city,
    state: town.state,
    zip: town.zip,
  };
});
const csv = [
  'ceeb,name,address_line_1,city,state,zip,country',
  ...rows.map(
    (row) => `${row.ceeb},"${row.name}",1 Main Street,${row.city},${row.state},${row.zip},USA`,
  ),
].join('\n');

/** What applicants type: name beginnings, inner words, cities, codes, and slips. */
const questionKinds = ['name beginning', 'inner word', 'city', 'CEEB code', 'slip'] as const;
type QuestionKind = (typeof questionKinds)[number];

function question(): { kind: QuestionKind; text: string } {
  const row = pick(rows);
  const kind = random();
  if (kind < 0.35)
    return { kind: 'name beginning', text: row.name.slice(0, 2 + Math.floor(random() * 10)) };
  if (kind < 0.5)
    return {
      kind: 'inner word',
      text: row.name
        .split(' ')
        .slice(1)
        .join(' ')
        .slice(0, 3 + Math.floor(random() * 8)),
    };
  if (kind < 0.65) return { kind: 'city', text: row.city.slice(0, 3 + Math.floor(random() * 6)) };
  if (kind < 0.8)
    return { kind: 'CEEB code', text: row.ceeb.slice(0, 3 + Math.floor(random() * 4)) };
  const at = 1 + Math.floor(random() * (row.name.length - 2));
  const slip = row.name.slice(0, at) + row.name.slice(at + 1);
  return { kind: 'slip', text: slip.slice(0, 6 + Math.floor(random() * 12)).toUpperCase() };
}

const databaseUrl = process.env.BENCH_DATABASE_URL;
const opened = await openDatabase({ databaseUrl });
// Time spent waiting for the database per request (calls are sequential), so the report splits
// the server's time between SQL and the rest (Fastify, the rate limiter, JSON, the event loop).
let databaseTime = 0;
const database: typeof opened = {
  ...opened,
  query: async (...args: Parameters<typeof opened.query>) => {
    const started = performance.now();
    try {
      return await opened.query(...args);
    } finally {
      databaseTime += performance.now() - started;
    }
  },
} as typeof opened;
await migrate(database);
const importStarted = performance.now();
const report = await importDirectory(database, { category: 'hs_ceeb', mode: 'replace', csv });
const importSeconds = (performance.now() - importStarted) / 1000;
console.log(
  `${database.kind}: ${report.rows.length} rows imported in ${importSeconds.toFixed(1)} s`,
);

const app = Fastify({ logger: false });
installContractSchemas(app);
const samples: number[] = [];
const databaseSamples: number[] = [];
const samplesByKind = new Map<QuestionKind, number[]>(questionKinds.map((kind) => [kind, []]));
let askedKind: QuestionKind = 'name beginning';
let recording = false;
app.addHook('onRequest', async () => {
  databaseTime = 0;
});
app.addHook('onResponse', async (_request, reply) => {
  if (!recording) return;
  samples.push(reply.elapsedTime);
  databaseSamples.push(databaseTime);
  samplesByKind.get(askedKind)!.push(reply.elapsedTime);
});
await app.register(rateLimit, { global: false });
await app.register(lookupRoutes, {
  database,
  config: {
    ...readLookupConfig({}),
    seedDemoDirectory: false,
    rateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
  },
});
const base = await app.listen({ host: '127.0.0.1', port: 0 });

const missed: string[] = [];
async function ask(count: number): Promise<void> {
  for (let index = 0; index < count; index++) {
    const url = new URL('/lookup/find', base);
    url.searchParams.set('category', 'hs_ceeb');
    const { kind, text } = question();
    askedKind = kind;
    url.searchParams.set('text', text);
    const response = await fetch(url);
    if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
    if ((await response.json()).length === 0) missed.push(text);
  }
}
await ask(warmup);
missed.length = 0;
recording = true;
await ask(measured);
recording = false;
await app.close();

// The floor of the same run: one indexed prefix query per question, straight to the database
// with no HTTP, no folding and no other tier, so what the machine's load does to a query shows
// apart from what the lookup itself costs.
const floorSamples: number[] = [];
for (let index = 0; index < measured; index++) {
  const prefix = pick(rows)
    .name.slice(0, 2 + Math.floor(random() * 10))
    .toUpperCase();
  const started = performance.now();
  await opened.query(
    `SELECT name, ceeb FROM lookup_schools WHERE category = $1 AND search_name LIKE $2 || '%'
      ORDER BY search_name, ceeb LIMIT 5`,
    ['hs_ceeb', prefix],
  );
  floorSamples.push(performance.now() - started);
}
const floorP99 = percentile(floorSamples, 99);

const p50 = percentile(samples, 50);
const p99 = percentile(samples, 99);
const file = writeResult(
  describeRun(
    databaseUrl ? 'lookup-postgres' : 'lookup',
    [
      { name: 'suggestion latency p50', value: round(p50), unit: 'ms' },
      { name: 'suggestion latency p99', value: round(p99), unit: 'ms', goal: { max: 10 } },
      { name: 'of which database p50', value: round(percentile(databaseSamples, 50)), unit: 'ms' },
      { name: 'of which database p99', value: round(percentile(databaseSamples, 99)), unit: 'ms' },
      ...questionKinds.map((kind) => ({
        name: `${kind}: suggestion latency p99`,
        value: round(percentile(samplesByKind.get(kind)!, 99)),
        unit: 'ms',
      })),
      { name: 'one indexed prefix query (floor) p99', value: round(floorP99), unit: 'ms' },
      { name: 'suggestion p99 against the floor p99', value: round(p99 / floorP99), unit: '×' },
      {
        name: 'questions that found nothing',
        value: missed.length,
        unit: 'of 3,000',
        goal: { max: 10 },
      },
      { name: 'import of 30,000 rows', value: round(importSeconds), unit: 's' },
    ],
    `${database.kind}, ${directorySize} high schools, load average ${loadavg()[0]!.toFixed(1)} on ${cpus} cores at the end (the machine is shared), ${measured} sequential suggestion calls over loopback after ${warmup} warm-up ones; time from request to reply inside the server. ${missed.length} of them matched nothing.`,
  ),
);
console.log(
  `p50 ${round(p50)} ms, p99 ${round(p99)} ms (goal < 10 ms); max ${round(Math.max(...samples))} ms`,
);
console.log(`matched nothing: ${missed.map((text) => JSON.stringify(text)).join(', ')}`);
console.log(`wrote ${file}`);

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
