import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';

export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** The goal this figure is held to, when the issue sets one. */
  goal?: { max?: number; min?: number };
}

export interface BenchResult {
  benchmark: string;
  date: string;
  machine: { cpus: number; cpuModel: string; node: string; platform: string };
  figures: Figure[];
  notes?: string;
}

export function describeRun(benchmark: string, figures: Figure[], notes?: string): BenchResult {
  const cores = cpus();
  return {
    benchmark,
    date: new Date().toISOString(),
    machine: {
      cpus: cores.length,
      cpuModel: cores[0]?.model ?? 'unknown',
      node: process.version,
      platform: process.platform,
    },
    figures,
    ...(notes ? { notes } : {}),
  };
}

export function meetsGoal(figure: Figure): boolean | undefined {
  if (!figure.goal) return undefined;
  const { max, min } = figure.goal;
  return (max === undefined || figure.value <= max) && (min === undefined || figure.value >= min);
}

/** Writes bench/results/<name>.json, the file the README table is built from. */
export function writeResult(
  result: BenchResult,
  dir = join(import.meta.dirname, '../results'),
): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${result.benchmark}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}

/** Percentile by nearest rank, on a copy. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}
