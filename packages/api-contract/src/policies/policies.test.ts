import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = import.meta.dirname;

describe('the policies entry', () => {
  it('reaches no package, only plain modules of the contract: no zod, no React, so the widget kit loads it for free', () => {
    const outside: string[] = [];
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const [, specifier] of source.matchAll(/(?:import|export)[^'"]*from '([^']+)'/g)) {
        if (specifier?.startsWith('.')) visit(`${resolve(dirname(file), specifier)}.ts`);
        else outside.push(`${relative(folder, file)}: ${specifier}`);
      }
    };
    visit(join(folder, 'index.ts'));
    expect(outside).toEqual([]);
    expect(seen.size).toBeGreaterThan(1);
  });
});
