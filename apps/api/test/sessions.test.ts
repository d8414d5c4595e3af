import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, serverMessages, sessionHeaders } from '@applykit/api-contract';
import {
  cookiesOf,
  post,
  signedInApplicant,
  startTestServer,
  strongPassword,
  type TestServer,
} from './support/applicants';
import { databaseKinds } from './support/database';
import { readConfig } from '../src/config';

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

  it('answers 401 with the session-invalid message without a session, and clears the cookies sent', async () => {
    for (const cookie of ['applykit_session=forged-id', 'applykit_identity.session=1']) {
      const reply = await profile(cookie);
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual({ message: messages.sessionInvalid });
      const cleared = reply.cookies.map((c) => [c.name, c.value]);
      expect(cleared, cookie).toEqual([
        ['applykit_session', ''],
        ['applykit_identity.session', ''],
      ]);
    }
  });

  // A call sent before logging in can be answered after the log in set its cookies; a browser
  // applies the refusal's cookies too, and clearing them there would log the applicant out.
  it('clears nothing when no session cookie was sent', async () => {
    const reply = await profile();
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toEqual({ message: messages.sessionInvalid });
    expect(reply.cookies).toEqual([]);
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

  const lastSeen = async (username: string) =>
    (
      await server.database.query<{ last_seen_at: Date }>(
        `SELECT s.last_seen_at FROM sessions s JOIN applicants a ON a.id = s.applicant_id
          WHERE a.username = $1`,
        [username],
      )
    )[0]!.last_seen_at;
  const setLastSeen = (username: string, ago: string) =>
    server.database.query(
      `UPDATE sessions SET last_seen_at = now() - $2::interval
        WHERE applicant_id = (SELECT id FROM applicants WHERE username = $1)`,
      [username, ago],
    );

  it('tells the portal its idle limit and exactly when this session ends', async () => {
    const { username, cookie } = await signedInApplicant(server);
    const fresh = await profile(cookie);
    expect(fresh.headers[sessionHeaders.idleSeconds]).toBe('900');
    expect(Number(fresh.headers[sessionHeaders.expiresIn])).toBeGreaterThan(898);
    expect(Number(fresh.headers[sessionHeaders.expiresIn])).toBeLessThanOrEqual(900);
    await setLastSeen(username, '40 seconds');
    const later = await profile(cookie);
    expect(Number(later.headers[sessionHeaders.expiresIn])).toBeGreaterThan(858);
    expect(Number(later.headers[sessionHeaders.expiresIn])).toBeLessThanOrEqual(860);
    // A reply without a session says nothing of one.
    const none = await profile();
    expect(none.headers[sessionHeaders.expiresIn]).toBeUndefined();
  });

  it('records activity at most once a minute: reads within it write nothing', async () => {
    const { username, cookie } = await signedInApplicant(server);
    await setLastSeen(username, '59 seconds');
    const recorded = await lastSeen(username);
    for (let i = 0; i < 3; i++) expect((await profile(cookie)).statusCode).toBe(200);
    expect(await lastSeen(username)).toEqual(recorded);

    await setLastSeen(username, '61 seconds');
    const before = Date.now();
    const reply = await profile(cookie);
    expect(reply.statusCode).toBe(200);
    expect((await lastSeen(username)).getTime()).toBeGreaterThan(before - 5_000);
    expect(Number(reply.headers[sessionHeaders.expiresIn])).toBeGreaterThan(898);
  });

  it('a read that writes nothing says the end it did not move, and the session lasts until then', async () => {
    const { username, cookie } = await signedInApplicant(server);
    await setLastSeen(username, '30 seconds');
    const recorded = await lastSeen(username);
    const read = await profile(cookie);
    expect(await lastSeen(username)).toEqual(recorded);
    // The portal warns from this figure: 870 s, not the 900 a written activity would give.
    const announced = Number(read.headers[sessionHeaders.expiresIn]);
    expect(announced).toBeGreaterThan(868);
    expect(announced).toBeLessThanOrEqual(870);
    // One second before the announced end (the clock moved on by 869 s) it is still alive...
    await setLastSeen(username, '899 seconds');
    expect((await profile(cookie)).statusCode).toBe(200);
    // ...and the limit after the recorded activity it is over, whatever was read meanwhile.
    await setLastSeen(username, '900 seconds');
    expect((await profile(cookie)).statusCode).toBe(401);
  });

  it('GET /api/session extends a live session and says when it now ends', async () => {
    const { username, cookie } = await signedInApplicant(server);
    await setLastSeen(username, '14 minutes 30 seconds');
    const reply = await server.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ message: serverMessages.sessionActive });
    expect(Number(reply.headers[sessionHeaders.expiresIn])).toBeGreaterThan(898);
    await setLastSeen(username, '15 minutes 1 second');
    const ended = await server.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie },
    });
    expect(ended.statusCode).toBe(401);
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

  // PUT /api/answer checks its session in the statement that saves: each way a session ends
  // must refuse the save, change nothing, and clear the cookies as any route does.
  const save = (cookie: string | undefined, payload: unknown) =>
    server.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });
  const storedAnswers = async (username: string) =>
    (
      await server.database.query<{ answers: Record<string, string> }>(
        `SELECT p.answers FROM applications p JOIN applicants a ON a.id = p.applicant_id
          WHERE a.username = $1`,
        [username],
      )
    )[0]!.answers;

  it('a save refuses a session ended by idleness, by its 12 hours or by log out, and saves nothing', async () => {
    const ends: [string, (username: string, cookie: string) => Promise<unknown>][] = [
      ['idle', (username) => setLastSeen(username, '15 minutes 1 second')],
      [
        'absolute',
        (username) =>
          server.database.query(
            `UPDATE sessions SET created_at = now() - interval '12 hours 1 second'
              WHERE applicant_id = (SELECT id FROM applicants WHERE username = $1)`,
            [username],
          ),
      ],
      [
        'logged out',
        (_username, cookie) =>
          server.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } }),
      ],
    ];
    for (const [end, endSession] of ends) {
      const { username, cookie } = await signedInApplicant(server);
      expect((await save(cookie, { first_name: 'Ana' })).statusCode, end).toBe(200);
      await endSession(username, cookie);
      const refused = await save(cookie, { first_name: 'Mallory' });
      expect(refused.statusCode, end).toBe(401);
      expect(refused.json()).toEqual({ message: messages.sessionInvalid });
      expect(refused.cookies.map((c) => [c.name, c.value])).toEqual([
        ['applykit_session', ''],
        ['applykit_identity.session', ''],
      ]);
      expect(refused.headers[sessionHeaders.expiresIn], end).toBeUndefined();
      expect(await storedAnswers(username), end).toEqual({ first_name: 'Ana' });
      // A body the route would refuse still meets the session first: 401, not 400.
      const badBody = await save(cookie, { no_such_question: 'x' });
      expect(badBody.statusCode, end).toBe(401);
    }
  });

  it('a save records activity at most once a minute and says when the session ends', async () => {
    const { username, cookie } = await signedInApplicant(server);
    await setLastSeen(username, '30 seconds');
    const recorded = await lastSeen(username);
    const within = await save(cookie, { first_name: 'Ana' });
    expect(within.statusCode).toBe(200);
    expect(await lastSeen(username)).toEqual(recorded);
    expect(Number(within.headers[sessionHeaders.expiresIn])).toBeGreaterThan(868);
    expect(Number(within.headers[sessionHeaders.expiresIn])).toBeLessThanOrEqual(870);
    expect(within.headers[sessionHeaders.idleSeconds]).toBe('900');

    await setLastSeen(username, '61 seconds');
    const before = Date.now();
    const stale = await save(cookie, { first_name: 'Ana' });
    expect(stale.statusCode).toBe(200);
    expect((await lastSeen(username)).getTime()).toBeGreaterThan(before - 5_000);
    expect(Number(stale.headers[sessionHeaders.expiresIn])).toBeGreaterThan(898);
    // A refused body of a live session is activity too, and its reply says so.
    await setLastSeen(username, '61 seconds');
    const refused = await save(cookie, { no_such_question: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(Number(refused.headers[sessionHeaders.expiresIn])).toBeGreaterThan(898);
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
    expect(names).toEqual([
      '__Host-applykit_session',
      'CognitoIdentityServiceProvider.session',
      '__Host-applykit_device',
    ]);
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

describe.each(databaseKinds)('a configured idle limit on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { sessionIdleSeconds: 3 });
  });
  afterAll(() => server.app.close());

  it('ends a session that many seconds after its last request, by the clock', async () => {
    const { cookie } = await signedInApplicant(server);
    const profile = () =>
      server.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    const first = await profile();
    expect(first.headers[sessionHeaders.idleSeconds]).toBe('3');
    // Requests 2 s apart keep it alive past its first 3 s.
    await new Promise((done) => setTimeout(done, 2_000));
    expect((await profile()).statusCode).toBe(200);
    await new Promise((done) => setTimeout(done, 2_000));
    expect((await profile()).statusCode).toBe(200);
    await new Promise((done) => setTimeout(done, 3_100));
    const ended = await profile();
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ message: messages.sessionInvalid });
  });
});

describe('SESSION_IDLE_SECONDS', () => {
  it('defaults to 900 and refuses what is not a sensible number of seconds', () => {
    expect(readConfig({}).sessionIdleSeconds).toBe(900);
    expect(readConfig({ SESSION_IDLE_SECONDS: '20' }).sessionIdleSeconds).toBe(20);
    for (const bad of ['abc', '0', '-5', '1.5', '100000']) {
      expect(() => readConfig({ SESSION_IDLE_SECONDS: bad }), bad).toThrow(/SESSION_IDLE_SECONDS/);
    }
  });
});
