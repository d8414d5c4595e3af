import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = import.meta.dirname;

describe('the policies entry', () => {
  it('imports nothing outside itself: no zod, no React, so the widget kit loads it for free', () => {
    const outside: string[] = [];
    for (const file of readdirSync(folder).filter(
      (f) => f.endsWith('.ts') && !f.includes('.test.'),
    )) {
      const source = readFileSync(join(folder, file), 'utf8');
      for (const [, specifier] of source.matchAll(/(?:import|export)[^'"]*from '([^']+)'/g))
        if (!specifier?.startsWith('./')) outside.push(`${file}: ${specifier}`);
    }
    expect(outside).toEqual([]);
  });
});
