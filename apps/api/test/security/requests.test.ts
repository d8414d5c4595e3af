import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@applykit/api-contract';
import {
  cookiesOf,
  post,
  signedInApplicant,
  startTestServer,
  strongPassword,
  uniqueEmail,
  type TestServer,
} from '../support/applicants';
import { databaseKinds } from '../support/database';
import { applicantState, call, markSubmitted } from './support';

/** Every JSON write an applicant's session can make, with a valid body. */
const sessionWrites = [
  ['PUT', '/api/answer', { first_name: 'Ana' }],
  ['PUT', '/api/last-page', { last_page: '/about' }],
  ['PUT', '/api/locale', { locale: 'es' }],
  ['POST', '/api/web-status', { web_status: 'started' }],
  ['POST', '/api/validations', { first_name: ['Required.'] }],
  ['PUT', '/api/tabs', { tab_id: 'md_military_documents', chosen_tab: 'later' }],
  ['PUT', '/api/add-another', { button_id: 'colleges', num_components: 2 }],
  ['POST', '/api/submit', {}],
] as const;

describe.each(databaseKinds)('hostile requests on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  }, 180_000);
  afterAll(() => server.app.close());

  describe('cross-site requests', () => {
    it('refuses every write from another origin or a cross-site fetch, changing nothing', async () => {
      const { username, cookie } = await signedInApplicant(server);
      const before = await applicantState(server, username);
      for (const [method, url, payload] of sessionWrites) {
        for (const headers of <Record<string, string>[]>[
          { origin: 'https://evil.example' },
          { origin: 'null' },
          { 'sec-fetch-site': 'cross-site' },
        ]) {
          const reply = await call(server.app, cookie, method, url, payload, headers);
          expect(reply.statusCode, `${method} ${url} ${JSON.stringify(headers)}`).toBe(403);
          expect(reply.json()).toEqual({ message: serverMessages.crossSiteRefused });
        }
      }
      expect(await applicantState(server, username)).toEqual(before);
    });

    it('keeps the session when a page of another site sends the browser to log out', async () => {
      const { cookie } = await signedInApplicant(server);
      for (const headers of <Record<string, string>[]>[
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'https://evil.example' },
      ]) {
        const refused = await call(server.app, cookie, 'GET', '/api/logout', undefined, headers);
        expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
        expect(refused.json()).toEqual({ message: serverMessages.crossSiteRefused });
        expect(refused.headers['set-cookie']).toBeUndefined();
      }
      expect((await call(server.app, cookie, 'GET', '/api/profile')).statusCode).toBe(200);
      const own = await call(server.app, cookie, 'GET', '/api/logout', undefined, {
        'sec-fetch-site': 'same-origin',
      });
      expect(own.statusCode).toBe(200);
      expect((await call(server.app, cookie, 'GET', '/api/profile')).statusCode).toBe(401);
    });

    it('refuses text/plain, urlencoded and multipart bodies that a foreign form can send', async () => {
      const { username, cookie } = await signedInApplicant(server);
      const before = await applicantState(server, username);
      const bodies = [
        ['text/plain', '{"first_name":"Mallory"}'],
        ['text/plain;charset=UTF-8', '{"first_name":"Mallory"}'],
        ['application/x-www-form-urlencoded', 'first_name=Mallory'],
        [
          'multipart/form-data; boundary=x',
          '--x\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nMallory\r\n--x--\r\n',
        ],
      ] as const;
      for (const [method, url] of sessionWrites) {
        for (const [type, body] of bodies) {
          const reply = await server.app.inject({
            method,
            url,
            payload: body,
            headers: { cookie, 'content-type': type },
          });
          expect(reply.statusCode, `${method} ${url} as ${type}`).toBe(415);
          expect(reply.json()).toEqual({ message: serverMessages.jsonRequired });
        }
      }
      expect(await applicantState(server, username)).toEqual(before);
    });

    it('refuses a cross-site log in and password reset form too', async () => {
      const { username } = await signedInApplicant(server);
      const login = await server.app.inject({
        method: 'POST',
        url: '/public/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `username=${encodeURIComponent(username)}&password=${encodeURIComponent(strongPassword)}`,
      });
      expect(login.statusCode).toBe(415);
      expect(login.cookies).toEqual([]);
      const foreign = await server.app.inject({
        method: 'POST',
        url: '/public/login',
        headers: { origin: 'https://evil.example' },
        payload: { username, password: strongPassword },
      });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.cookies).toEqual([]);
    });
  });

  describe('bad input', () => {
    it('answers malformed JSON with 400 and a message on every JSON endpoint, changing nothing', async () => {
      const { username, cookie } = await signedInApplicant(server);
      const before = await applicantState(server, username);
      for (const [method, url] of [
        ...sessionWrites,
        ['POST', '/public/login'],
        ['POST', '/public/signup'],
      ] as const) {
        for (const body of ['{"first_name":', '{first_name: "x"}', "{'a':1}", '[1,]', 'nul']) {
          const reply = await server.app.inject({
            method,
            url,
            payload: body,
            headers: { cookie, 'content-type': 'application/json' },
          });
          expect(reply.statusCode, `${method} ${url} ${body}`).toBe(400);
          expect(reply.json()).toEqual({ message: serverMessages.malformedJson });
        }
      }
      expect(await applicantState(server, username)).toEqual(before);
    });

    it('answers wrong types and unknown keys with 400 and a message naming them', async () => {
      const { username, cookie } = await signedInApplicant(server);
      await call(server.app, cookie, 'PUT', '/api/answer', { first_name: 'Ana' });
      const before = await applicantState(server, username);
      const cases = [
        ['PUT', '/api/answer', { first_name: 5 }, /first_name must be text/],
        ['PUT', '/api/answer', { first_name: { $ne: '' } }, /first_name must be text/],
        ['PUT', '/api/answer', ['first_name', 'x'], /JSON object/],
        ['PUT', '/api/answer', { first_name: 'Ana', is_admin: 'true' }, /is_admin/],
        ['PUT', '/api/answer', { submitted_at: '2020-01-01' }, /submitted_at/],
        ['PUT', '/api/last-page', { last_page: 'https://evil.example/' }, /path of this site/],
        ['PUT', '/api/last-page', { last_page: 42 }, /./],
        ['POST', '/api/web-status', { web_status: 'accepted' }, /./],
        ['PUT', '/api/add-another', { button_id: 'colleges', num_components: 11 }, /at most 10/],
        ['PUT', '/api/add-another', { button_id: 'colleges', num_components: '2' }, /./],
        ['PUT', '/api/tabs', { tab_id: '../x', chosen_tab: 'college' }, /letters, digits/],
        ['POST', '/api/validations', { first_name: 'not a list' }, /./],
      ] as const;
      for (const [method, url, payload, message] of cases) {
        const reply = await call(server.app, cookie, method, url, payload);
        expect(reply.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
        expect(reply.json().message).toMatch(message);
      }
      expect(await applicantState(server, username)).toEqual(before);
    });

    it('refuses oversized bodies with 400 and a message, storing nothing', async () => {
      const { username, cookie } = await signedInApplicant(server);
      const before = await applicantState(server, username);
      const huge = { first_name: 'x'.repeat(1024 * 1024 + 1) };
      const answer = await call(server.app, cookie, 'PUT', '/api/answer', huge);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: serverMessages.bodyTooLarge });
      const status = await call(server.app, cookie, 'POST', '/api/validations', {
        first_name: ['x'.repeat(300 * 1024)],
      });
      expect(status.statusCode).toBe(400);
      expect(status.json()).toEqual({ message: serverMessages.bodyTooLarge });
      const signup = await post(server.app, '/public/signup', {
        username: uniqueEmail(),
        password: 'x'.repeat(300 * 1024),
      });
      expect(signup.statusCode).toBe(400);
      expect(await applicantState(server, username)).toEqual(before);
    });

    it('answers every write after submission with 409, and changes nothing', async () => {
      const { username, cookie } = await signedInApplicant(server);
      await call(server.app, cookie, 'PUT', '/api/answer', { first_name: 'Ana' });
      await markSubmitted(server, username);
      const before = await applicantState(server, username);
      for (const [method, url, payload] of sessionWrites) {
        // The language of the account stays changeable after submission.
        if (url === '/api/submit' || url === '/api/locale') continue;
        const reply = await call(server.app, cookie, method, url, payload);
        expect(reply.statusCode, `${method} ${url}`).toBe(409);
        expect(reply.json()).toEqual({ message: serverMessages.alreadySubmitted });
      }
      const presign = await call(server.app, cookie, 'POST', '/api/presigned-url', {
        answer_key: 'transcript_upload',
      });
      expect(presign.statusCode).toBe(409);
      expect(await applicantState(server, username)).toEqual(before);
    });
  });

  describe('two tabs of one applicant', () => {
    it('keeps both pages when two sessions save different keys at the same time', async () => {
      const { username, cookie: tabA } = await signedInApplicant(server);
      // A second log in, as a second device; a second tab shares the cookie and is covered too.
      const tabB = cookiesOf(
        await post(server.app, '/public/login', { username, password: strongPassword }),
      );
      const pageA = Object.fromEntries(
        ['first_name', 'last_name', 'city', 'zip'].map((key) => [key, `A-${key}`]),
      );
      const pageB = Object.fromEntries(
        ['hs_name', 'grad_month', 'grad_year', 'college_name'].map((key) => [key, `B-${key}`]),
      );
      // Each tab saves its page again and again, one save after the other; the tabs race.
      const tab = async (cookie: string, page: Record<string, string>) => {
        for (let round = 0; round < 10; round++) {
          const edited = Object.fromEntries(
            Object.entries(page).map(([key, value]) => [key, `${value}-${round}`]),
          );
          expect((await call(server.app, cookie, 'PUT', '/api/answer', edited)).statusCode).toBe(
            200,
          );
        }
      };
      await Promise.all([tab(tabA, pageA), tab(tabB, pageB)]);
      const answers = (await call(server.app, tabA, 'GET', '/api/profile')).json().answer;
      for (const key of Object.keys(pageA)) expect(answers[key]).toBe(`A-${key}-9`);
      for (const key of Object.keys(pageB)) expect(answers[key]).toBe(`B-${key}-9`);
    });

    it('lets the last acknowledged save of one key win, and keeps the other keys', async () => {
      const { cookie } = await signedInApplicant(server);
      await call(server.app, cookie, 'PUT', '/api/answer', { first_name: 'Ana', city: 'Bowie' });
      expect(
        (await call(server.app, cookie, 'PUT', '/api/answer', { first_name: 'Anna' })).statusCode,
      ).toBe(200);
      expect(
        (await call(server.app, cookie, 'PUT', '/api/answer', { first_name: 'Ann', zip: '20715' }))
          .statusCode,
      ).toBe(200);
      const answers = (await call(server.app, cookie, 'GET', '/api/profile')).json().answer;
      expect(answers).toEqual({ first_name: 'Ann', city: 'Bowie', zip: '20715' });
    });
  });
});
