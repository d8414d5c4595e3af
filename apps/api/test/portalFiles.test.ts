import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from 'vite';
import { signedInApplicant, startTestServer, type TestServer } from './support/applicants';

// The portal as `pnpm build` builds it (`pnpm test` builds first), served as `pnpm start` does.
const portalDir = resolve(import.meta.dirname, '../../portal/dist');
const manifest = JSON.parse(
  readFileSync(join(portalDir, '.vite/manifest.json'), 'utf8'),
) as Manifest;

/**
 * The files a page's chunk needs at once: itself and what it imports, transitively, besides
 * the entry (the shell's own script).
 */
function pageChunks(source: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key]!;
    if (files.has(entry.file) || entry.isEntry) return;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(source);
  return [...files];
}

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map(
    (match) => match[1]!,
  );

describe('the built portal as it reaches the phone', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { portalDir });
  }, 180_000);
  afterAll(() => server.app.close());

  const get = (url: string, acceptEncoding?: string, cookie?: string) =>
    server.app.inject({
      method: 'GET',
      url,
      headers: {
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        ...(cookie ? { cookie } : {}),
      },
    });

  it('has every file of the build written brotli- and gzip-compressed beside it', () => {
    const files = readdirSync(portalDir, { recursive: true })
      .map(String)
      .filter((file) => /\.(?:html|js|css)$/.test(file));
    expect(files.filter((file) => file.startsWith('assets')).length).toBeGreaterThan(10);
    const names = new Set(readdirSync(portalDir, { recursive: true }).map(String));
    for (const file of files) {
      expect(names.has(`${file}.br`), `${file}.br`).toBe(true);
      expect(names.has(`${file}.gz`), `${file}.gz`).toBe(true);
    }
  });

  it('sends each script and style brotli or gzip as the browser accepts, cached a year as immutable', async () => {
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
    for (const file of [entry.file, ...(entry.css ?? [])]) {
      const original = readFileSync(join(portalDir, file));
      const brotli = await get(`/${file}`, 'gzip, deflate, br, zstd');
      expect(brotli.statusCode, file).toBe(200);
      expect(brotli.headers['content-encoding'], file).toBe('br');
      expect(brotli.headers['content-type'], file).toMatch(/javascript|css/);
      expect(brotli.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
      expect(brotli.headers.vary, file).toMatch(/accept-encoding/i);
      expect(brotli.rawPayload.length, file).toBeLessThan(original.length / 2);
      expect(brotliDecompressSync(brotli.rawPayload).equals(original), file).toBe(true);

      const gzip = await get(`/${file}`, 'gzip');
      expect(gzip.headers['content-encoding'], file).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).equals(original), file).toBe(true);

      const plain = await get(`/${file}`);
      expect(plain.headers['content-encoding'], file).toBeUndefined();
      expect(plain.rawPayload.equals(original), file).toBe(true);
    }
  });

  it('never lets the HTML be used without asking, and preloads the first route’s page from it', async () => {
    const routes = [
      ['/login', 'src/auth/LoginPage.tsx'],
      ['/signup', 'src/auth/SignUpPage.tsx'],
      ['/about', 'src/form/formRoutes.ts'],
      ['/final-steps', 'src/form/formRoutes.ts'],
      // `/` goes to About You.
      ['/', 'src/form/formRoutes.ts'],
    ] as const;
    for (const [url, page] of routes) {
      const reply = await get(url, 'br');
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['content-encoding'], url).toBe('br');
      expect(reply.headers['content-type'], url).toMatch(/^text\/html/);
      expect(reply.headers['cache-control'], url).toBe('no-cache');
      const html = brotliDecompressSync(reply.rawPayload).toString();
      const preloaded = preloads(html);
      for (const chunk of pageChunks(page)) expect(preloaded, `${url}: ${chunk}`).toContain(chunk);
    }
    // The log-in page preloads nothing of the form's page.
    const login = brotliDecompressSync((await get('/login', 'br')).rawPayload).toString();
    expect(preloads(login)).not.toContain(manifest['src/form/formRoutes.ts']!.file);
  });

  it('compresses JSON replies above 1 KB, not the small ones', async () => {
    const { cookie } = await signedInApplicant(server);
    const essay = 'I transferred to continue my studies in public health. '.repeat(60);
    const save = await server.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie },
      payload: { first_name: 'Ana', last_name: essay },
    });
    expect(save.statusCode).toBe(200);
    expect(save.headers['content-encoding']).toBeUndefined();

    const profile = await get('/api/profile', 'gzip, br', cookie);
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['content-encoding']).toBe('br');
    expect(profile.headers['cache-control']).toBe('no-store');
    const json = JSON.parse(brotliDecompressSync(profile.rawPayload).toString()) as {
      answer: Record<string, string>;
    };
    expect(json.answer.last_name).toBe(essay);
    expect(profile.rawPayload.length).toBeLessThan(essay.length / 4);

    const session = await get('/api/session', 'gzip, br', cookie);
    expect(session.statusCode).toBe(200);
    expect(session.headers['content-encoding']).toBeUndefined();
  });
});
