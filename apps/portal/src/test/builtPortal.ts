import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, vi } from 'vitest';

const portal = resolve(import.meta.dirname, '../..');
const outDirs: string[] = [];
afterAll(() => Promise.all(outDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/**
 * `vite build` of the portal, as `pnpm build` runs it, with `env` set; the folder it wrote,
 * removed when the test file is done.
 */
export async function builtPortal(env: Record<string, string> = {}): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'applykit-portal-'));
  outDirs.push(outDir);
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  try {
    await build({ root: portal, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  } finally {
    vi.unstubAllEnvs();
  }
  return outDir;
}
