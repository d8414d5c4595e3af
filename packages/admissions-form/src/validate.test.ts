import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every module the server loads through `@applykit/admissions-form/validate`, transitively. */
function importsOf(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(entry, 'utf8');
  for (const [, specifier] of source.matchAll(/(?:import|export)[^'"]*from '([^']+)'/g)) {
    if (!specifier) continue;
    if (specifier.startsWith('.')) {
      const base = resolve(dirname(entry), specifier);
      const file = ['.ts', '/index.ts']
        .map((ext) => base + ext)
        .find((f) => {
          try {
            readFileSync(f);
            return true;
          } catch {
            return false;
          }
        });
      if (file) importsOf(file, seen);
    } else {
      seen.add(specifier);
    }
  }
  return seen;
}

describe('the validate entry', () => {
  it('never imports React, CSS or the widget kit', () => {
    const modules = [...importsOf(resolve(import.meta.dirname, 'validate.ts'))];
    expect(modules.filter((m) => /react|@applykit\/ui|\.css|\.tsx$/.test(m))).toEqual([]);
  });
});
