import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages, staffMessages, staffPaths } from '@applykit/api-contract';
import { cookiesOf, post, uniqueEmail, type TestServer } from '../support/applicants';
import { startTestServer } from '../support/applicants';
import { databaseKinds } from '../support/database';
import {
  authenticatorCode,
  createAdminByCommand,
  enrolStaff,
  forgetUsedCodes,
  mailedInvitationId,
  signedInStaff,
  staffCall,
  staffPassword,
} from '../support/staff';
import { staffCookieName } from '../../src/staff/sessions';

describe.each(databaseKinds)('staff accounts on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  }, 180_000);
  afterAll(() => server.app.close());

  const me = (cookie: string) => staffCall(server.app, cookie, 'GET', staffPaths.me);
  const signIn = (username: string, password = staffPassword) =>
    post(server.app, staffPaths.signIn, { username, password });

  // The portal asks who is signed in while an institution's sign-in is being accepted; if that
  // refusal cleared the cookie, a browser would apply it after the sign-in had set one.
  it('clears the staff cookie only when one was sent', async () => {
    const without = await server.app.inject({ method: 'GET', url: staffPaths.me });
    expect(without.statusCode).toBe(401);
    expect(without.cookies).toEqual([]);
    const forged = await me(`${staffCookieName(server.config)}=forged-id`);
    expect(forged.statusCode).toBe(401);
    expect(forged.cookies.map((cookie) => [cookie.name, cookie.value])).toEqual([
      [staffCookieName(server.config), ''],
    ]);
  });

  it('makes the first admin from the command line, who sets a password and enrols an authenticator', async () => {
    const email = uniqueEmail('admin');
    const invitationId = await createAdminByCommand(server, email);
    const before = await signIn(email);
    expect(before.statusCode).toBe(400);

    const accepted = await post(server.app, staffPaths.invitationAcceptance, {
      id: invitationId,
      password: staffPassword,
    });
    expect(accepted.json()).toEqual({ message: staffMessages.invitationAccepted });

    const first = await signIn(email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: staffMessages.signedIn, next: 'enrolment' });
    const partial = cookiesOf(first);
    // Between password and code the session opens nothing but the enrolment.
    expect((await me(partial)).statusCode).toBe(401);

    const enrolment = await staffCall(server.app, partial, 'POST', staffPaths.enrolment, {});
    const { otpauth_uri, qr_code, secret } = enrolment.json();
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(new URL(otpauth_uri).searchParams.get('secret')).toBe(secret);
    expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr_code.split(',')[1], 'base64').toString()).toContain('<svg');

    const wrong = await staffCall(server.app, partial, 'POST', staffPaths.enrolmentConfirmation, {
      code: (await authenticatorCode(secret)) === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: staffMessages.codeRejected });

    const confirmed = await staffCall(
      server.app,
      partial,
      'POST',
      staffPaths.enrolmentConfirmation,
      { code: await authenticatorCode(secret) },
    );
    expect(confirmed.statusCode).toBe(200);
    const { recovery_codes } = confirmed.json();
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    const cookie = cookiesOf(confirmed);
    expect(cookie).not.toBe(partial);
    expect((await me(cookie)).json()).toEqual({ email, role: 'admin' });
    // The password step's session is spent: a new id came with the second factor.
    expect((await me(partial)).statusCode).toBe(401);

    const stored = await server.database.query<{ totp_secret: string }>(
      'SELECT totp_secret FROM staff_members WHERE email = $1',
      [email],
    );
    expect(stored[0]!.totp_secret).not.toContain(secret);
    const codes = await server.database.query<{ code_hash: string }>(
      `SELECT code_hash FROM staff_recovery_codes r JOIN staff_members m ON m.id = r.staff_id
        WHERE m.email = $1`,
      [email],
    );
    expect(codes.map((row) => row.code_hash)).not.toContain(recovery_codes[0]);
  });

  it('asks an enrolled member for the authenticator code after the password', async () => {
    const admin = await signedInStaff(server, 'admin');
    const second = await signIn(admin.email);
    expect(second.json()).toEqual({ message: staffMessages.signedIn, next: 'second-factor' });
    const partial = cookiesOf(second);
    const enrolAgain = await staffCall(server.app, partial, 'POST', staffPaths.enrolment, {});
    expect(enrolAgain.statusCode).toBe(401);

    const code = await authenticatorCode(admin.secret, 1);
    const done = await staffCall(server.app, partial, 'POST', staffPaths.secondFactor, { code });
    expect(done.statusCode).toBe(200);
    expect((await me(cookiesOf(done))).json()).toEqual({ email: admin.email, role: 'admin' });
  });

  it('accepts each authenticator code once', async () => {
    const admin = await signedInStaff(server, 'admin');
    const code = await authenticatorCode(admin.secret, 1);
    const first = cookiesOf(await signIn(admin.email));
    const used = await staffCall(server.app, first, 'POST', staffPaths.secondFactor, { code });
    expect(used.statusCode).toBe(200);
    const again = cookiesOf(await signIn(admin.email));
    const replay = await staffCall(server.app, again, 'POST', staffPaths.secondFactor, { code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ message: staffMessages.codeRejected });
  });

  it('signs in with a recovery code once, in any case and without the dash', async () => {
    const admin = await signedInStaff(server, 'admin');
    const recovery = admin.recoveryCodes[0]!;
    const typed = recovery.replace('-', '').toUpperCase();
    const partial = cookiesOf(await signIn(admin.email));
    const done = await staffCall(server.app, partial, 'POST', staffPaths.secondFactor, {
      code: typed,
    });
    expect(done.statusCode).toBe(200);
    const again = cookiesOf(await signIn(admin.email));
    const reused = await staffCall(server.app, again, 'POST', staffPaths.secondFactor, {
      code: recovery,
    });
    expect(reused.statusCode).toBe(400);
  });

  it('lets an admin invite a reader by mail, invite again until it is accepted, and lists the staff', async () => {
    const admin = await signedInStaff(server, 'admin');
    const email = uniqueEmail('reader');
    const invited = await staffCall(server.app, admin.cookie, 'POST', staffPaths.invitations, {
      email,
    });
    expect(invited.json()).toEqual({ message: staffMessages.invitationSent });
    const firstLink = await mailedInvitationId(server, email);
    // Not yet accepted: inviting again mails a new link, and the earlier one no longer works.
    const again = await staffCall(server.app, admin.cookie, 'POST', staffPaths.invitations, {
      email: email.toUpperCase(),
    });
    expect(again.json()).toEqual({ message: staffMessages.invitationSent });
    const secondLink = await mailedInvitationId(server, email);
    expect(secondLink).not.toBe(firstLink);
    const stale = await post(server.app, staffPaths.invitationAcceptance, {
      id: firstLink,
      password: staffPassword,
    });
    expect(stale.json()).toEqual({ message: staffMessages.invitationInvalid });

    const listed = await staffCall(server.app, admin.cookie, 'GET', staffPaths.members);
    expect(listed.json().members).toContainEqual(
      expect.objectContaining({ email, role: 'reader', active: false }),
    );
    const reader = await enrolStaff(server, email, secondLink);
    expect((await me(reader.cookie)).json()).toEqual({ email, role: 'reader' });
    const twice = await staffCall(server.app, admin.cookie, 'POST', staffPaths.invitations, {
      email,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: staffMessages.alreadyStaff });
    const after = await staffCall(server.app, admin.cookie, 'GET', staffPaths.members);
    expect(after.json().members).toContainEqual(
      expect.objectContaining({ email, role: 'reader', active: true }),
    );
  });

  it('holds an invitation to the password rules, and spends it once', async () => {
    const email = uniqueEmail('admin');
    const id = await createAdminByCommand(server, email);
    const weak = await post(server.app, staffPaths.invitationAcceptance, { id, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/^Your password does not meet the requirements/);
    const common = await post(server.app, staffPaths.invitationAcceptance, {
      id,
      password: 'Password123!',
    });
    expect(common.json()).toEqual({
      message: serverMessages.passwordTooCommon,
      errors: { password: [serverMessages.passwordTooCommon] },
    });
    const ok = await post(server.app, staffPaths.invitationAcceptance, {
      id,
      password: staffPassword,
    });
    expect(ok.statusCode).toBe(200);
    const reused = await post(server.app, staffPaths.invitationAcceptance, {
      id,
      password: 'Someone-Else-2026!',
    });
    expect(reused.json()).toEqual({ message: staffMessages.invitationInvalid });
    expect((await signIn(email, 'Someone-Else-2026!')).statusCode).toBe(400);
  });

  it('refuses an expired invitation, and gives a new link to a member who has not chosen a password', async () => {
    const email = uniqueEmail('admin');
    const id = await createAdminByCommand(server, email);
    await server.database.query(
      `UPDATE staff_invitations SET expires_at = now() - interval '1 second'
        WHERE staff_id = (SELECT id FROM staff_members WHERE email = $1)`,
      [email],
    );
    const late = await post(server.app, staffPaths.invitationAcceptance, {
      id,
      password: staffPassword,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: staffMessages.invitationInvalid });
    // The operator runs the command again for a new link; the first admin is not locked out.
    await enrolStaff(server, email, await createAdminByCommand(server, email));
  });

  it('ends the password step after 10 minutes without a code', async () => {
    const admin = await signedInStaff(server, 'admin');
    await forgetUsedCodes(server, admin.email);
    const partial = cookiesOf(await signIn(admin.email));
    await server.database.query(
      `UPDATE staff_sessions SET created_at = now() - interval '11 minutes'
        WHERE stage = 'second-factor'
          AND staff_id = (SELECT id FROM staff_members WHERE email = $1)`,
      [admin.email],
    );
    const late = await staffCall(server.app, partial, 'POST', staffPaths.secondFactor, {
      code: await authenticatorCode(admin.secret),
    });
    expect(late.statusCode).toBe(401);
  });

  it('records a staff member’s activity at most once a minute, and still ends an idle session', async () => {
    const admin = await signedInStaff(server, 'admin');
    const setLastSeen = (ago: string) =>
      server.database.query(
        `UPDATE staff_sessions SET last_seen_at = now() - $2::interval
          WHERE staff_id = (SELECT id FROM staff_members WHERE email = $1)`,
        [admin.email, ago],
      );
    const lastSeen = async () =>
      (
        await server.database.query<{ last_seen_at: Date }>(
          `SELECT s.last_seen_at FROM staff_sessions s JOIN staff_members m ON m.id = s.staff_id
            WHERE m.email = $1`,
          [admin.email],
        )
      )[0]!.last_seen_at;

    await setLastSeen('59 seconds');
    const recorded = await lastSeen();
    for (let i = 0; i < 3; i++) expect((await me(admin.cookie)).statusCode).toBe(200);
    expect(await lastSeen()).toEqual(recorded);

    await setLastSeen('61 seconds');
    const before = Date.now();
    expect((await me(admin.cookie)).statusCode).toBe(200);
    expect((await lastSeen()).getTime()).toBeGreaterThan(before - 5_000);

    await setLastSeen('15 minutes 1 second');
    expect((await me(admin.cookie)).statusCode).toBe(401);
  });

  it('signs out', async () => {
    const admin = await signedInStaff(server, 'admin');
    const out = await staffCall(server.app, admin.cookie, 'POST', staffPaths.signOut, {});
    expect(out.json()).toEqual({ message: staffMessages.signedOut });
    expect((await me(admin.cookie)).statusCode).toBe(401);
  });
});
