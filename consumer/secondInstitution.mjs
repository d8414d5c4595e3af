// The second institution of `examples/sierra-blanca` as a partner would set it up: its own
// project, outside this workspace, with the packed ApplyKit packages installed from their
// tarballs (never linked to the workspace's sources) and its own build run.
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './packages.mjs';

export const exampleSource = join(root, 'examples/sierra-blanca');

/**
 * Copies the example into `workDir/sierra-blanca` (its sources and files, without any
 * node_modules or dist), points each `@applykit/*` package it asks npm for at its tarball in
 * `tarballs` (by package name, as `packPublicPackages` returns them), installs, and runs its
 * `build` script. Returns the project's folder; its built form module is `dist/index.js` there.
 */
export function installSecondInstitution(workDir, tarballs) {
  const project = join(workDir, 'sierra-blanca');
  cpSync(exampleSource, project, {
    recursive: true,
    filter: (path) => !/[/\\](node_modules|dist)([/\\]|$)/.test(path.slice(exampleSource.length)),
  });
  const manifestPath = join(project, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  // The ranges are what the example asks of npm; here npm is the tarballs just packed, for the
  // example's own dependencies and for the packages' dependencies on one another.
  const packed = Object.fromEntries(
    Object.entries(tarballs).map(([name, tarball]) => [name, `file:${tarball}`]),
  );
  for (const name of Object.keys(manifest.dependencies)) {
    if (packed[name]) manifest.dependencies[name] = packed[name];
  }
  manifest.pnpm = { overrides: packed };
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  const run = (args) =>
    execFileSync('pnpm', args, { cwd: project, stdio: 'pipe', timeout: 300_000 });
  // Third-party packages from the registry, through the workspace's store (offline when cached).
  run(['install', '--prefer-offline', '--ignore-workspace', '--config.confirmModulesPurge=false']);
  run(['run', 'build']);
  return project;
}
