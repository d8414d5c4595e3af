// `pnpm test`: lint, typecheck, build, then every package's tests in one vitest run, against the
// embedded database and a throwaway PostgreSQL server, ending with one summary. The Debian
// packages install (network and disk, minutes on a fresh machine) runs while the CPU-bound
// steps run; only the tests wait for it.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { startPostgres } from './postgres.mjs';

const results = [];

/**
 * Runs one step and records its result. `prefixed` steps run beside others: each line of
 * their output carries the step's name, so interleaved output stays readable.
 */
function step(name, command, args, { env = {}, prefixed = false } = {}) {
  const started = Date.now();
  // The summary lists steps in the order they started, not the order they ended.
  const result = { name, ok: false, seconds: 0 };
  results.push(result);
  console.log(`\n━━ ${name}${prefixed ? ' (alongside the next steps)' : ''} ━━`);
  const child = spawn(command, args, {
    stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  if (prefixed) {
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream }).on('line', (line) => out.write(`[${name}] ${line}\n`));
    }
  }
  return new Promise((resolve) => {
    const finish = (ok) => {
      Object.assign(result, { ok, seconds: (Date.now() - started) / 1000 });
      if (prefixed)
        console.log(`[${name}] ${ok ? 'ok' : 'FAILED'} after ${result.seconds.toFixed(1)} s`);
      resolve(ok);
    };
    child.once('error', (error) => {
      console.error(`[${name}] could not start: ${error.message}`);
      finish(false);
    });
    child.once('close', (status) => finish(status === 0));
  });
}

const systemPackages = step('system packages', 'bash', ['scripts/system-deps.sh'], {
  prefixed: true,
});
await step('lint', 'pnpm', ['lint']);
await step('typecheck', 'pnpm', ['typecheck']);
const built = await step('build', 'pnpm', ['build']);
await step('storybook build', 'pnpm', ['build-storybook']);
await systemPackages;

let postgres;
let testEnv = {};
if (process.env.TEST_DATABASE_URL) {
  testEnv = { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL };
} else {
  try {
    postgres = await startPostgres();
    testEnv = { TEST_DATABASE_URL: postgres.url };
  } catch (error) {
    console.error(`Could not start PostgreSQL for the tests: ${error.message}`);
    results.push({ name: 'postgresql', ok: false, seconds: 0 });
  }
}
try {
  if (built) await step('tests', 'pnpm', ['exec', 'vitest', 'run'], { env: testEnv });
  else results.push({ name: 'tests (skipped: build failed)', ok: false, seconds: 0 });
} finally {
  postgres?.stop();
}

const failed = results.filter((r) => !r.ok);
console.log('\n━━ summary ━━');
for (const r of results)
  console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(32)} ${r.seconds.toFixed(1)} s`);
console.log(`steps: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
