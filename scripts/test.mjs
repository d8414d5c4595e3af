// `pnpm test`: lint, typecheck, build, then every package's tests in one vitest run, against the
// embedded database and a throwaway PostgreSQL server, ending with one summary.
import { spawnSync } from 'node:child_process';
import { startPostgres } from './postgres.mjs';

const results = [];
function step(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n━━ ${name} ━━`);
  const { status } = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  results.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
  return status === 0;
}

step('system packages', 'bash', ['scripts/system-deps.sh']);
step('lint', 'pnpm', ['lint']);
step('typecheck', 'pnpm', ['typecheck']);
const built = step('build', 'pnpm', ['build']);
step('storybook build', 'pnpm', ['build-storybook']);

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
  if (built) step('tests', 'pnpm', ['exec', 'vitest', 'run'], testEnv);
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
