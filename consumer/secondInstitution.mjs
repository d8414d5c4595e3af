// The second institution of `examples/sierra-blanca` as a partner would set it up: its own
// project, outside this workspace, with the packed ApplyKit packages installed from their
// tarballs (never linked to the workspace's sources) and its own build run.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packPublicPackages, root } from './packages.mjs';

export const exampleSource = join(root, 'examples/sierra-blanca');

/**
 * Packs the public packages, copies the example into `workDir/sierra-blanca` (its sources and
 * files, without any node_modules or dist), points its `@applykit/*` ranges at the tarballs,
 * installs and runs its `build` script. Returns the project's folder; its built form module
 * is `dist/index.js` there.
 */
export function installSecondInstitution(workDir) {
  const tarballs = join(workDir, 'tarballs');
  mkdirSync(tarballs, { recursive: true });
  const [ui, form] = packPublicPackages(tarballs);
  const project = join(workDir, 'sierra-blanca');
  cpSync(exampleSource, project, {
    recursive: true,
    filter: (path) => !/[/\\](node_modules|dist)([/\\]|$)/.test(path.slice(exampleSource.length)),
  });
  const manifestPath = join(project, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  // The ranges stay what the example asks of npm; here npm is the tarballs just packed.
  manifest.dependencies['@applykit/admissions-form'] = `file:${form}`;
  manifest.dependencies['@applykit/ui'] = `file:${ui}`;
  manifest.pnpm = { overrides: { '@applykit/ui': `file:${ui}` } };
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  const run = (args) =>
    execFileSync('pnpm', args, { cwd: project, stdio: 'pipe', timeout: 300_000 });
  // Third-party packages from the registry, through the workspace's store (offline when cached).
  run(['install', '--prefer-offline', '--ignore-workspace', '--config.confirmModulesPurge=false']);
  run(['run', 'build']);
  return project;
}
