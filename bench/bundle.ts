// What a first visit to each route downloads: the JavaScript and CSS requested by a fresh
// Chromium, attributed through the portal's build manifest, gzipped at level 9; and the bytes
// the real server actually sent for them (and the HTML), as Chromium's network log counts them.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { launchBrowser } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';
import { packPublicPackages } from '../consumer/packages.mjs';
import { firstLoad, installAndBuild, writeHostApp, type BuiltFile } from '../consumer/partnerApp';
import { describeRun, writeResult, type Figure } from './lib/results';

const portalDist = resolve(import.meta.dirname, '../apps/portal/dist');
const routes = ['/about', '/education', '/final-steps', '/login', '/signup'];
/**
 * Each route's goal, as headroom over a floor of the same run (`stack-floor/`): the account
 * pages load nothing of the form engine, so they may add 20 KB of ApplyKit to the floor of
 * every route; About You may add 35 KB to the floor of its form libraries. The other form
 * routes share About You's chunks and are held to nothing apart.
 */
const goals: Record<string, { floor: 'index.html' | 'form.html'; headroomKB: number }> = {
  '/about': { floor: 'form.html', headroomKB: 35 },
  '/login': { floor: 'index.html', headroomKB: 20 },
  '/signup': { floor: 'index.html', headroomKB: 20 },
};

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  css?: string[];
}
const manifest = JSON.parse(
  readFileSync(join(portalDist, '.vite/manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;
const chunkByFile = new Map<string, ManifestChunk>();
for (const chunk of Object.values(manifest)) {
  chunkByFile.set(chunk.file, chunk);
  for (const css of chunk.css ?? []) chunkByFile.set(css, chunk);
}

const gzippedKB = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length / 1024;

/**
 * A page of `stack-floor/` built like the portal, gzipped: libraries only, nothing of ApplyKit.
 * `index.html` holds the shell's libraries (every route's floor), `form.html` those plus the
 * ones About You shows from the first keystroke (the floor of `/about`).
 */
async function floorKB(page: 'index.html' | 'form.html'): Promise<number> {
  const outDir = mkdtempSync(join(tmpdir(), 'applykit-stack-floor-'));
  try {
    await build({
      root: join(import.meta.dirname, 'stack-floor'),
      logLevel: 'error',
      plugins: [react()],
      build: { outDir, emptyOutDir: true, rollupOptions: { input: page } },
    });
    const assets = readdirSync(join(outDir, 'assets')).filter((file) => /\.(js|css)$/.test(file));
    const kb = assets.reduce((sum, file) => sum + gzippedKB(join(outDir, 'assets', file)), 0);
    return Number(kb.toFixed(1));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * A partner's app, not ours: the admissions-form README's host app built with Vite from the
 * packed packages (the dist `pnpm build` left), and what its first visit downloads before the
 * app runs (page, entry script, preloaded chunks, stylesheets), gzip 9 and brotli 11.
 */
async function partnerFirstLoad(): Promise<Figure[]> {
  const workDir = mkdtempSync(join(tmpdir(), 'applykit-partner-app-'));
  try {
    const app = join(workDir, 'app');
    writeHostApp(app, await packPublicPackages(workDir, { build: false }));
    installAndBuild(app);
    const dist = join(app, 'dist');
    const { first, lazy } = firstLoad(dist);
    const kb = (kind: 'gzip' | 'brotli') =>
      Number((first.reduce((sum, file) => sum + file[kind], 0) / 1024).toFixed(1));
    // The print view is the only code that writes data-print (as the consumer test checks).
    const printing = (files: BuiltFile[]) =>
      files.filter((built) => readFileSync(join(dist, built.file), 'utf8').includes('data-print'));
    const listed = (files: BuiltFile[], from: string) =>
      files.map((built) => ({
        file: built.file,
        kb: Number((built.gzip / 1024).toFixed(2)),
        from,
        minifiedKB: Number((built.bytes / 1024).toFixed(1)),
      }));
    detail['partner app first load'] = listed(first, 'README host app');
    detail['partner app lazy chunks'] = listed(lazy, 'README host app, lazy');
    const largest = Math.max(...first.map((built) => built.bytes));
    partnerNotes.push(
      `The partner's app: ${lazy.length} lazy chunks after its own Vite build (${printing(lazy)
        .map((built) => built.file)
        .join(
          ', ',
        )} holding the print view), the largest first-load script ${(largest / 1024).toFixed(0)} KB minified.`,
    );
    return [
      {
        name: 'partner app (README host, packed packages) first-load files holding the print view',
        value: printing(first).length,
        unit: '',
        goal: { max: 0 },
      },
      {
        name: 'partner app (README host, packed packages) lazy chunks',
        value: lazy.length,
        unit: '',
      },
      {
        name: 'partner app (README host, packed packages) first load gzip',
        value: kb('gzip'),
        unit: 'KB',
      },
      {
        name: 'partner app (README host, packed packages) first load brotli',
        value: kb('brotli'),
        unit: 'KB',
      },
    ];
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

// The floors first: each route's goal is read from them.
const floors = {
  'index.html': await floorKB('index.html'),
  'form.html': await floorKB('form.html'),
};

const server = await startServer();
const browser = await launchBrowser();
const figures: Figure[] = [];
const partnerNotes: string[] = [];
const detail: Record<
  string,
  {
    file: string;
    kb: number;
    from: string;
    transferredKB?: number;
    encoding?: string;
    minifiedKB?: number;
  }[]
> = {};
try {
  for (const route of routes) {
    const page = await browser.newPage();
    const assets = new Set<string>();
    page.on('request', (request) => {
      const { pathname, origin } = new URL(request.url());
      if (origin === server.url && /\.(js|css)$/.test(pathname)) assets.add(pathname.slice(1));
    });
    const session = await page.context().newCDPSession(page);
    await session.send('Network.enable');
    await session.send('Network.setCacheDisabled', { cacheDisabled: true });
    // What crossed the wire per file (headers included), and in which encoding.
    const sent = new Map<string, { file: string; encoding: string }>();
    const transferred = new Map<string, { bytes: number; encoding: string }>();
    session.on('Network.responseReceived', ({ requestId, response }) => {
      const { pathname, origin } = new URL(response.url);
      if (origin !== server.url) return;
      const headers = Object.fromEntries(
        Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), value]),
      );
      sent.set(requestId, {
        file: pathname.slice(1) || 'index.html',
        encoding: String(headers['content-encoding'] ?? 'none'),
      });
    });
    session.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const file = sent.get(requestId);
      if (file) transferred.set(file.file, { bytes: encodedDataLength, encoding: file.encoding });
    });
    await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
    // The page counts once its own heading shows and the network has settled after it: an
    // earlier cut would miss the lazily loaded route chunk and give every route the shell's size.
    await page.locator('h1').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const landed = new URL(page.url()).pathname;
    if (landed !== route) throw new Error(`${route} went to ${landed}: its figure would be wrong.`);
    const files = [...assets].sort().map((file) => ({
      file,
      kb: Number(gzippedKB(join(portalDist, file)).toFixed(2)),
      from: chunkByFile.get(file)?.src ?? 'unlisted',
      transferredKB: Number(((transferred.get(file)?.bytes ?? 0) / 1024).toFixed(2)),
      encoding: transferred.get(file)?.encoding ?? 'unseen',
    }));
    detail[route] = files;
    const wireKB = (filter: (file: string) => boolean) =>
      Number(
        (
          [...transferred]
            .filter(([file]) => filter(file))
            .reduce((sum, [, t]) => sum + t.bytes, 0) / 1024
        ).toFixed(1),
      );
    figures.push(
      {
        name: `${route} JS+CSS as transferred by the server`,
        value: wireKB((file) => /\.(js|css)$/.test(file)),
        unit: 'KB',
      },
      {
        name: `${route} everything as transferred by the server (HTML, JS, CSS, …)`,
        value: wireKB(() => true),
        unit: 'KB',
      },
    );
    const js = files.filter((f) => f.file.endsWith('.js')).reduce((sum, f) => sum + f.kb, 0);
    const css = files.filter((f) => f.file.endsWith('.css')).reduce((sum, f) => sum + f.kb, 0);
    const goal = goals[route];
    figures.push({
      name: `${route} JS+CSS gzip`,
      value: Number((js + css).toFixed(1)),
      unit: 'KB',
      ...(goal ? { goal: { max: Number((floors[goal.floor] + goal.headroomKB).toFixed(1)) } } : {}),
    });
    if (goal) {
      figures.push({
        name: `${route} JS+CSS gzip above its floor (${goal.floor === 'form.html' ? 'the form libraries' : 'every route'})`,
        value: Number((js + css - floors[goal.floor]).toFixed(1)),
        unit: 'KB',
        goal: { max: goal.headroomKB },
      });
    }
    figures.push({ name: `${route} JS gzip`, value: Number(js.toFixed(1)), unit: 'KB' });
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
figures.push(
  {
    name: 'floor of every route (React, router, query; no ApplyKit) JS gzip',
    value: floors['index.html'],
    unit: 'KB',
  },
  {
    name: 'floor of /about (those and its form libraries; no ApplyKit) JS gzip',
    value: floors['form.html'],
    unit: 'KB',
  },
);

figures.push(...(await partnerFirstLoad()));

const notes = [
  `Goals: /login and /signup at most the floor of every route + ${goals['/login']!.headroomKB} KB, /about at most its floor + ${goals['/about']!.headroomKB} KB, both floors built in this run.`,
  ...partnerNotes,
  `Load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores at the end (sizes do not depend on it).`,
].join(' ');
const file = writeResult({ ...describeRun('bundle', figures, notes), detail } as ReturnType<
  typeof describeRun
>);
console.table(figures.map((f) => ({ figure: f.name, value: f.value, unit: f.unit })));
console.log(`wrote ${file}`);
