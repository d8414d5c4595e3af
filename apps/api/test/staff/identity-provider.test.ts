import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMessages, staffPaths, staffReviewPaths } from '@applykit/api-contract';
import { readIdentityProviderSettings } from '../../src/staff/identity-provider-settings';
import {
  cookiesOf,
  post,
  signedInApplicant,
  startTestServer,
  uniqueEmail,
  type TestServer,
} from '../support/applicants';
import { databaseKinds } from '../support/database';
import {
  institutionRoles,
  signInAtProvider,
  startTestIdentityProvider,
  type TestIdentityProvider,
} from '../support/identity-provider';
import { signedInStaff, staffCall, staffPassword } from '../support/staff';

const redirectUrl = 'http://localhost:3000/staff/oidc/callback';
let loginCounter = 0;

describe.each(databaseKinds)('staff sign-in through the institution on %s', (kind) => {
  let server: TestServer;
  let institution: TestIdentityProvider;
  beforeAll(async () => {
    institution = await startTestIdentityProvider(redirectUrl);
    server = await startTestServer(kind, {
      staffIdentityProvider: readIdentityProviderSettings(institution.env, {
        publicUrl: 'http://localhost:3000',
        institutionName: 'unused',
      }),
    });
  }, 180_000);
  afterAll(async () => {
    await server.app.close();
    await institution.close();
  });

  const me = (cookie: string) => staffCall(server.app, cookie, 'GET', staffPaths.me);
  const staffRows = (email: string) =>
    server.database.query<{ role: string; oidc_subject: string | null; password_hash: null }>(
      'SELECT role, oidc_subject, password_hash FROM staff_members WHERE email = $1',
      [email],
    );

  /** An account at the institution with these role claim values. */
  function institutionAccount(roles: string[], email = uniqueEmail('staff')) {
    loginCounter += 1;
    const login = `person-${process.pid}-${loginCounter}`;
    institution.addAccount(login, { email, roles });
    return { login, email };
  }

  /** Starts the sign-in, signs in at the provider, returns where it sent the browser back. */
  async function startAndSignIn(login: string) {
    const start = await post(server.app, staffPaths.identityProviderStart, {});
    expect(start.statusCode).toBe(200);
    const { url } = start.json() as { url: string };
    const authorization = new URL(url);
    expect(authorization.origin).toBe(institution.issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('redirect_uri')).toBe(redirectUrl);
    const back = await signInAtProvider(url, login);
    expect(`${back.origin}${back.pathname}`).toBe(redirectUrl);
    return { flowCookie: cookiesOf(start), query: back.search };
  }

  async function signIn(login: string) {
    const { flowCookie, query } = await startAndSignIn(login);
    return post(server.app, staffPaths.identityProviderCallback, { query }, { cookie: flowCookie });
  }

  it('offers the institution on the sign-in page', async () => {
    const reply = await server.app.inject({ method: 'GET', url: staffPaths.identityProvider });
    expect(reply.json()).toEqual({ institution: 'Test University' });
  });

  it('signs a reader in, known afterwards by issuer and subject, with no password or authenticator', async () => {
    const { login, email } = institutionAccount([institutionRoles.reader, 'library']);
    const reply = await signIn(login);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ message: staffMessages.signedIn });
    const cookie = cookiesOf(reply);
    expect((await me(cookie)).json()).toEqual({ email, role: 'reader' });
    // Signed in fully: the queue opens, the admin's calls do not.
    expect(
      (await staffCall(server.app, cookie, 'GET', staffReviewPaths.applications)).statusCode,
    ).toBe(200);
    expect((await staffCall(server.app, cookie, 'GET', staffPaths.members)).statusCode).toBe(403);
    expect(await staffRows(email)).toEqual([
      { role: 'reader', oidc_subject: login, password_hash: null },
    ]);
    // No password sign-in for this member: the institution answers for it.
    const byPassword = await post(server.app, staffPaths.signIn, {
      username: email,
      password: staffPassword,
    });
    expect(byPassword.statusCode).toBe(400);

    // A second sign-in is the same member, with the address the provider now gives.
    const newEmail = uniqueEmail('renamed');
    institution.addAccount(login, { email: newEmail, roles: [institutionRoles.reader] });
    const again = await signIn(login);
    expect((await me(cookiesOf(again))).json()).toEqual({ email: newEmail, role: 'reader' });
    expect(await staffRows(email)).toEqual([]);
    expect(await staffRows(newEmail)).toHaveLength(1);
  });

  it('makes an admin of the admin claim value, and writes each sign-in into the audit log', async () => {
    const { login, email } = institutionAccount([institutionRoles.admin]);
    const cookie = cookiesOf(await signIn(login));
    expect((await me(cookie)).json()).toEqual({ email, role: 'admin' });
    const log = await staffCall(
      server.app,
      cookie,
      'GET',
      `${staffReviewPaths.auditLog}?${new URLSearchParams({ staff: email })}`,
    );
    expect(log.json().entries).toContainEqual(
      expect.objectContaining({
        staff: email,
        action: 'sign-in-through-institution',
        detail: { issuer: institution.issuer, role: 'admin' },
      }),
    );
  });

  it('refuses a state that is not the one this browser started with', async () => {
    const { login, email } = institutionAccount([institutionRoles.reader]);
    const mine = await startAndSignIn(login);
    const other = await startAndSignIn(institutionAccount([institutionRoles.admin]).login);
    // Another browser's answer with this browser's flow, as a forged callback link would bring.
    const crossed = await post(
      server.app,
      staffPaths.identityProviderCallback,
      { query: other.query },
      { cookie: mine.flowCookie },
    );
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json()).toEqual({ message: staffMessages.identityProviderStale });
    // No flow cookie at all.
    const bare = await post(server.app, staffPaths.identityProviderCallback, { query: mine.query });
    expect(bare.json()).toEqual({ message: staffMessages.identityProviderStale });
    expect(await staffRows(email)).toEqual([]);
    // The flow is spent by a refused try: the right answer cannot follow with the same cookie.
    expect(cookiesOf(crossed)).toMatch(/applykit_staff_oidc=(;|$)/);
  });

  it('refuses an account whose role claim gives no staff role, and creates nothing', async () => {
    const { login, email } = institutionAccount(['student', 'library']);
    const reply = await signIn(login);
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual({ message: staffMessages.identityProviderNoRole });
    expect(reply.cookies.find((c) => c.name === 'applykit_staff_session')).toBeUndefined();
    expect(await staffRows(email)).toEqual([]);
  });

  it('refuses an address that belongs to a password staff member, and changes nothing', async () => {
    const admin = await signedInStaff(server, 'admin');
    const { login } = institutionAccount([institutionRoles.reader], admin.email);
    const reply = await signIn(login);
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({ message: staffMessages.identityProviderEmailTaken });
    const rows = await server.database.query<{ role: string; oidc_subject: string | null }>(
      'SELECT role, oidc_subject FROM staff_members WHERE email = $1',
      [admin.email],
    );
    expect(rows).toEqual([{ role: 'admin', oidc_subject: null }]);
  });

  it("does not let an applicant's session stand in for the flow or open the staff area", async () => {
    const applicant = await signedInApplicant(server);
    const { query } = await startAndSignIn(institutionAccount([institutionRoles.admin]).login);
    const reply = await post(
      server.app,
      staffPaths.identityProviderCallback,
      { query },
      { cookie: applicant.cookie },
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ message: staffMessages.identityProviderStale });
    expect((await me(applicant.cookie)).statusCode).toBe(401);
  });

  it("the staff member's session opens nothing of the applicant's", async () => {
    const cookie = cookiesOf(await signIn(institutionAccount([institutionRoles.admin]).login));
    const profile = await server.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie },
    });
    expect(profile.statusCode).toBe(401);
  });
});

