import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { buildServer } from '../src/server';
import { openTestDatabase } from './support/database';

describe('health and portal shell', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'applykit-health-'));
  const portalDir = join(dataDir, 'portal');
  let app: Awaited<ReturnType<typeof buildServer>>;

  beforeAll(async () => {
    mkdirSync(portalDir);
    writeFileSync(
      join(portalDir, 'index.html'),
      '<!doctype html><title>ApplyKit</title><div id="root"></div>',
    );
    const config = { ...readConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), portalDir };
    app = await buildServer({ config, database: await openTestDatabase('pglite') });
  });
  afterAll(() => app?.close());

  it('reports a healthy database', async () => {
    const reply = await app.inject({ method: 'GET', url: '/healthz' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves the portal shell for a deep link', async () => {
    const reply = await app.inject({ method: 'GET', url: '/education?x=1' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('<div id="root">');
  });

  // Under /api/ an unknown path answers 401 first: every /api/ call needs a session.
  it('answers an unknown API path with a JSON 404', async () => {
    const reply = await app.inject({ method: 'GET', url: '/public/nothing-here' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ message: 'Not found.' });
  });
});
