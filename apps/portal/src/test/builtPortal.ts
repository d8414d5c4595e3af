import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { afterAll, vi } from 'vitest';

const portal = resolve(import.meta.dirname, '../..');
const outDirs: string[] = [];
afterAll(() => Promise.all(outDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** The file `builtPortal` writes beside the build: each chunk's modules, from the portal root. */
export const chunkModulesFile = 'chunk-modules.json';

/** Writes which modules each chunk holds, for tests that check what a first load carries. */
const chunkModules: Plugin = {
  name: 'applykit-test-chunk-modules',
  generateBundle(_options, bundle) {
    const modules = Object.fromEntries(
      Object.values(bundle)
        .filter((file) => file.type === 'chunk')
        .map((chunk) => [chunk.fileName, chunk.moduleIds.map((id) => relative(portal, id))]),
    );
    this.emitFile({ type: 'asset', fileName: chunkModulesFile, source: JSON.stringify(modules) });
  },
};

/**
 * `vite build` of the portal, as `pnpm build` runs it, with `env` set; the folder it wrote,
 * removed when the test file is done. It also holds `chunkModulesFile`.
 */
export async function builtPortal(env: Record<string, string> = {}): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'applykit-portal-'));
  outDirs.push(outDir);
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  try {
    await build({
      root: portal,
      logLevel: 'silent',
      plugins: [chunkModules],
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    vi.unstubAllEnvs();
  }
  return outDir;
}