describe('staff sign-in without an identity provider', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  }, 180_000);
  afterAll(() => server.app.close());

  it('offers none and refuses to start one', async () => {
    const offer = await server.app.inject({ method: 'GET', url: staffPaths.identityProvider });
    expect(offer.json()).toEqual({ institution: null });
    const start = await post(server.app, staffPaths.identityProviderStart, {});
    expect(start.statusCode).toBe(404);
    expect(start.json()).toEqual({ message: staffMessages.identityProviderOff });
  });
});

describe('the identity provider settings', () => {
  const base = { publicUrl: 'https://apply.example.edu', institutionName: 'Lakeside College' };
  it('stop the server when half set, and fill in the defaults', () => {
    expect(() => readIdentityProviderSettings({ STAFF_OIDC_CLIENT_ID: 'x' }, base)).toThrow(
      /STAFF_OIDC_CLIENT_ID set without STAFF_OIDC_ISSUER/,
    );
    expect(() =>
      readIdentityProviderSettings({ STAFF_OIDC_ISSUER: 'https://idp.example.edu' }, base),
    ).toThrow(/STAFF_OIDC_CLIENT_ID and STAFF_OIDC_CLIENT_SECRET/);
    const client = {
      STAFF_OIDC_ISSUER: 'https://idp.example.edu',
      STAFF_OIDC_CLIENT_ID: 'applykit',
      STAFF_OIDC_CLIENT_SECRET: 'secret',
    };
    expect(() => readIdentityProviderSettings(client, base)).toThrow(/STAFF_OIDC_READER_VALUES/);
    expect(
      readIdentityProviderSettings({ ...client, STAFF_OIDC_ADMIN_VALUES: 'dean, director' }, base),
    ).toMatchObject({
      redirectUrl: 'https://apply.example.edu/staff/oidc/callback',
      institutionName: 'Lakeside College',
      roleClaim: 'groups',
      roleValues: { admin: ['dean', 'director'], reader: [] },
    });
    expect(readIdentityProviderSettings({}, base)).toBeUndefined();
  });
});
