// The admissions-form README's "Complete minimal host", set up as a partner sets it up: its
// files in a fresh folder, the packed tarballs and the registry's packages installed, built
// with Vite. The consumer test checks it and the bench weighs its first load.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { publicPackages, root } from './packages.mjs';
import { readmeBlocks } from './readmeBlocks';

/**
 * The files of one of the README's apps, from its fenced blocks tagged `title="path"`: the Vite
 * host's blocks carry no `app`, the Next.js app's say `app="next"`.
 */
export function readmeAppFiles(app: 'vite' | 'next'): Map<string, string> {
  const files = new Map<string, string>();
  for (const block of readmeBlocks('@applykit/admissions-form')) {
    const title = /\btitle="([^"]+)"/.exec(block.info)?.[1];
    const blockApp = /\bapp="([^"]+)"/.exec(block.info)?.[1] ?? 'vite';
    if (title && blockApp === app) files.set(title, block.body);
  }
  return files;
}

/** The README's Vite host app. */
export const hostAppFiles = (): Map<string, string> => readmeAppFiles('vite');

const manifestOf = (folder: string) =>
  JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };

/** The workspace's pinned version of a package, so the app builds with what we test with. */
export const versionOf = (name: string): string => {
  const version =
    manifestOf('.').devDependencies?.[name] ??
    manifestOf(publicPackages['@applykit/admissions-form']!).dependencies?.[name] ??
    manifestOf(publicPackages['@applykit/ui']!).devDependencies?.[name];
  if (!version) throw new Error(`No pinned version of ${name} in the workspace`);
  return version;
};

/** What a README app's package.json declares besides the packed packages. */
interface AppManifest {
  name: string;
  type?: 'module';
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

/**
 * Writes one of the README's apps into `app`: its files, and a package.json whose dependencies
 * are the packed packages (`tarballs` by name) and the manifest's own.
 */
export function writeReadmeApp(
  app: string,
  which: 'vite' | 'next',
  tarballs: Record<string, string>,
  { dependencies, ...manifest }: AppManifest,
): void {
  for (const [path, body] of readmeAppFiles(which)) {
    mkdirSync(dirname(join(app, path)), { recursive: true });
    writeFileSync(join(app, path), body);
  }
  const packed = Object.fromEntries(
    Object.entries(tarballs).map(([name, tarball]) => [name, `file:${tarball}`]),
  );
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      private: true,
      ...manifest,
      dependencies: { ...packed, ...dependencies },
      // The packages' own "@applykit/ui": "^x.y.z" come from npm for a partner; here, from the tarballs.
      pnpm: { overrides: packed },
    }),
  );
}

/**
 * Writes the host app into `app` with the packed packages (`tarballs` by name) as its
 * dependencies, plus `devDependencies` (name → version) for the tools a caller runs in it.
 */
export function writeHostApp(
  app: string,
  tarballs: Record<string, string>,
  devDependencies: Record<string, string> = {},
): void {
  writeReadmeApp(app, 'vite', tarballs, {
    name: 'riverbend-apply',
    type: 'module',
    dependencies: { react: versionOf('react'), 'react-dom': versionOf('react-dom') },
    devDependencies: {
      '@vitejs/plugin-react': versionOf('@vitejs/plugin-react'),
      vite: versionOf('vite'),
      ...devDependencies,
    },
  });
}

/**
 * Installs one of the README's apps: third-party packages through the workspace's store,
 * offline when cached. Returns the command's runner for the app's own build.
 */
export function installReadmeApp(
  app: string,
  environment: NodeJS.ProcessEnv = process.env,
): (args: string[]) => string {
  const run = (args: string[]) =>
    execFileSync('pnpm', args, {
      cwd: app,
      encoding: 'utf8',
      stdio: 'pipe',
      timeout: 300_000,
      env: environment,
    });
  run(['install', '--prefer-offline', '--ignore-workspace', '--config.confirmModulesPurge=false']);
  return run;
}

/** Installs and builds the host app. */
export function installAndBuild(app: string): void {
  installReadmeApp(app)(['exec', 'vite', 'build', '--logLevel', 'warn']);
}

export interface BuiltFile {
  /** Path under the build's folder, e.g. `assets/index-abc.js`. */
  file: string;
  bytes: number;
  gzip: number;
  brotli: number;
}

const weigh = (dist: string, file: string): BuiltFile => {
  const content = readFileSync(join(dist, file));
  return {
    file,
    bytes: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
  };
};

/**
 * What a first visit downloads before the app runs: the page, its entry script, the chunks Vite
 * preloads with it (every static import) and its stylesheets; `lazy` is every other script,
 * fetched only when code asks for it.
 */
export function firstLoad(dist: string): { first: BuiltFile[]; lazy: BuiltFile[] } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const referenced = [
    ...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="\/?([^"]+\.(?:js|css))"/g),
  ].map((match) => match[1]!);
  const scripts = readdirSync(join(dist, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`);
  return {
    first: ['index.html', ...referenced].map((file) => weigh(dist, file)),
    lazy: scripts.filter((file) => !referenced.includes(file)).map((file) => weigh(dist, file)),
  };
}
