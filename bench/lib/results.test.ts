import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeRun, meetsGoal, percentile, writeResult } from './results';

describe('bench results', () => {
  it('records the machine with the figures', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-'));
    const file = writeResult(
      describeRun('bundle', [{ name: '/about', value: 120, unit: 'KB', goal: { max: 150 } }]),
      dir,
    );
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    expect(saved.benchmark).toBe('bundle');
    expect(saved.machine.node).toBe(process.version);
    expect(saved.figures[0]).toEqual({
      name: '/about',
      value: 120,
      unit: 'KB',
      goal: { max: 150 },
    });
  });

  it('takes percentiles by nearest rank', () => {
    const samples = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
  });

  it('judges a figure against its goal', () => {
    expect(meetsGoal({ name: 'p99', value: 12, unit: 'ms', goal: { max: 10 } })).toBe(false);
    expect(meetsGoal({ name: 'ratio', value: 0.6, unit: '×', goal: { min: 0.5 } })).toBe(true);
    expect(meetsGoal({ name: 'rps', value: 1, unit: 'req/s' })).toBeUndefined();
  });
});
