import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import {
  checkTarball,
  packedReadme,
  prepackScripts,
  publicPackages,
  relativeLinks,
  root,
  specificationCitations,
} from './packages.mjs';

const tarballs = inject('tarballs');

/** Packages whose main entry renders: importing one makes a module a client module. */
const rendering = /^(react|react-dom|react\/jsx-runtime|@applykit\/ui|@applykit\/admissions-form)$/;

const clientEntries: Record<string, string[]> = {
  '@applykit/ui': ['/dist/index.js'],
  '@applykit/admissions-form': ['/dist/index.js', '/dist/print.js', '/dist/accounts.js'],
  '@applykit/api-contract': [],
};

/** Every package a built file imports, following its relative imports (its chunks). */
function importsOf(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  const specifiers = [
    ...code.matchAll(/\b(?:import|export)\s*(?:[^'";]*?\bfrom\s*)?["']([^"']+)["']/g),
  ].map((match) => match[1]!);
  return specifiers.flatMap((specifier) =>
    specifier.startsWith('.') ? importsOf(resolve(dirname(file), specifier), seen) : [specifier],
  );
}

describe('published packages', () => {
  it('packs every public package', () => {
    expect(Object.keys(tarballs).sort()).toEqual(Object.keys(publicPackages).sort());
  });

  it.each(Object.entries(tarballs))(
    'publint and attw find nothing wrong in %s',
    (_name, tarball) => {
      expect(checkTarball(tarball)).toContain('All good!');
    },
  );

  it.each(Object.entries(tarballs))(
    "%s's packed README links only to absolute addresses and in-page anchors",
    (_name, tarball) => {
      expect(relativeLinks(packedReadme(tarball))).toEqual([]);
    },
  );

  it.each(Object.entries(tarballs))(
    '%s cites no section of the internal specification',
    (_name, tarball) => {
      expect(specificationCitations(tarball)).toEqual([]);
    },
  );

  it.each(Object.entries(tarballs))(
    '%s: every JavaScript entry has a default condition beside import',
    (_name, tarball) => {
      const manifest = JSON.parse(
        execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }),
      ) as { exports: Record<string, string | Record<string, string>> };
      const entries = Object.values(manifest.exports).filter(
        (target) => typeof target === 'object',
      );
      expect(entries.length).toBeGreaterThan(0);
      for (const target of entries) expect(target.default).toBe(target.import);
    },
  );

  // React Server Components: an entry that renders must say "use client", and an entry a
  // server may import (rules, texts, validation, the API host) must not, or a server import of
  // it would become a client reference.
  it.each(Object.entries(tarballs))(
    '%s: exactly the entries that reach React start with "use client"',
    (name, tarball) => {
      const unpacked = mkdtempSync(join(tmpdir(), 'applykit-unpacked-'));
      try {
        execFileSync('tar', ['-xzf', tarball, '-C', unpacked]);
        const folder = join(unpacked, 'package');
        const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
          exports: Record<string, string | Record<string, string>>;
        };
        const entries = Object.values(manifest.exports).flatMap((target) =>
          typeof target === 'object' && target.import ? [join(folder, target.import)] : [],
        );
        const marked = entries.map((entry) => [
          entry.slice(folder.length),
          readFileSync(entry, 'utf8').startsWith('"use client";'),
        ]);
        const reachingReact = entries.map((entry) => [
          entry.slice(folder.length),
          importsOf(entry).some((specifier) => rendering.test(specifier)),
        ]);
        expect(marked).toEqual(reachingReact);
        expect(marked.filter(([, client]) => client).map(([entry]) => entry)).toEqual(
          clientEntries[name],
        );
      } finally {
        rmSync(unpacked, { recursive: true, force: true });
      }
    },
  );

  it('tells a relative link from one that works on the registry', () => {
    const readme = [
      'See [the kit](../ui), [docs](docs/theming.md) and [ref][r].',
      '[r]: ./CHANGELOG.md',
      'Fine: [repo](https://github.com/applykit/applykit) and [below](#install).',
      '`[not a link](../code)`',
      '```md\n[in a code block](../x)\n```',
    ].join('\n');
    expect(relativeLinks(readme)).toEqual(['../ui', 'docs/theming.md', './CHANGELOG.md']);
  });

  // A fresh clone has no dist: `pnpm pack` / `npm publish` must build it, and did so just now.
  it.each(Object.entries(publicPackages))('%s builds itself on pack (prepack)', (name, folder) => {
    expect(prepackScripts()[name]).toBe('pnpm run build');
    const dist = join(root, folder, 'dist');
    const built = readdirSync(dist).filter((file) => file.endsWith('.js'));
    expect(built.length).toBeGreaterThan(0);
    for (const file of built)
      expect(statSync(join(dist, file)).mtimeMs).toBeGreaterThanOrEqual(inject('packStartedAt'));
  });
});
