// `pnpm bench`: every benchmark in turn (each bounded in time, loopback only), then the
// README table rebuilt from bench/results/*.json. `pnpm bench lookup api` runs only those.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { benchTable, withBenchTable } from './lib/readme';
import { startPostgres, type ThrowawayPostgres } from './lib/postgres';
import type { BenchResult } from './lib/results';

const benchDir = import.meta.dirname;
const resultsDir = join(benchDir, 'results');
const readme = resolve(benchDir, '../README.md');

/** Each benchmark, its script, and how long it may run before it is stopped. */
const benchmarks = [
  { name: 'bundle', script: 'bundle.ts', minutes: 5 },
  { name: 'keystroke', script: 'keystroke.ts', minutes: 15 },
  { name: 'slow-phone', script: 'slow-phone.ts', minutes: 10 },
  { name: 'api', script: 'api.ts', minutes: 15 },
  { name: 'lookup', script: 'lookup.ts', minutes: 10 },
  { name: 'lookup-postgres', script: 'lookup.ts', minutes: 10, postgres: true },
  { name: 'staff-queue', script: 'staff-queue.ts', minutes: 15, postgres: true },
  { name: 'conversion', script: 'conversion.ts', minutes: 15 },
];
const only = process.argv.slice(2);
const chosen = benchmarks.filter(({ name }) => only.length === 0 || only.includes(name));

const failed: string[] = [];
for (const bench of chosen) {
  console.log(`\n━━ bench: ${bench.name} ━━`);
  let postgres: ThrowawayPostgres | undefined;
  try {
    if (bench.postgres) postgres = await startPostgres();
    const { status, signal } = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(benchDir, bench.script)],
      {
        stdio: 'inherit',
        cwd: benchDir,
        timeout: bench.minutes * 60_000,
        killSignal: 'SIGKILL',
        env: { ...process.env, ...(postgres ? { BENCH_DATABASE_URL: postgres.url } : {}) },
      },
    );
    if (status !== 0) {
      failed.push(bench.name);
      if (signal) console.error(`${bench.name} stopped after ${bench.minutes} minutes (${signal})`);
    }
  } catch (error) {
    failed.push(bench.name);
    console.error(`${bench.name} could not run: ${(error as Error).message}`);
  } finally {
    postgres?.stop();
  }
}

const order = benchmarks.map(({ name }) => name);
// Results of other benchmarks (application-pdf) follow the ones this script runs.
const rank = (result: BenchResult) =>
  order.includes(result.benchmark) ? order.indexOf(result.benchmark) : order.length;
const results = readdirSync(resultsDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(join(resultsDir, file), 'utf8')) as BenchResult)
  .sort((a, b) => rank(a) - rank(b));
const table = benchTable(results);
writeFileSync(readme, withBenchTable(readFileSync(readme, 'utf8'), table));
console.log(`\n${table}`);
if (failed.length) console.error(`\nFailed: ${failed.join(', ')}`);
process.exit(failed.length ? 1 : 0);
