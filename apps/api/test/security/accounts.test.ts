import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, serverMessages } from '@applykit/api-contract';
import { loginBackoff } from '../../src/accounts/login-backoff';
import { attemptLimits } from '../../src/http/rate-limits';
import {
  codeIn,
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
} from '../support/applicants';
import { databaseKinds } from '../support/database';
import { applicantState, call } from './support';

const newPassword = 'Another-Transfer-2027';

describe.each(databaseKinds)('accounts under attack on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  }, 180_000);
  afterAll(() => server.app.close());

  const profile = (cookie: string) => call(server.app, cookie, 'GET', '/api/profile');

  describe('brute force', () => {
    it('refuses the right confirmation code after 5 wrong ones', async () => {
      const username = uniqueEmail();
      const cookie = cookiesOf(
        await post(server.app, '/public/signup', { username, password: strongPassword }),
      );
      const code = codeIn((await latestMail(server, username))?.text_body);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 5; attempt++) {
        const reply = await post(
          server.app,
          '/public/confirm',
          { username, code: wrong },
          { cookie },
        );
        expect(reply.statusCode).toBe(400);
      }
      const right = await post(server.app, '/public/confirm', { username, code }, { cookie });
      expect(right.statusCode).toBe(400);
      expect(right.json()).toEqual({ message: serverMessages.codeRejected });
      expect((await applicantState(server, username))!.confirmed_at).toBeNull();
    });

    it('slows log-in tries per account from many addresses, even with the right password from a new browser', async () => {
      const { username } = await signedInApplicant(server);
      for (let attempt = 0; attempt < loginBackoff.freeAttempts; attempt++) {
        const reply = await post(server.app, '/public/login', {
          username,
          password: 'Wrong-guess-2026',
        });
        expect(reply.statusCode).toBe(400);
      }
      const blocked = await post(server.app, '/public/login', {
        username,
        password: strongPassword,
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: serverMessages.tooManyAttempts });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.cookies).toEqual([]);
    });

    it('doubles the wait after each further wrong password, up to a minute', async () => {
      const username = uniqueEmail('guessed');
      const waits: number[] = [];
      for (let attempt = 0; attempt < loginBackoff.freeAttempts + 8; attempt++) {
        // The wait is over each time: what is measured is the wait each attempt imposes.
        await server.database.query(
          `UPDATE login_backoff SET retry_at = now() - interval '1 second' WHERE username = $1`,
          [username],
        );
        const reply = await post(server.app, '/public/login', {
          username,
          password: 'Wrong-guess-2026',
        });
        expect(reply.statusCode).toBe(400);
        const [row] = await server.database.query<{ wait: number }>(
          `SELECT round(extract(epoch FROM retry_at - updated_at))::int AS wait
             FROM login_backoff WHERE username = $1`,
          [username],
        );
        waits.push(row!.wait);
      }
      expect(waits).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60, 60]);
    });
    it('limits log-in tries per client address across accounts', async () => {
      const remoteAddress = uniqueAddress();
      let last;
      for (let attempt = 0; attempt <= attemptLimits.login.perAddress; attempt++) {
        // Unknown addresses: no hashing of real accounts, and a fresh e-mail key each time.
        last = await server.app.inject({
          method: 'POST',
          url: '/public/login',
          remoteAddress,
          payload: { username: `nobody.${attempt}@example.edu`, password: '' },
        });
      }
      expect(last!.statusCode).toBe(429);
      expect(last!.json()).toEqual({ message: serverMessages.tooManyAttempts });
    });

    it('makes a reset link single-use', async () => {
      const { username } = await signedInApplicant(server);
      await post(server.app, '/public/forgot-password', { username });
      const link = /(\/reset\?\S+)/.exec((await latestMail(server, username))!.text_body)![1]!;
      const id = new URL(link, 'http://x').searchParams.get('id')!;
      const first = await post(server.app, '/public/reset-password', {
        username,
        id,
        password: newPassword,
        confirm_password: newPassword,
      });
      expect(first.statusCode).toBe(200);
      const before = await applicantState(server, username);
      const again = await post(server.app, '/public/reset-password', {
        username,
        id,
        password: 'Third-Transfer-Pass-9',
        confirm_password: 'Third-Transfer-Pass-9',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: serverMessages.resetLinkInvalid });
      expect(await applicantState(server, username)).toEqual(before);
    });

    it('refuses an expired reset link and changes nothing', async () => {
      const { username } = await signedInApplicant(server);
      await post(server.app, '/public/forgot-password', { username });
      const link = /(\/reset\?\S+)/.exec((await latestMail(server, username))!.text_body)![1]!;
      const id = new URL(link, 'http://x').searchParams.get('id')!;
      await server.database.query(
        `UPDATE password_resets SET expires_at = now() - interval '1 second'
          WHERE applicant_id = (SELECT id FROM applicants WHERE username = $1)`,
        [username],
      );
      const before = await applicantState(server, username);
      const reply = await post(server.app, '/public/reset-password', {
        username,
        id,
        password: newPassword,
        confirm_password: newPassword,
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ message: serverMessages.resetLinkInvalid });
      expect(await applicantState(server, username)).toEqual(before);
    });
  });

  describe('locking an applicant out', () => {
    /**
     * What the attacker sent, each from another address: wrong passwords, forgot and
     * reset calls for the victim's e-mail, past every per-account limit of the old server.
     */
    async function attack(username: string) {
      for (let call = 0; call < 23; call++) {
        const kind = call % 3;
        if (kind === 0) {
          await post(server.app, '/public/login', { username, password: 'Wrong-guess-2026' });
        } else if (kind === 1) {
          await post(server.app, '/public/forgot-password', { username });
        } else {
          await post(server.app, '/public/reset-password', {
            username,
            id: 'made-up-link-id',
            password: newPassword,
            confirm_password: newPassword,
          });
        }
      }
    }

    it('lets the owner log in from a browser she logged in with before', async () => {
      const { username, cookie } = await signedInApplicant(server);
      await attack(username);
      const login = await post(
        server.app,
        '/public/login',
        { username, password: strongPassword },
        { cookie },
      );
      expect(login.statusCode).toBe(200);
      expect((await profile(cookiesOf(login))).statusCode).toBe(200);
    });

    it('keeps forgot-password and the reset link working for the owner', async () => {
      const { username } = await signedInApplicant(server);
      await attack(username);
      const forgot = await post(server.app, '/public/forgot-password', { username });
      expect(forgot.statusCode).toBe(200);
      expect(forgot.json()).toEqual({ message: serverMessages.resetMailed });
      // The newest link in the mailbox works, whichever request sent it.
      const link = /(\/reset\?\S+)/.exec((await latestMail(server, username))!.text_body)![1]!;
      const id = new URL(link, 'http://x').searchParams.get('id')!;
      const reset = await post(server.app, '/public/reset-password', {
        username,
        id,
        password: newPassword,
        confirm_password: newPassword,
      });
      expect(reset.statusCode).toBe(200);
      const login = await post(server.app, '/public/login', { username, password: newPassword });
      expect(login.statusCode).toBe(200);
    });

    it('makes the owner on a new browser wait at most a minute, and only once it is over', async () => {
      const { username } = await signedInApplicant(server);
      for (let call = 0; call < 40; call++) {
        await post(server.app, '/public/login', { username, password: 'Wrong-guess-2026' });
      }
      const waiting = await post(server.app, '/public/login', {
        username,
        password: strongPassword,
      });
      expect(waiting.statusCode).toBe(429);
      expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(
        loginBackoff.maxDelaySeconds,
      );
      await server.database.query(
        `UPDATE login_backoff SET retry_at = now() - interval '1 second' WHERE username = $1`,
        [username],
      );
      const login = await post(server.app, '/public/login', { username, password: strongPassword });
      expect(login.statusCode).toBe(200);
    });

    it('does not take a device cookie of one account for another, nor a forged one', async () => {
      const { cookie } = await signedInApplicant(server);
      const { username: victim } = await signedInApplicant(server);
      for (let attempt = 0; attempt < loginBackoff.freeAttempts; attempt++) {
        await post(server.app, '/public/login', { username: victim, password: 'Wrong-guess-2026' });
      }
      const device = /applykit_device=([^;]+)/.exec(cookie)![1]!;
      const forged = `${Math.floor(Date.now() / 1000)}.${'A'.repeat(43)}`;
      for (const value of [device, forged]) {
        const reply = await post(
          server.app,
          '/public/login',
          { username: victim, password: strongPassword },
          { cookie: `applykit_device=${value}` },
        );
        expect(reply.statusCode).toBe(429);
      }
    });
  });

  describe('taking a pending account', () => {
    const ownerPassword = 'Owner-Transfer-2026';
    const strangerPassword = 'Stranger-Takes-2026';
    const logIn = (username: string, password: string) =>
      post(server.app, '/public/login', { username, password });
    const confirm = (username: string, code: string, cookie?: string) =>
      post(server.app, '/public/confirm', { username, code }, { cookie });

    /** The owner signs up, then a stranger signs up the same address with a password of theirs. */
    async function ownerThenStranger() {
      const username = uniqueEmail('owner');
      const owner = cookiesOf(
        await post(server.app, '/public/signup', { username, password: ownerPassword }),
      );
      const ownerCode = codeIn((await latestMail(server, username))?.text_body);
      const stranger = cookiesOf(
        await post(server.app, '/public/signup', { username, password: strangerPassword }),
      );
      const newestCode = codeIn((await latestMail(server, username))?.text_body);
      return { username, owner, ownerCode, stranger, newestCode };
    }

    it("confirms the owner's password with the owner's code; the stranger's never logs in", async () => {
      const { username, owner, ownerCode } = await ownerThenStranger();
      expect((await confirm(username, ownerCode, owner)).statusCode).toBe(200);
      expect((await logIn(username, strangerPassword)).json()).toEqual({
        message: serverMessages.loginRejected,
      });
      expect((await logIn(username, ownerPassword)).statusCode).toBe(200);
    });

    it("never lets the newest code in the owner's mailbox confirm the stranger's password", async () => {
      const { username, owner, ownerCode, newestCode } = await ownerThenStranger();
      // The owner types the newest code they received, in their own browser.
      const typed = await confirm(username, newestCode, owner);
      if (newestCode !== ownerCode) {
        expect(typed.json()).toEqual({ message: serverMessages.codeRejected });
        expect((await confirm(username, ownerCode, owner)).statusCode).toBe(200);
      }
      expect((await logIn(username, strangerPassword)).statusCode).toBe(400);
      expect((await logIn(username, ownerPassword)).statusCode).toBe(200);
    });

    it("leaves the pending account's password alone, and the owner confirms from another browser", async () => {
      const username = uniqueEmail('owner');
      await post(server.app, '/public/signup', { username, password: ownerPassword });
      const ownerCode = codeIn((await latestMail(server, username))?.text_body);
      const before = (await applicantState(server, username))!;
      await post(server.app, '/public/signup', { username, password: strangerPassword });
      expect((await applicantState(server, username))!).toEqual(before);
      const elsewhere = await logIn(username, ownerPassword);
      expect(elsewhere.json()).toEqual({
        message: serverMessages.notConfirmed,
        reason: 'notConfirmed',
      });
      expect((await confirm(username, ownerCode, cookiesOf(elsewhere))).statusCode).toBe(200);
      expect((await logIn(username, strangerPassword)).statusCode).toBe(400);
      expect((await logIn(username, ownerPassword)).statusCode).toBe(200);
    });

    it("refuses the stranger's browser without the code, and with no sign-up cookie at all", async () => {
      const { username, owner, ownerCode, stranger } = await ownerThenStranger();
      for (const cookie of [stranger, undefined, 'applykit_signup=forged.1.AAAA']) {
        const reply = await confirm(username, ownerCode, cookie);
        expect(reply.statusCode).toBe(400);
        expect(reply.json()).toEqual({ message: serverMessages.codeRejected });
      }
      expect((await applicantState(server, username))!.confirmed_at).toBeNull();
      expect((await confirm(username, ownerCode, owner)).statusCode).toBe(200);
    });

    it("lets no stranger void the owner's code with 5 wrong codes", async () => {
      const { username, owner, ownerCode, stranger } = await ownerThenStranger();
      const wrong = ownerCode === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await confirm(username, wrong, stranger)).statusCode).toBe(400);
      }
      expect((await confirm(username, ownerCode, owner)).statusCode).toBe(200);
      expect((await logIn(username, ownerPassword)).statusCode).toBe(200);
    });

    it("mails a resent code only for this browser's own sign-up", async () => {
      const { username, owner } = await ownerThenStranger();
      const before = await mailCount(server, username);
      await post(server.app, '/public/resend-confirm', { username });
      expect(await mailCount(server, username)).toBe(before);
      await post(server.app, '/public/resend-confirm', { username }, { cookie: owner });
      expect(await mailCount(server, username)).toBe(before + 1);
      const resent = codeIn((await latestMail(server, username))?.text_body);
      expect((await confirm(username, resent, owner)).statusCode).toBe(200);
      expect((await logIn(username, ownerPassword)).statusCode).toBe(200);
    });
  });

  describe('account enumeration', () => {
    /** Status, body and cookies of a call, for one known and one unknown address. */
    async function sameAnswer(url: string, body: (username: string) => object) {
      const { username: known } = await signedInApplicant(server);
      const unknown = uniqueEmail('nobody');
      const [a, b] = [
        await post(server.app, url, body(known)),
        await post(server.app, url, body(unknown)),
      ];
      expect(a.statusCode).toBe(200);
      // A sign-up cookie's value is random for both; its name and attributes must not differ.
      const shapes = (reply: typeof a) => reply.cookies.map(({ value: _value, ...shape }) => shape);
      expect([b.statusCode, b.body, shapes(b)]).toEqual([a.statusCode, a.body, shapes(a)]);
    }

    it('answers sign-up alike for a registered and a new address', () =>
      sameAnswer('/public/signup', (username) => ({ username, password: strongPassword })));

    it('answers forgot-password alike', () =>
      sameAnswer('/public/forgot-password', (username) => ({ username })));

    it('answers resend alike for confirmed, waiting and unknown addresses', async () => {
      await sameAnswer('/public/resend-confirm', (username) => ({ username }));
      const waiting = uniqueEmail();
      const cookie = cookiesOf(
        await post(server.app, '/public/signup', { username: waiting, password: strongPassword }),
      );
      const reply = await post(
        server.app,
        '/public/resend-confirm',
        { username: waiting },
        { cookie },
      );
      expect(reply.json()).toEqual({ message: serverMessages.codeResent });
      expect(await mailCount(server, waiting)).toBe(2);
    });

    it('answers a wrong password and an unknown address with one message', async () => {
      const { username } = await signedInApplicant(server);
      const wrong = await post(server.app, '/public/login', {
        username,
        password: 'Wrong-guess-2026',
      });
      const unknown = await post(server.app, '/public/login', {
        username: uniqueEmail('nobody'),
        password: 'Wrong-guess-2026',
      });
      expect([unknown.statusCode, unknown.body]).toEqual([wrong.statusCode, wrong.body]);
      expect(wrong.json()).toEqual({ message: serverMessages.loginRejected });
    });
  });

  describe('sessions', () => {
    it('sets HttpOnly, SameSite=Lax cookies, not Secure on plain-HTTP development', async () => {
      const { username } = await signedInApplicant(server);
      const login = await post(server.app, '/public/login', { username, password: strongPassword });
      const session = login.cookies.find((cookie) => cookie.name === 'applykit_session');
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(session!.value).toMatch(/^[\w-]{43}$/);
    });

    it('ends a session after 15 idle minutes on the server, whatever the cookie says', async () => {
      const { username, cookie } = await signedInApplicant(server);
      await server.database.query(
        `UPDATE sessions SET last_seen_at = now() - interval '15 minutes 1 second'
          WHERE applicant_id = (SELECT id FROM applicants WHERE username = $1)`,
        [username],
      );
      const reply = await profile(cookie);
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual({ message: messages.sessionInvalid });
    });

    it('revokes the session at logout: the old cookie opens nothing', async () => {
      const { cookie } = await signedInApplicant(server);
      expect((await call(server.app, cookie, 'GET', '/api/logout')).statusCode).toBe(200);
      expect((await profile(cookie)).statusCode).toBe(401);
      const write = await call(server.app, cookie, 'PUT', '/api/answer', { first_name: 'Mallory' });
      expect(write.statusCode).toBe(401);
    });

    it('revokes every session of the account at a password reset', async () => {
      const { username, cookie } = await signedInApplicant(server);
      const second = cookiesOf(
        await post(server.app, '/public/login', { username, password: strongPassword }),
      );
      await post(server.app, '/public/forgot-password', { username });
      const link = /(\/reset\?\S+)/.exec((await latestMail(server, username))!.text_body)![1]!;
      const id = new URL(link, 'http://x').searchParams.get('id')!;
      await post(server.app, '/public/reset-password', {
        username,
        id,
        password: newPassword,
        confirm_password: newPassword,
      });
      expect((await profile(cookie)).statusCode).toBe(401);
      expect((await profile(second)).statusCode).toBe(401);
      expect((await applicantState(server, username))!.sessions).toBe(0);
    });

    it('never adopts a session id the client chose', async () => {
      const { username } = await signedInApplicant(server);
      const planted = 'applykit_session=AttackerChosenSessionId0123456789abcdefghijklm';
      const login = await server.app.inject({
        method: 'POST',
        url: '/public/login',
        remoteAddress: uniqueAddress(),
        headers: { cookie: planted },
        payload: { username, password: strongPassword },
      });
      expect(login.statusCode).toBe(200);
      const issued = login.cookies.find((cookie) => cookie.name === 'applykit_session')!.value;
      expect(issued).not.toBe('AttackerChosenSessionId0123456789abcdefghijklm');
      expect((await profile(planted)).statusCode).toBe(401);
      expect((await profile(cookiesOf(login))).statusCode).toBe(200);
    });
  });
});

describe.each(databaseKinds)('session cookies in production on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      environment: 'production',
      // Production refuses to print codes without this; the test reads them from the outbox.
      consoleMailInProduction: true,
      secureCookies: true,
      publicUrl: 'https://apply.example.edu',
    });
  }, 180_000);
  afterAll(() => server.app.close());

  it('marks the session cookie Secure, HttpOnly, SameSite=Lax and __Host-', async () => {
    const username = uniqueEmail();
    const signup = await post(server.app, '/public/signup', { username, password: strongPassword });
    const signupCookie = signup.cookies.find((cookie) => cookie.name === '__Host-applykit_signup');
    expect(signupCookie).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/',
    });
    expect(signupCookie).not.toHaveProperty('domain');
    const code = codeIn((await latestMail(server, username))?.text_body);
    await post(server.app, '/public/confirm', { username, code }, { cookie: cookiesOf(signup) });
    const login = await post(server.app, '/public/login', { username, password: strongPassword });
    const session = login.cookies.find((cookie) => cookie.name === '__Host-applykit_session');
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect(session).not.toHaveProperty('domain');
  });
});
