import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { packPublicPackages } from '../../consumer/packages.mjs';
import { installSecondInstitution } from '../../consumer/secondInstitution.mjs';

const portalRoot = resolve(import.meta.dirname, '../../apps/portal');

/** The second institution, installed from the packed packages, and a portal built with it. */
export interface SecondInstitution {
  /** The form module the API server and the portal build are given (`APPLYKIT_FORM`). */
  formModule: string;
  /** The portal built with that module, served by the API server (`PORTAL_DIR`). */
  portalDir: string;
  /** Seconds spent packing, installing and building the example, and building its portal. */
  seconds: { example: number; portal: number };
  remove(): void;
}

const secondsSince = (start: number) => Math.round((performance.now() - start) / 100) / 10;

/**
 * Installs `examples/sierra-blanca` as a partner's own project (the packed packages from
 * their tarballs, its own `build`) and builds the portal with its form module into a folder of
 * its own, as `APPLYKIT_FORM=… pnpm build` would, leaving `apps/portal/dist` to the other
 * journeys. Needs `pnpm build` first: the packages are packed from the dist it built.
 */
export async function prepareSecondInstitution(): Promise<SecondInstitution> {
  const workDir = mkdtempSync(join(tmpdir(), 'applykit-second-institution-'));
  let start = performance.now();
  const tarballs = join(workDir, 'tarballs');
  mkdirSync(tarballs);
  const project = installSecondInstitution(
    workDir,
    await packPublicPackages(tarballs, { build: false }),
  );
  const example = secondsSince(start);
  const formModule = join(project, 'dist/index.js');
  const portalDir = join(workDir, 'portal');
  start = performance.now();
  execFileSync(
    'pnpm',
    ['exec', 'vite', 'build', '--outDir', portalDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: portalRoot,
      env: { ...process.env, APPLYKIT_FORM: formModule },
      stdio: 'pipe',
      timeout: 300_000,
    },
  );
  return {
    formModule,
    portalDir,
    seconds: { example, portal: secondsSince(start) },
    remove: () => rmSync(workDir, { recursive: true, force: true }),
  };
}
