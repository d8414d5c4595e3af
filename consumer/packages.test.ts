import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
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
