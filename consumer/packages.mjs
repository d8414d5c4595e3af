// The public packages as a partner gets them: `pnpm pack` applies publishConfig (dist exports)
// and turns workspace: ranges into real version ranges, so every check runs on the tarballs.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The packages published to npm; api-contract and the apps stay private. */
export const publicPackages = ['packages/ui', 'packages/admissions-form'];

/** Packs every public package (from its built dist) into `destination`; returns the tarball paths. */
export function packPublicPackages(destination) {
  return publicPackages.map((folder) => {
    const before = new Set(readdirSync(destination));
    execFileSync('pnpm', ['pack', '--pack-destination', destination], {
      cwd: join(root, folder),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const tarball = readdirSync(destination).find((name) => !before.has(name));
    if (!tarball) throw new Error(`pnpm pack wrote no tarball for ${folder}`);
    return join(destination, tarball);
  });
}

/**
 * publint and attw on one tarball. The packages are ESM only (`"type": "module"`, no require
 * entry), so attw checks the esm-only profile; `styles.css` is a stylesheet, not a module.
 * Returns the combined output; throws (with that output) when either reports a problem.
 */
export function checkTarball(tarball) {
  const run = (args) =>
    execFileSync('pnpm', ['exec', ...args], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
  const publint = run(['publint', 'run', tarball, '--strict']);
  const attw = run([
    'attw',
    tarball,
    '--profile',
    'esm-only',
    '--exclude-entrypoints',
    'styles.css',
    '--format',
    'ascii',
  ]);
  return `${publint}\n${attw}`;
}
