// `pnpm bench`: every benchmark in turn (each bounded in time, loopback only), then the
// README table rebuilt from bench/results/*.json.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { meetsGoal, type BenchResult } from './lib/results';

const benchDir = import.meta.dirname;
const resultsDir = join(benchDir, 'results');
const readme = resolve(benchDir, '../README.md');
const only = process.argv.slice(2);
const benchmarks = ['bundle', 'keystroke', 'api', 'lookup', 'conversion'].filter(
  (name) => (only.length === 0 || only.includes(name)) && existsSync(join(benchDir, `${name}.ts`)),
);

let failed = 0;
for (const name of benchmarks) {
  console.log(`\n━━ bench: ${name} ━━`);
  const { status } = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(benchDir, `${name}.ts`)],
    {
      stdio: 'inherit',
      cwd: benchDir,
      timeout: 15 * 60_000,
    },
  );
  if (status !== 0) failed++;
}

const rows = readdirSync(resultsDir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .flatMap((f) => {
    const result = JSON.parse(readFileSync(join(resultsDir, f), 'utf8')) as BenchResult;
    return result.figures.map((figure) => {
      const verdict = meetsGoal(figure);
      const goal = figure.goal
        ? [
            figure.goal.max !== undefined ? `≤ ${figure.goal.max}` : '',
            figure.goal.min !== undefined ? `≥ ${figure.goal.min}` : '',
          ]
            .join(' ')
            .trim()
        : '';
      return `| ${result.benchmark} | ${figure.name} | ${figure.value} ${figure.unit} | ${goal} | ${verdict === undefined ? '' : verdict ? 'met' : 'missed'} | ${result.date.slice(0, 10)}, ${result.machine.cpus} CPUs, Node ${result.machine.node} |`;
    });
  });
const table = [
  '| benchmark | figure | value | goal | | run |',
  '| --- | --- | --- | --- | --- | --- |',
  ...rows,
].join('\n');
const text = readFileSync(readme, 'utf8');
const marked = /<!-- bench:start -->[\s\S]*<!-- bench:end -->/;
const block = `<!-- bench:start -->\n${table}\n<!-- bench:end -->`;
writeFileSync(
  readme,
  marked.test(text)
    ? text.replace(marked, block)
    : `${text}\n## Benchmarks\n\n\`pnpm bench\` (after \`pnpm build\`) measures on loopback and writes \`bench/results/\`.\n\n${block}\n`,
);
console.log(`\n${table}`);
process.exit(failed ? 1 : 0);
