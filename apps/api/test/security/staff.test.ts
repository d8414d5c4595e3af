import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  messages,
  serverMessages,
  staffMessages,
  staffPaths,
  staffReviewPaths,
  staffWebhookPaths,
} from '@applykit/api-contract';
import { loginBackoff } from '../../src/accounts/login-backoff';
import { sessionCookieName } from '../../src/sessions/sessions';
import { staffAttemptLimits } from '../../src/staff/routes';
import { staffCookieName } from '../../src/staff/sessions';
import {
  awayFromWindowEnd,
  cookiesOf,
  post,
  signedInApplicant,
  startTestServer,
  type TestServer,
} from '../support/applicants';
import { databaseKinds } from '../support/database';
import {
  authenticatorCode,
  forgetUsedCodes,
  signedInStaff,
  staffCall,
  staffPassword,
  type SignedInStaffMember,
} from '../support/staff';
import { call } from './support';

/** The value of one cookie in a Cookie header. */
const valueOf = (cookie: string, name: string) =>
  new URLSearchParams(cookie.replace(/; /g, '&')).get(name)!;

describe.each(databaseKinds)('the staff area under attack on %s', (kind) => {
  let server: TestServer;
  let admin: SignedInStaffMember;
  let reader: SignedInStaffMember;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signedInStaff(server, 'admin');
    reader = await signedInStaff(server, 'reader', admin);
  }, 180_000);
  afterAll(() => server.app.close());

  const staffCalls = [
    ['GET', staffPaths.me],
    ['GET', staffPaths.members],
    ['POST', staffPaths.invitations],
  ] as const;

  it('answers 401 to every staff call made with an applicant session', async () => {
    const applicant = await signedInApplicant(server);
    const applicantSession = valueOf(applicant.cookie, sessionCookieName(server.config));
    // The applicant's cookie as it is, and its id under the staff cookie's name.
    for (const cookie of [
      applicant.cookie,
      `${staffCookieName(server.config)}=${applicantSession}`,
    ]) {
      for (const [method, url] of staffCalls) {
        const reply = await staffCall(
          server.app,
          cookie,
          method,
          url,
          method === 'POST' ? {} : undefined,
        );
        expect(reply.statusCode).toBe(401);
        expect(reply.json()).toEqual({ message: staffMessages.staffOnly });
      }
    }
  });

  it('answers 401 to every applicant call made with a staff session', async () => {
    const staffSession = valueOf(admin.cookie, staffCookieName(server.config));
    for (const cookie of [admin.cookie, `${sessionCookieName(server.config)}=${staffSession}`]) {
      for (const url of ['/api/profile', '/api/session', '/api/pdf']) {
        const reply = await call(server.app, cookie, 'GET', url);
        expect(reply.statusCode).toBe(401);
        expect(reply.json()).toEqual({ message: messages.sessionInvalid });
      }
    }
  });

  it('answers 403 to a reader at the admin calls and changes nothing', async () => {
    const members = await staffCall(server.app, reader.cookie, 'GET', staffPaths.members);
    expect(members.statusCode).toBe(403);
    expect(members.json()).toEqual({ message: staffMessages.adminOnly });
    const invite = await staffCall(server.app, reader.cookie, 'POST', staffPaths.invitations, {
      email: 'someone.new@example.edu',
      role: 'admin',
    });
    expect(invite.statusCode).toBe(403);
    for (const url of [staffReviewPaths.auditLog, staffWebhookPaths.deliveries]) {
      const reply = await staffCall(server.app, reader.cookie, 'GET', url);
      expect(reply.statusCode, url).toBe(403);
      expect(reply.json()).toEqual({ message: staffMessages.adminOnly });
    }
    const made = await server.database.query(
      `SELECT 1 FROM staff_members WHERE email = 'someone.new@example.edu'`,
    );
    expect(made).toEqual([]);
  });

  it('opens nothing to a session that has the password but not the code', async () => {
    await forgetUsedCodes(server, admin.email);
    const partial = cookiesOf(
      await post(server.app, staffPaths.signIn, { username: admin.email, password: staffPassword }),
    );
    for (const [method, url] of staffCalls) {
      const reply = await staffCall(
        server.app,
        partial,
        method,
        url,
        method === 'POST' ? {} : undefined,
      );
      expect(reply.statusCode).toBe(401);
    }
  });

  it('stops guessing the authenticator code after 5 tries in 15 minutes, even the right one', async () => {
    const member = await signedInStaff(server, 'reader', admin);
    const partial = cookiesOf(
      await post(server.app, staffPaths.signIn, {
        username: member.email,
        password: staffPassword,
      }),
    );
    const right = await authenticatorCode(member.secret, 1);
    const wrong = right === '000000' ? '111111' : '000000';
    await awayFromWindowEnd(staffAttemptLimits.codesPerMember.windowMinutes);
    for (let attempt = 0; attempt < staffAttemptLimits.codesPerMember.attempts; attempt++) {
      const reply = await staffCall(server.app, partial, 'POST', staffPaths.secondFactor, {
        code: wrong,
      });
      expect(reply.statusCode).toBe(400);
    }
    const blocked = await staffCall(server.app, partial, 'POST', staffPaths.secondFactor, {
      code: right,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: serverMessages.tooManyAttempts });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.cookies).toEqual([]);
  });

  it('slows password guessing per staff member from many addresses', async () => {
    const member = await signedInStaff(server, 'reader', admin);
    for (let attempt = 0; attempt < loginBackoff.freeAttempts; attempt++) {
      const reply = await post(server.app, staffPaths.signIn, {
        username: member.email,
        password: 'Wrong-guess-2026',
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ message: serverMessages.loginRejected });
    }
    const blocked = await post(server.app, staffPaths.signIn, {
      username: member.email,
      password: staffPassword,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.cookies).toEqual([]);
  });

  it('limits staff sign-in per client address', async () => {
    const remoteAddress = '10.250.0.1';
    await awayFromWindowEnd(staffAttemptLimits.signIn.windowMinutes);
    for (let attempt = 0; attempt < staffAttemptLimits.signIn.perAddress; attempt++) {
      await post(
        server.app,
        staffPaths.signIn,
        { username: `nobody${attempt}@example.edu`, password: 'Wrong-guess-2026' },
        { remoteAddress },
      );
    }
    const blocked = await post(
      server.app,
      staffPaths.signIn,
      { username: admin.email, password: staffPassword },
      { remoteAddress },
    );
    expect(blocked.statusCode).toBe(429);
  });

  it('does not let an applicant account sign in to the staff area', async () => {
    const applicant = await signedInApplicant(server);
    const reply = await post(server.app, staffPaths.signIn, {
      username: applicant.username,
      password: 'Transfer-Student-2026',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.cookies).toEqual([]);
  });

  it('sends the staff cookie HttpOnly and SameSite=Strict, apart from the applicant cookie', async () => {
    await forgetUsedCodes(server, admin.email);
    const reply = await post(server.app, staffPaths.signIn, {
      username: admin.email,
      password: staffPassword,
    });
    const cookie = reply.cookies.find((c) => c.name === staffCookieName(server.config));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(staffCookieName(server.config)).not.toBe(sessionCookieName(server.config));
    expect(reply.headers['cache-control']).toBe('no-store');
  });
});
