import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config';
import { startTestServer, type TestServer } from '../support/applicants';

const portalDir = resolve(import.meta.dirname, '../../../portal/dist');

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('Content-Security-Policy of the portal', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { portalDir });
  }, 180_000);
  afterAll(() => server.app.close());

  it('sends a strict policy with the portal shell, on / and on every client route', async () => {
    for (const url of ['/', '/login', '/application/about', '/service?service_token=x']) {
      const reply = await server.app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['content-type']).toMatch(/text\/html/);
      const policy = directives(reply.headers['content-security-policy'] as string);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['script-src-attr']).toEqual(["'none'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'self'"]);
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves a shell the policy lets run: no inline script, scripts from our own files', () => {
    const html = readFileSync(resolve(portalDir, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\ssrc="\/assets\//);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('lets the portal connect to its own origin only, without the S3 driver', async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/' });
    expect(directives(reply.headers['content-security-policy'] as string)['connect-src']).toEqual([
      "'self'",
    ]);
  });
});

describe('Content-Security-Policy with the S3 driver', () => {
  let server: TestServer;
  beforeAll(async () => {
    const { storage } = readConfig({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'applykit-documents',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
    });
    server = await startTestServer('pglite', { portalDir, storage });
  }, 180_000);
  afterAll(() => server.app.close());

  it('lets the portal post uploads to the configured bucket, and nowhere else', async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/' });
    expect(directives(reply.headers['content-security-policy'] as string)['connect-src']).toEqual([
      "'self'",
      'http://127.0.0.1:9000',
    ]);
  });
});
