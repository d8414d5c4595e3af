// The public packages as a partner gets them: `pnpm pack` runs each package's `prepack` (which
// builds dist), applies publishConfig (dist exports) and turns workspace: ranges into real
// version ranges, so every check runs on the tarballs a fresh clone would publish.
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The packages published to npm, by name; the apps stay private. */
export const publicPackages = {
  '@applykit/ui': 'packages/ui',
  '@applykit/admissions-form': 'packages/admissions-form',
  '@applykit/api-contract': 'packages/api-contract',
};

async function pack(name, destination, build) {
  const folder = publicPackages[name];
  const into = join(destination, basename(folder));
  mkdirSync(into);
  const skipBuild = build ? [] : ['--config.ignore-scripts=true'];
  await run('pnpm', ['pack', ...skipBuild, '--pack-destination', into], {
    cwd: join(root, folder),
  });
  const [tarball] = readdirSync(into);
  if (!tarball) throw new Error(`pnpm pack wrote no tarball for ${name}`);
  return [name, join(into, tarball)];
}

/**
 * Packs every public package into `destination` (each `prepack` builds its own package);
 * resolves to the tarball path by name. The kit first: the others' builds read its source,
 * which its build regenerates (the message catalogues); then the others side by side.
 * `{ build: false }` packs the dist `pnpm build` left, without running `prepack`: for the
 * journeys, which need that build anyway.
 */
export async function packPublicPackages(destination, { build = true } = {}) {
  const kit = await pack('@applykit/ui', destination, build);
  const others = await Promise.all(
    Object.keys(publicPackages)
      .filter((name) => name !== '@applykit/ui')
      .map((name) => pack(name, destination, build)),
  );
  return Object.fromEntries([kit, ...others]);
}

/** The `prepack` script of each public package (a published package must build itself). */
export function prepackScripts() {
  return Object.fromEntries(
    Object.entries(publicPackages).map(([name, folder]) => [
      name,
      JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')).scripts?.prepack,
    ]),
  );
}

/**
 * publint and attw on one tarball. The packages are ESM only (`"type": "module"`, `import` and
 * `default` conditions, no CommonJS build), so attw checks the esm-only profile; `styles.css` is
 * a stylesheet, not a module. Returns the combined output; throws (with that output) when
 * either reports a problem.
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

/** The README inside a tarball, as the registry shows it. */
export function packedReadme(tarball) {
  return execFileSync('tar', ['-xzOf', tarball, 'package/README.md'], { encoding: 'utf8' });
}

/**
 * Links in a README that break on the registry's page: relative paths (`../ui`,
 * `docs/x.md`) resolve against npmjs.com, not the repository. In-page anchors (`#…`) work.
 */
export function relativeLinks(markdown) {
  const prose = markdown.replace(/^```[\s\S]*?^```$/gm, '').replace(/`[^`\n]*`/g, '');
  const targets = [
    ...[...prose.matchAll(/\]\(\s*<?([^)\s>]+)/g)].map((match) => match[1]),
    ...[...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((match) => match[1]),
    ...[...prose.matchAll(/\b(?:href|src)="([^"]+)"/g)].map((match) => match[1]),
  ];
  return targets.filter((target) => !/^(?:[a-z][a-z0-9+.-]*:|#)/i.test(target));
}

/**
 * Lines of a tarball (code, types, source maps, READMEs) that cite the internal specification
 * by a section number: a partner has no such document; the package describes itself.
 */
export function specificationCitations(tarball) {
  const listing = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n');
  const text = listing.filter((path) => /\.(?:js|mjs|ts|mts|map|json|md|css)$/.test(path));
  return text.flatMap((path) =>
    execFileSync('tar', ['-xzOf', tarball, path], { encoding: 'utf8', maxBuffer: 64 << 20 })
      .split('\n')
      .filter((line) => /§\s?\d|shared\/spec/.test(line))
      .map((line) => `${path}: ${line.trim().slice(0, 160)}`),
  );
}
