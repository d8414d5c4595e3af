import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/applicants';

const portalRoot = resolve(import.meta.dirname, '../../../portal');

// The portal as `pnpm build` builds it, served by the API the way `pnpm start` serves it.
describe('the built portal served in production', () => {
  let server: TestServer;
  let portalDir: string;
  let scripts: string[];

  beforeAll(async () => {
    portalDir = mkdtempSync(join(tmpdir(), 'applykit-portal-build-'));
    const build = spawnSync(
      join(portalRoot, 'node_modules/.bin/vite'),
      ['build', '--outDir', portalDir, '--emptyOutDir', '--logLevel', 'error'],
      { cwd: portalRoot, encoding: 'utf8', timeout: 240_000 },
    );
    expect(build.status, build.stderr).toBe(0);
    scripts = readdirSync(join(portalDir, 'assets')).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    server = await startTestServer('pglite', { portalDir });
  }, 300_000);
  afterAll(() => server?.app.close());

  it('hands out no source map: none is built, none is named, none is served', async () => {
    const files = readdirSync(portalDir, { recursive: true }).map(String);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    for (const script of scripts) {
      expect(readFileSync(join(portalDir, 'assets', script), 'utf8')).not.toMatch(
        /sourceMappingURL/,
      );
      const served = await server.app.inject({ method: 'GET', url: `/assets/${script}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers.sourcemap).toBeUndefined();
      // No file: the portal's fallback page, never a map.
      const map = await server.app.inject({ method: 'GET', url: `/assets/${script}.map` });
      expect(map.body, script).not.toMatch(/"mappings"|"sourcesContent"/);
    }
  });
});
