import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, serverMessages, unmetPasswordRequirements } from '@applykit/api-contract';
import { loginBackoff } from '../src/accounts/login-backoff';
import { attemptLimits, mailCaps } from '../src/http/rate-limits';
import {
  codeIn,
  awayFromWindowEnd,
  cookiesOf,
  latestMail,
  mailCount,
  post,
  signedInApplicant,
  startTestServer,
  strongPassword,
  uniqueAddress,
  uniqueEmail,
  type TestServer,
} from './support/applicants';
import { databaseKinds } from './support/database';

describe.each(databaseKinds)('accounts on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.app.close());

  const signUp = (username: string, password = strongPassword) =>
    post(server.app, '/public/signup', { username, password });

  describe('sign up', () => {
    it('creates an unconfirmed account and mails a 6-digit code, in text and HTML', async () => {
      const username = uniqueEmail();
      const reply = await signUp(username);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ message: serverMessages.signedUp });
      const mail = await latestMail(server, username);
      expect(mail?.subject).toBe('Your ApplyKit State University confirmation code');
      const code = codeIn(mail?.text_body);
      expect(mail?.html_body).toContain(code);
      const [row] = await server.database.query<{
        password_hash: string;
        confirmed_at: Date | null;
      }>('SELECT password_hash, confirmed_at FROM applicants WHERE username = $1', [username]);
      expect(row?.confirmed_at).toBeNull();
      expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });

    it('answers the same for an address that already has an account, and mails its owner', async () => {
      const { username } = await signedInApplicant(server);
      const reply = await signUp(username.toUpperCase());
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ message: serverMessages.signedUp });
      expect((await latestMail(server, username))?.subject).toBe(
        'You already have an account with ApplyKit State University',
      );
      const rows = await server.database.query('SELECT 1 FROM applicants WHERE username = $1', [
        username,
      ]);
      expect(rows).toHaveLength(1);
    });

    it('treats e-mail addresses without regard to case', async () => {
      const username = uniqueEmail('MixedCase');
      const signup = await signUp(username);
      const code = codeIn((await latestMail(server, username))?.text_body);
      const confirm = await post(
        server.app,
        '/public/confirm',
        { username: username.toLowerCase(), code },
        { cookie: cookiesOf(signup) },
      );
      expect(confirm.statusCode).toBe(200);
      const login = await post(server.app, '/public/login', {
        username: username.toUpperCase(),
        password: strongPassword,
      });
      expect(login.statusCode).toBe(200);
    });

    it('refuses an invalid e-mail address with the contract message', async () => {
      const reply = await signUp('not-an-address');
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({
        message: accountMessages.emailInvalid,
        errors: { username: [accountMessages.emailInvalid] },
      });
    });

    it('refuses a password that misses the policy, naming each unmet requirement', async () => {
      const reply = await signUp(uniqueEmail(), 'short1A');
      expect(reply.statusCode).toBe(400);
      const message = `${serverMessages.passwordRejected.replace(/\.$/, '')}: ${unmetPasswordRequirements('short1A').join(', ')}.`;
      expect(message).toMatch(/requirements: at least 12 characters, a special character \(/);
      expect(reply.json()).toEqual({ message, errors: { password: [message] } });
    });

    it('refuses leading or trailing spaces', async () => {
      const reply = await signUp(uniqueEmail(), ` ${strongPassword}`);
      expect(reply.json().message).toBe(
        'Your password does not meet the requirements: no space at the start or end.',
      );
    });

    it('refuses one of the most common passwords, also with padding around it', async () => {
      for (const password of ['Password123!', '!!Iloveyou2024', 'Qwertyuiop1!']) {
        const reply = await signUp(uniqueEmail(), password);
        expect(reply.statusCode).toBe(400);
        expect(reply.json().message).toBe(serverMessages.passwordTooCommon);
      }
    });

    it('accepts a 64-character passphrase', async () => {
      const password = `Correct-Horse-Battery-Staple-${'9'.repeat(35)}`;
      expect(password).toHaveLength(64);
      const { cookie } = await signedInApplicant(server, uniqueEmail(), password);
      expect(cookie).toContain('applykit_session=');
    });

    it('gives a second sign-up before confirmation its own password and code, leaving the first alone', async () => {
      const username = uniqueEmail();
      const first = cookiesOf(await signUp(username, 'First-Password-2026'));
      const firstCode = codeIn((await latestMail(server, username))?.text_body);
      const second = cookiesOf(await signUp(username, 'Second-Password-2026'));
      const secondCode = codeIn((await latestMail(server, username))?.text_body);
      if (firstCode !== secondCode) {
        const crossed = await post(
          server.app,
          '/public/confirm',
          { username, code: secondCode },
          { cookie: first },
        );
        expect(crossed.statusCode).toBe(400);
      }
      const confirm = await post(
        server.app,
        '/public/confirm',
        { username, code: firstCode },
        { cookie: first },
      );
      expect(confirm.statusCode).toBe(200);
      const secondPassword = await post(server.app, '/public/login', {
        username,
        password: 'Second-Password-2026',
      });
      expect(secondPassword.statusCode).toBe(400);
      const firstPassword = await post(server.app, '/public/login', {
        username,
        password: 'First-Password-2026',
      });
      expect(firstPassword.statusCode).toBe(200);
      const spent = await post(
        server.app,
        '/public/confirm',
        { username, code: secondCode },
        { cookie: second },
      );
      expect(spent.statusCode).toBe(400);
    });
  });

  describe('confirm', () => {
    it('refuses a code that is not 6 digits with the contract message', async () => {
      const reply = await post(server.app, '/public/confirm', {
        username: uniqueEmail(),
        code: '12345',
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(accountMessages.codeInvalid);
    });

    it('answers a wrong code, an unknown account and an expired code alike', async () => {
      const username = uniqueEmail();
      const cookie = cookiesOf(await signUp(username));
      const code = codeIn((await latestMail(server, username))?.text_body);
      const wrong = code === '000000' ? '111111' : '000000';
      const replies = [
        await post(server.app, '/public/confirm', { username, code: wrong }, { cookie }),
        await post(server.app, '/public/confirm', { username: uniqueEmail(), code }, { cookie }),
        await post(server.app, '/public/confirm', { username, code }),
      ];
      await server.database.query(
        "UPDATE pending_signups SET expires_at = now() - interval '1 second' WHERE applicant_id = (SELECT id FROM applicants WHERE username = $1)",
        [username],
      );
      replies.push(await post(server.app, '/public/confirm', { username, code }, { cookie }));
      for (const reply of replies) {
        expect(reply.statusCode).toBe(400);
        expect(reply.json()).toEqual({ message: serverMessages.codeRejected });
      }
    });

    it('voids the code after 5 wrong tries', async () => {
      const username = uniqueEmail();
      const cookie = cookiesOf(await signUp(username));
      const code = codeIn((await latestMail(server, username))?.text_body);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 5; attempt++) {
        expect(
          (await post(server.app, '/public/confirm', { username, code: wrong }, { cookie }))
            .statusCode,
        ).toBe(400);
      }
      const right = await post(server.app, '/public/confirm', { username, code }, { cookie });
      expect(right.statusCode).toBe(400);
      expect(right.json().message).toBe(serverMessages.codeRejected);
    });

    it('keeps a code valid for 24 hours', async () => {
      const username = uniqueEmail();
      await signUp(username);
      const [row] = await server.database.query<{ hours: number }>(
        `SELECT round(extract(epoch FROM c.expires_at - now()) / 3600)::int AS hours
           FROM pending_signups c JOIN applicants a ON a.id = c.applicant_id WHERE a.username = $1`,
        [username],
      );
      expect(row?.hours).toBe(24);
    });

    it('rate-limits code checks per account, answering 429 with a message', async () => {
      const username = uniqueEmail();
      const cookie = cookiesOf(await signUp(username));
      let last;
      await awayFromWindowEnd(attemptLimits.confirm.windowMinutes);
      for (let attempt = 0; attempt <= attemptLimits.confirm.perAccount; attempt++) {
        last = await post(server.app, '/public/confirm', { username, code: '999999' }, { cookie });
      }
      expect(last?.statusCode).toBe(429);
      expect(last?.json()).toEqual({ message: serverMessages.tooManyAttempts });
      expect(last?.headers['retry-after']).toBeDefined();
    });
  });

  describe('resend confirmation', () => {
    it('mails a new code that replaces the old one', async () => {
      const username = uniqueEmail();
      const cookie = cookiesOf(await signUp(username));
      const oldCode = codeIn((await latestMail(server, username))?.text_body);
      const reply = await post(server.app, '/public/resend-confirm', { username }, { cookie });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ message: serverMessages.codeResent });
      expect(await mailCount(server, username)).toBe(2);
      const code = codeIn((await latestMail(server, username))?.text_body);
      if (oldCode !== code) {
        const stale = await post(
          server.app,
          '/public/confirm',
          { username, code: oldCode },
          { cookie },
        );
        expect(stale.statusCode).toBe(400);
      }
      expect(
        (await post(server.app, '/public/confirm', { username, code }, { cookie })).statusCode,
      ).toBe(200);
    });

    it('answers the same for an unknown or confirmed address and mails no code', async () => {
      const unknown = uniqueEmail();
      const { username: confirmed } = await signedInApplicant(server);
      const before = await mailCount(server, confirmed);
      for (const username of [unknown, confirmed]) {
        const reply = await post(server.app, '/public/resend-confirm', { username });
        expect(reply.statusCode).toBe(200);
        expect(reply.json()).toEqual({ message: serverMessages.codeResent });
      }
      expect(await mailCount(server, unknown)).toBe(0);
      expect(await mailCount(server, confirmed)).toBe(before);
    });

    it('refuses an invalid address with the resend message', async () => {
      const reply = await post(server.app, '/public/resend-confirm', { username: 'nobody' });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(accountMessages.resendEmailInvalid);
    });

    it('caps the codes mailed per address given, answering alike', async () => {
      const username = uniqueEmail();
      const cookie = cookiesOf(
        await post(server.app, '/public/signup', { username, password: strongPassword }),
      );
      await awayFromWindowEnd(mailCaps.confirmationCode.windowMinutes);
      for (let attempt = 0; attempt <= mailCaps.confirmationCode.perEmail; attempt++) {
        const reply = await post(server.app, '/public/resend-confirm', { username }, { cookie });
        expect(reply.statusCode).toBe(200);
        expect(reply.json()).toEqual({ message: serverMessages.codeResent });
      }
      expect(await mailCount(server, username)).toBe(1 + mailCaps.confirmationCode.perEmail);
    });
  });

  describe('log in', () => {
    it('starts a session for a confirmed account and records the log in', async () => {
      const { username, cookie } = await signedInApplicant(server);
      expect(cookie).toMatch(/applykit_session=[\w-]{43}/);
      const [row] = await server.database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM successful_logins l JOIN applicants a ON a.id = l.applicant_id WHERE a.username = $1',
        [username],
      );
      expect(row?.n).toBe(1);
    });

    it('tells an unconfirmed applicant to confirm, after the right password only', async () => {
      const username = uniqueEmail();
      await signUp(username);
      const right = await post(server.app, '/public/login', { username, password: strongPassword });
      expect(right.statusCode).toBe(403);
      expect(right.json()).toEqual({
        message: serverMessages.notConfirmed,
        reason: 'notConfirmed',
      });
      // No session; only the sign-up, so this browser can confirm with the mailed code.
      expect(right.cookies.map((cookie) => cookie.name)).toEqual(['applykit_signup']);
      const code = codeIn((await latestMail(server, username))?.text_body);
      const confirm = await post(
        server.app,
        '/public/confirm',
        { username, code },
        { cookie: cookiesOf(right) },
      );
      expect(confirm.statusCode).toBe(200);
      const wrong = await post(server.app, '/public/login', {
        username,
        password: 'Wrong-Password-2026',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: serverMessages.loginRejected });
    });

    it('answers a wrong password and an unknown address alike', async () => {
      const { username } = await signedInApplicant(server);
      const wrong = await post(server.app, '/public/login', {
        username,
        password: 'Not-The-Password-1',
      });
      const unknown = await post(server.app, '/public/login', {
        username: uniqueEmail(),
        password: strongPassword,
      });
      for (const reply of [wrong, unknown]) {
        expect(reply.statusCode).toBe(400);
        expect(reply.json()).toEqual({ message: serverMessages.loginRejected });
      }
    });

    it('checks the login fields with the contract messages', async () => {
      const reply = await post(server.app, '/public/login', { username: 'x', password: '' });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().errors).toEqual({
        username: [accountMessages.loginEmailInvalid],
        password: [accountMessages.passwordRequired],
      });
    });

    it('rate-limits attempts per account, whatever the client address', async () => {
      const { username } = await signedInApplicant(server);
      const replies = [];
      // The successful sign-in above starts the count again.
      for (let attempt = 0; attempt < loginBackoff.freeAttempts; attempt++) {
        replies.push(
          await post(server.app, '/public/login', { username, password: 'Guess-Number-1' }),
        );
      }
      expect(replies.every((reply) => reply.statusCode === 400)).toBe(true);
      const blocked = await post(server.app, '/public/login', {
        username,
        password: strongPassword,
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: serverMessages.tooManyAttempts });
    });

    it('rate-limits attempts per client address, whatever the account', async () => {
      const remoteAddress = uniqueAddress();
      let last;
      await awayFromWindowEnd(attemptLimits.login.windowMinutes);
      for (let attempt = 0; attempt <= attemptLimits.login.perAddress; attempt++) {
        last = await server.app.inject({
          method: 'POST',
          url: '/public/login',
          remoteAddress,
          payload: { username: uniqueEmail(), password: '' },
        });
      }
      expect(last?.statusCode).toBe(429);
    });
  });

  describe('forgot and reset password', () => {
    async function resetLinkFor(username: string) {
      const reply = await post(server.app, '/public/forgot-password', { username });
      expect(reply.statusCode).toBe(200);
      const text = (await latestMail(server, username))?.text_body ?? '';
      const url = new URL(/http\S+\/reset\?\S+/.exec(text)![0]);
      return { username: url.searchParams.get('username')!, id: url.searchParams.get('id')!, url };
    }

    it('mails a link /reset?username=…&id=… valid for 1 hour', async () => {
      const { username } = await signedInApplicant(server);
      const link = await resetLinkFor(username);
      expect(link.url.pathname).toBe('/reset');
      expect(link.username).toBe(username);
      expect(link.id).toMatch(/^[\w-]{43}$/);
      const [row] = await server.database.query<{ minutes: number }>(
        'SELECT round(extract(epoch FROM expires_at - now()) / 60)::int AS minutes FROM password_resets ORDER BY expires_at DESC LIMIT 1',
      );
      expect(row?.minutes).toBe(60);
    });

    it('answers the same for an unknown address and mails nothing', async () => {
      const username = uniqueEmail();
      const reply = await post(server.app, '/public/forgot-password', { username });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ message: serverMessages.resetMailed });
      expect(await mailCount(server, username)).toBe(0);
    });

    it('sets the new password once, and logs out every session of the account', async () => {
      const { username, cookie } = await signedInApplicant(server);
      const second = await post(server.app, '/public/login', {
        username,
        password: strongPassword,
      });
      const link = await resetLinkFor(username);
      const newPassword = 'Renewed-Password-2026';
      const fields = {
        username,
        password: newPassword,
        confirm_password: newPassword,
        id: link.id,
      };
      const reset = await post(server.app, '/public/reset-password', fields);
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ message: serverMessages.passwordReset });
      for (const session of [cookie, cookiesOf(second)]) {
        const profile = await server.app.inject({
          method: 'GET',
          url: '/api/profile',
          headers: { cookie: session },
        });
        expect(profile.statusCode).toBe(401);
      }
      const again = await post(server.app, '/public/reset-password', fields);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: serverMessages.resetLinkInvalid });
      expect(
        (await post(server.app, '/public/login', { username, password: strongPassword }))
          .statusCode,
      ).toBe(400);
      expect(
        (await post(server.app, '/public/login', { username, password: newPassword })).statusCode,
      ).toBe(200);
    });

    it('refuses an expired link, another account’s link and mismatched passwords', async () => {
      const { username } = await signedInApplicant(server);
      const { username: other } = await signedInApplicant(server);
      const link = await resetLinkFor(username);
      const password = 'Another-Password-2026';
      const mismatch = await post(server.app, '/public/reset-password', {
        username,
        password,
        confirm_password: 'Different-Password-2026',
        id: link.id,
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().errors).toEqual({
        confirm_password: [accountMessages.passwordsMustMatch],
      });
      const wrongAccount = await post(server.app, '/public/reset-password', {
        username: other,
        password,
        confirm_password: password,
        id: link.id,
      });
      expect(wrongAccount.json()).toEqual({ message: serverMessages.resetLinkInvalid });
      await server.database.query(
        "UPDATE password_resets SET expires_at = now() - interval '1 second'",
      );
      const expired = await post(server.app, '/public/reset-password', {
        username,
        password,
        confirm_password: password,
        id: link.id,
      });
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({ message: serverMessages.resetLinkInvalid });
    });

    it('confirms an account whose owner resets the password before confirming', async () => {
      const username = uniqueEmail();
      await signUp(username);
      const link = await resetLinkFor(username);
      const password = 'Forgotten-Before-2026';
      await post(server.app, '/public/reset-password', {
        username,
        password,
        confirm_password: password,
        id: link.id,
      });
      expect((await post(server.app, '/public/login', { username, password })).statusCode).toBe(
        200,
      );
    });

    it('refuses a common new password', async () => {
      const { username } = await signedInApplicant(server);
      const link = await resetLinkFor(username);
      const reply = await post(server.app, '/public/reset-password', {
        username,
        password: 'Password1234!',
        confirm_password: 'Password1234!',
        id: link.id,
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(serverMessages.passwordTooCommon);
    });

    it('limits forgot-password mail per address given, answering alike', async () => {
      const { username } = await signedInApplicant(server);
      await awayFromWindowEnd(mailCaps.passwordReset.windowMinutes);
      for (let attempt = 0; attempt <= mailCaps.passwordReset.perEmail; attempt++) {
        const reply = await post(server.app, '/public/forgot-password', { username });
        expect(reply.statusCode).toBe(200);
        expect(reply.json()).toEqual({ message: serverMessages.resetMailed });
      }
      expect(await mailCount(server, username)).toBe(1 + mailCaps.passwordReset.perEmail);
    });
  });
});
