import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@applykit/api-contract';
import { documentKeys } from '@applykit/admissions-form/validate';
import {
  signedInApplicant,
  startTestServer,
  uniqueEmail,
  type TestServer,
} from './support/applicants';
import { databaseKinds } from './support/database';

describe.each(databaseKinds)('HTTP safeguards on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { publicUrl: 'http://localhost:3000' });
  });
  afterAll(() => server.app.close());

  it('refuses text/plain and form bodies on writes with 415, before anything else', async () => {
    const { cookie } = await signedInApplicant(server);
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      for (const url of ['/api/answer', '/public/signup']) {
        const reply = await server.app.inject({
          method: url.startsWith('/api') ? 'PUT' : 'POST',
          url,
          headers: { cookie, 'content-type': type },
          payload: '{"first_name":"Ana"}',
        });
        expect(reply.statusCode, `${type} ${url}`).toBe(415);
        expect(reply.json()).toEqual({ message: serverMessages.jsonRequired });
      }
    }
  });

  it('accepts a write without a body, as the portal sends POST /api/submit', async () => {
    const { cookie } = await signedInApplicant(server);
    for (const headers of [{ cookie }, { cookie, 'content-type': 'application/json' }]) {
      const reply = await server.app.inject({ method: 'POST', url: '/api/submit', headers });
      // The empty application has errors: the body was accepted and the rules ran.
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(serverMessages.applicationHasErrors);
    }
  });

  it('reads an empty JSON body as no body on every call the portal sends without a payload', async () => {
    // The portal sends the JSON content type on every call, a DELETE and a GET included.
    const { cookie } = await signedInApplicant(server);
    const headers = { cookie, 'content-type': 'application/json', 'content-length': '0' };
    const key = documentKeys[0]!;
    for (const [method, url] of [
      ['DELETE', `/api/document-answer/${key}`],
      ['DELETE', `/api/pdf/document-answer/${key}`],
      ['GET', '/api/profile'],
      ['GET', '/api/document-answer'],
      ['GET', '/api/logout'],
    ] as const) {
      const reply = await server.app.inject({ method, url, headers, payload: '' });
      expect(reply.statusCode, `${method} ${url}: ${reply.body}`).toBe(200);
      expect(reply.headers['content-type'], `${method} ${url}`).toMatch(/^application\/json/);
    }
  });

  it('refuses writes from another origin or a cross-site fetch, and allows its own origin', async () => {
    const payload = { username: uniqueEmail() };
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ]) {
      const reply = await server.app.inject({
        method: 'POST',
        url: '/public/forgot-password',
        headers,
        payload,
      });
      expect(reply.statusCode).toBe(403);
      expect(reply.json()).toEqual({ message: serverMessages.crossSiteRefused });
    }
    const own = await server.app.inject({
      method: 'POST',
      url: '/public/forgot-password',
      headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      payload,
    });
    expect(own.statusCode).toBe(200);
  });

  it('answers malformed JSON with 400 {message}', async () => {
    const reply = await server.app.inject({
      method: 'POST',
      url: '/public/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ message: serverMessages.malformedJson });
  });

  it('refuses prototype-poisoning JSON', async () => {
    const reply = await server.app.inject({
      method: 'POST',
      url: '/public/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"a@b.cd","password":"x","__proto__":{"admin":true}}',
    });
    expect(reply.statusCode).toBe(400);
    expect(Object.keys(reply.json())).toEqual(['message']);
  });

  it('sends security headers on every reply, errors included', async () => {
    for (const url of ['/healthz', '/api/profile', '/public/nothing']) {
      const reply = await server.app.inject({ method: 'GET', url });
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['content-security-policy']).toContain("default-src 'self'");
      expect(reply.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(reply.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('keeps replies out of caches', async () => {
    const { cookie } = await signedInApplicant(server);
    const reply = await server.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie },
    });
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('answers unknown calls with a JSON 404', async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/public/nothing' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ message: serverMessages.notFound });
  });

  it('answers a bad request the same way on every route: the message and the problems per field', async () => {
    const { cookie } = await signedInApplicant(server);
    const [documentKey] = documentKeys as [string];
    for (const [method, url, payload] of [
      ['PUT', '/api/last-page', {}],
      ['POST', '/api/presigned-url', {}],
      ['POST', `/api/pdf/document-answer/${documentKey}`, { file_name: 'a.pdf' }],
    ] as const) {
      const reply = await server.app.inject({ method, url, headers: { cookie }, payload });
      expect(reply.statusCode, url).toBe(400);
      const body = reply.json<{ message: string; errors: Record<string, string[]> }>();
      expect(body.message, url).toEqual(expect.any(String));
      expect(Object.keys(body.errors), url).toHaveLength(1);
    }
    const lookup = await server.app.inject({ method: 'GET', url: '/lookup/find?category=nowhere' });
    expect(lookup.statusCode).toBe(400);
    expect(lookup.json().errors).toHaveProperty('category');
  });

  it('keeps the admin calls off without ADMIN_API_KEY', async () => {
    const reply = await server.app.inject({
      method: 'POST',
      url: '/admin/service-tokens',
      headers: { authorization: 'Bearer anything' },
      payload: { username: 'a@b.cd' },
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual({ message: serverMessages.adminDisabled });
  });
});
