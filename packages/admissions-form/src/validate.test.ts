import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

/** The widget kit's React-free entries: the server applies the same rules as the widgets. */
const pureEntries = new Set([
  '@applykit/ui/file-rules',
  '@applykit/ui/password-rules',
  '@applykit/ui/print-text',
  '@applykit/ui/messages',
  '@applykit/ui/theme-tokens',
]);

/** The modules the server must not load: React, CSS, components, or the widget kit's main entry. */
function forbidden(modules: Iterable<string>): string[] {
  return [...modules].filter(
    (m) => !pureEntries.has(m) && /react|@applykit\/ui|\.css|\.tsx$/.test(m),
  );
}

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
      // The allowed widget-kit entries are followed too, so they cannot bring React in later.
      if (pureEntries.has(specifier)) importsOf(require.resolve(specifier), seen);
    }
  }
  return seen;
}

describe('the validate entry', () => {
  it('never imports React, CSS or the widget kit, except its pure rule entries', () => {
    const modules = importsOf(resolve(import.meta.dirname, 'validate.ts'));
    expect(modules).toContain('@applykit/api-contract/policies');
    expect(forbidden(modules)).toEqual([]);
  });

  it('would refuse the widget kit itself, React, CSS and components', () => {
    expect(
      forbidden([
        '@applykit/ui',
        '@applykit/ui/file-rules',
        '@applykit/ui/password-rules',
        '@applykit/ui/src/FileUpload/FileUpload',
        'react',
        'react-hook-form',
        '/src/form/styles.css.ts',
        '/src/form/fields.tsx',
        'node:fs',
      ]),
    ).toEqual([
      '@applykit/ui',
      '@applykit/ui/src/FileUpload/FileUpload',
      'react',
      'react-hook-form',
      '/src/form/styles.css.ts',
      '/src/form/fields.tsx',
    ]);
  });
});
