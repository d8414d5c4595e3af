import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths, messages, paths, serverMessages } from '@applykit/api-contract';
import { apiAreaOf } from '../../src/http/api-paths';
import { signedInApplicant, startTestServer, type TestServer } from '../support/applicants';
import { databaseKinds } from '../support/database';
import { call } from './support';

/** Spellings of one /api/ path that the router treats as that path. */
const disguisedProfile = ['/%61pi/profile', '/%61%70%69/%70rofile'];

describe('apiAreaOf', () => {
  it('decides on the decoded, normalised path', () => {
    for (const url of [
      '/api/profile',
      '/%61pi/profile',
      '/%2561pi/profile',
      '/API/profile',
      '//api/profile',
      '/\\api/profile',
      '/x/../api/profile',
      '/%2e%2e/api/profile',
      '/api%2Fprofile?x=1',
    ]) {
      expect(apiAreaOf(url), url).toBe('api');
    }
    expect(apiAreaOf('/%70ublic/tmp?token=x')).toBe('public');
    expect(apiAreaOf('/lookup/find?text=%00')).toBe('lookup');
    // The portal's own pages whose names are also areas: the staff link opens /service.
    for (const url of [
      '/',
      '/about',
      '/login?next=/api/x',
      '/apix/y',
      '/portal/api/x',
      '/%zz',
      '/service?service_token=x',
      '/%73ervice?service_token=x',
    ]) {
      expect(apiAreaOf(url), url).toBeUndefined();
    }
  });

  it('places every call of the contract in an area, so none falls to the portal', () => {
    for (const path of [...Object.values(paths), ...Object.values(adminPaths)]) {
      if (path === paths.health) continue;
      expect(apiAreaOf(path), path).toBeDefined();
    }
  });
});

describe.each(databaseKinds)('percent-encoded API paths on %s', (kind) => {
  let server: TestServer;
  let applicant: { username: string; cookie: string };
  beforeAll(async () => {
    const portalDir = mkdtempSync(join(tmpdir(), 'applykit-portal-'));
    writeFileSync(join(portalDir, 'index.html'), '<!doctype html><title>ApplyKit</title>');
    server = await startTestServer(kind, { portalDir });
    applicant = await signedInApplicant(server);
    await call(server.app, applicant.cookie, 'PUT', '/api/answer', { first_name: 'Ana' });
  }, 180_000);
  afterAll(() => server.app.close());

  it('runs the session check on an encoded /api/ path, and no cache may keep the reply', async () => {
    for (const url of disguisedProfile) {
      const reply = await call(server.app, applicant.cookie, 'GET', url);
      expect(reply.statusCode, url).toBe(200);
      expect(reply.json<{ answer: Record<string, string> }>().answer, url).toEqual({
        first_name: 'Ana',
      });
      expect(reply.headers['cache-control'], url).toBe('no-store');
    }
    const withoutSession = await server.app.inject({ method: 'GET', url: '/%61pi/profile' });
    expect(withoutSession.statusCode).toBe(401);
    expect(withoutSession.json()).toEqual({ message: messages.sessionInvalid });
    expect(withoutSession.headers['cache-control']).toBe('no-store');
  });

  it("marks an applicant's documents and public links no-store however the path is spelt", async () => {
    const documents = await call(server.app, applicant.cookie, 'GET', '/%61pi/document-answer');
    expect(documents.statusCode).toBe(200);
    expect(documents.headers['cache-control']).toBe('no-store');
    const link = await server.app.inject({ method: 'GET', url: '/%70ublic/tmp?token=x' });
    expect(link.headers['cache-control']).toBe('no-store');
  });

  it("answers an unknown encoded API path with JSON 404, not the portal's page", async () => {
    const reply = await call(server.app, applicant.cookie, 'GET', '/%61pi/nothing-here');
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    const portalPage = await server.app.inject({ method: 'GET', url: '/about' });
    expect(portalPage.headers['content-type']).toMatch(/^text\/html/);
  });

  it('answers an address the router cannot read in the API error shape, without repeating it', async () => {
    const refusals = [
      // A lone surrogate, percent-encoded: no text decodes from it.
      {
        url: '/api/pdf/document-answer/%ED%A0%80',
        status: 400,
        message: serverMessages.addressInvalid,
      },
      {
        url: `/api/pdf/document-answer/${'x'.repeat(300)}`,
        status: 414,
        message: serverMessages.addressTooLong,
      },
    ];
    for (const { url, status, message } of refusals) {
      const reply = await call(server.app, applicant.cookie, 'GET', url);
      expect(reply.statusCode, url).toBe(status);
      expect(reply.headers['content-type'], url).toMatch(/^application\/json/);
      expect(reply.json(), url).toEqual({ message });
    }
  });
});
