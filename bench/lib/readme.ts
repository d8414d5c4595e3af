import { meetsGoal, type BenchResult, type Figure } from './results';

function goalText(figure: Figure): string {
  if (!figure.goal) return '';
  const { max, min } = figure.goal;
  return [max !== undefined ? `≤ ${max}` : '', min !== undefined ? `≥ ${min}` : '']
    .join(' ')
    .trim();
}

/** The README's benchmark table: one row per figure, judged against its goal. */
export function benchTable(results: readonly BenchResult[]): string {
  const rows = results.flatMap((result) =>
    result.figures.map((figure) => {
      const verdict = meetsGoal(figure);
      const value = `${figure.value}${figure.unit ? ` ${figure.unit}` : ''}`;
      const met = verdict === undefined ? '' : verdict ? 'met' : 'not met';
      const run = `${result.date.slice(0, 10)}, ${result.machine.cpus} CPUs, Node ${result.machine.node}`;
      return `| ${result.benchmark} | ${figure.name} | ${value} | ${goalText(figure)} | ${met} | ${run} |`;
    }),
  );
  return [
    '| benchmark | figure | value | goal | goal met | run |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

const section = /<!-- bench:start -->[\s\S]*<!-- bench:end -->/;

/** The README with the table between its bench markers; a README without them gains a section. */
export function withBenchTable(readme: string, table: string): string {
  const block = `<!-- bench:start -->\n${table}\n<!-- bench:end -->`;
  return section.test(readme)
    ? readme.replace(section, () => block)
    : `${readme}\n## Benchmarks\n\n\`pnpm bench\` (after \`pnpm build\`) measures on loopback and writes \`bench/results/\`.\n\n${block}\n`;
}
