import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { packPublicPackages } from './packages.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarball path by package name, packed once for every test file of this project. */
    tarballs: Record<string, string>;
    /** When packing began (ms since the epoch): every dist file shipped must be newer. */
    packStartedAt: number;
  }
}

// Packing runs every package's build (its prepack): once per run, not once per test file.
export default async function packOnce(project: TestProject) {
  const destination = mkdtempSync(join(tmpdir(), 'applykit-pack-'));
  project.provide('packStartedAt', Date.now());
  project.provide('tarballs', await packPublicPackages(destination));
  return () => rmSync(destination, { recursive: true, force: true });
}
