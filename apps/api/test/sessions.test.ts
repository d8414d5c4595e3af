import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, serverMessages } from '@applykit/api-contract';
import {
  cookiesOf,
  post,
  signedInApplicant,
  startTestServer,
  strongPassword,
  type TestServer,
} from './support/applicants';
import { databaseKinds } from './support/database';

describe.each(databaseKinds)('sessions on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.app.close());

  const profile = (cookie?: string) =>
    server.app.inject({ method: 'GET', url: '/api/profile', headers: cookie ? { cookie } : {} });

  const sessionRows = (username: string) =>
    server.database.query<{ id_hash: string }>(
      'SELECT s.id_hash FROM sessions s JOIN applicants a ON a.id = s.applicant_id WHERE a.username = $1',
      [username],
    );

  it('sets an HttpOnly SameSite=Lax session cookie and a readable presence cookie', async () => {
    const { username } = await signedInApplicant(server);
    const login = await post(server.app, '/public/login', { username, password: strongPassword });
    const session = login.cookies.find((c) => c.name === 'applykit_session');
    const presence = login.cookies.find((c) => c.name === 'applykit_identity.session');
    expect(session).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 12 * 3600,
    });
    expect(session?.secure).toBeFalsy();
    expect(session?.value).toMatch(/^[\w-]{43}$/);
    expect(presence).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(presence?.httpOnly).toBeFalsy();
  });

  it('stores only a hash of the session id', async () => {
    const { username, cookie } = await signedInApplicant(server);
    const id = /applykit_session=([\w-]+)/.exec(cookie)![1]!;
    const rows = await sessionRows(username);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.id_hash).not.toContain(id);
  });

  it('issues a new session id at every log in and ends the one the browser had', async () => {
    const { username, cookie } = await signedInApplicant(server);
    const again = await server.app.inject({
      method: 'POST',
      url: '/public/login',
      payload: { username, password: strongPassword },
      headers: { cookie },
    });
    expect(cookiesOf(again)).not.toBe(cookie);
    expect((await profile(cookie)).statusCode).toBe(401);
    expect((await profile(cookiesOf(again))).statusCode).toBe(200);
  });

  it('answers 401 with the session-invalid message without a session, and clears the cookies', async () => {
    for (const cookie of [undefined, 'applykit_session=forged-id']) {
      const reply = await profile(cookie);
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual({ message: messages.sessionInvalid });
      const cleared = reply.cookies.map((c) => [c.name, c.value]);
      expect(cleared).toEqual([
        ['applykit_session', ''],
        ['applykit_identity.session', ''],
      ]);
    }
  });

  it('guards every /api/ call, including ones no module has yet', async () => {
    for (const [method, url] of [
      ['PUT', '/api/answer'],
      ['POST', '/api/submit'],
      ['GET', '/api/tabs'],
      ['GET', '/api/logout'],
      ['GET', '/api/no-such-call'],
    ] as const) {
      const reply = await server.app.inject({ method, url });
      expect(reply.statusCode, `${method} ${url}`).toBe(401);
      expect(reply.json()).toEqual({ message: messages.sessionInvalid });
    }
  });

  it('expires after 15 minutes without activity', async () => {
    const { username, cookie } = await signedInApplicant(server);
    await server.database.query(
      `UPDATE sessions SET last_seen_at = now() - interval '14 minutes'
        WHERE applicant_id = (SELECT id FROM applicants WHERE username = $1)`,
      [username],
    );
    // Activity within the 15 minutes keeps it alive and restarts the clock.
    expect((await profile(cookie)).statusCode).toBe(200);
    await server.database.query(
      `UPDATE sessions SET last_seen_at = now() - interval '15 minutes 1 second'
        WHERE applicant_id = (SELECT id FROM applicants WHERE username = $1)`,
      [username],
    );
    expect((await profile(cookie)).statusCode).toBe(401);
  });

  it('expires 12 hours after log in, however active', async () => {
    const { username, cookie } = await signedInApplicant(server);
    await server.database.query(
      `UPDATE sessions SET created_at = now() - interval '12 hours 1 second'
        WHERE applicant_id = (SELECT id FROM applicants WHERE username = $1)`,
      [username],
    );
    expect((await profile(cookie)).statusCode).toBe(401);
  });

  it('logs out: revokes the session and clears both cookies', async () => {
    const { username, cookie } = await signedInApplicant(server);
    const logout = await server.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: serverMessages.loggedOut });
    expect(logout.cookies.map((c) => c.value)).toEqual(['', '']);
    expect(await sessionRows(username)).toHaveLength(0);
    expect((await profile(cookie)).statusCode).toBe(401);
  });
});

describe.each(databaseKinds)('sessions over HTTPS on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      publicUrl: 'https://apply.example.edu',
      secureCookies: true,
      identityCookiePrefix: 'CognitoIdentityServiceProvider',
    });
  });
  afterAll(() => server.app.close());

  it('uses a __Host- Secure session cookie and the configured presence prefix', async () => {
    const { username } = await signedInApplicant(server);
    const login = await post(server.app, '/public/login', { username, password: strongPassword });
    const names = login.cookies.map((c) => c.name);
    expect(names).toEqual(['__Host-applykit_session', 'CognitoIdentityServiceProvider.session']);
    expect(login.cookies.every((c) => c.secure)).toBe(true);
    const profile = await server.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: cookiesOf(login) },
    });
    expect(profile.statusCode).toBe(200);
  });

  it('sends HSTS', async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(reply.headers['strict-transport-security']).toMatch(/max-age=/);
  });
});
