import { describe, expect, it } from 'vitest';
import { benchTable, withBenchTable } from './readme';
import { describeRun } from './results';

const lookup = describeRun('lookup', [
  { name: 'p50', value: 1.2, unit: 'ms' },
  { name: 'p99', value: 12, unit: 'ms', goal: { max: 10 } },
]);
const api = describeRun('api', [
  { name: 'against bare', value: 0.6, unit: '×', goal: { min: 0.5 } },
]);

describe('README bench table', () => {
  it('has a row per figure with its goal and verdict', () => {
    const lines = benchTable([lookup, api]).split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[2]).toMatch(/^\| lookup \| p50 \| 1\.2 ms \| {2}\| {2}\| /);
    expect(lines[3]).toContain('| lookup | p99 | 12 ms | ≤ 10 | not met |');
    expect(lines[4]).toContain('| api | against bare | 0.6 × | ≥ 0.5 | met |');
    expect(lines[4]).toContain(`Node ${process.version}`);
  });

  it('replaces only the marked section, and adds one when missing', () => {
    const readme =
      '# ApplyKit\n\n<!-- bench:start -->\nold $& table\n<!-- bench:end -->\n\nAfter.\n';
    const updated = withBenchTable(readme, 'new $1 table');
    expect(updated).toBe(
      '# ApplyKit\n\n<!-- bench:start -->\nnew $1 table\n<!-- bench:end -->\n\nAfter.\n',
    );
    const added = withBenchTable('# ApplyKit\n', 'table');
    expect(added).toContain('## Benchmarks');
    expect(added.endsWith('<!-- bench:start -->\ntable\n<!-- bench:end -->\n')).toBe(true);
  });
});
