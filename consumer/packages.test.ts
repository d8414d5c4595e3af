import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkTarball, packPublicPackages } from './packages.mjs';

// Runs on the built dist (scripts/test.mjs builds before the tests), like `pnpm check:packages`.
const destination = mkdtempSync(join(tmpdir(), 'applykit-pack-'));
afterAll(() => rmSync(destination, { recursive: true, force: true }));

describe('published packages', () => {
  const tarballs = packPublicPackages(destination);

  it.each(tarballs.map((tarball) => [basename(tarball), tarball]))(
    'publint and attw find nothing wrong in %s',
    (_name, tarball) => {
      expect(checkTarball(tarball!)).toContain('All good!');
    },
  );
});
