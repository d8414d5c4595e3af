import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@applykit/api-contract';
import { documentKeys } from '@applykit/admissions-form/validate';
import { multipartBody } from '../documents/harness';
import { makePng } from '../documents/fixtures';
import {
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

const adminApiKey = randomBytes(32).toString('base64url');
const [documentKey] = documentKeys as [string];

/**
 * Characters no field takes: NUL (PostgreSQL cannot store it), the two halves of a surrogate
 * pair on their own (not UTF-8), another C0 control, DEL and a C1 control.
 */
const hostile = {
  nul: '\u0000',
  'lone high surrogate': '\ud800',
  'lone low surrogate': '\udfff',
  bell: '\u0007',
  delete: '\u007f',
  'next line (C1)': '\u0085',
} as const;

const holdsLoneSurrogate = (text: string) => /[\ud800-\udfff]/u.test(text);

/**
 * A character as a URL carries it. A lone surrogate has no UTF-8 form: an attacker sends the
 * bytes UTF-8 would give it if it had one (CESU-8 style), which a careless decoder accepts.
 */
function percentEncoded(text: string): string {
  return !holdsLoneSurrogate(text)
    ? encodeURIComponent(text)
    : [...Buffer.from([0xed, text.charCodeAt(0) >= 0xdc00 ? 0xbf : 0xa0, 0x80])]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
}

describe.each(databaseKinds)('control characters in text on %s', (kind) => {
  let server: TestServer;
  let applicant: { username: string; cookie: string };

  beforeAll(async () => {
    server = await startTestServer(kind, { adminApiKey });
    applicant = await signedInApplicant(server);
  }, 180_000);
  afterAll(() => server.app.close());

  /** Every string field that once answered 500 (or changed the text), as a request. */
  const fields: [string, (bad: string) => Promise<{ statusCode: number; json(): unknown }>][] = [
    [
      'sign-up username',
      (bad) =>
        post(server.app, '/public/signup', {
          username: `ana${bad}@example.edu`,
          password: strongPassword,
        }),
    ],
    [
      'confirm username',
      (bad) =>
        post(server.app, '/public/confirm', { username: `ana${bad}@example.edu`, code: '123456' }),
    ],
    [
      'login username',
      (bad) =>
        post(server.app, '/public/login', {
          username: `ana${bad}@example.edu`,
          password: strongPassword,
        }),
    ],
    [
      'forgot-password username',
      (bad) => post(server.app, '/public/forgot-password', { username: `ana${bad}@example.edu` }),
    ],
    [
      'resend-confirm username',
      (bad) => post(server.app, '/public/resend-confirm', { username: `ana${bad}@example.edu` }),
    ],
    [
      'reset-password username',
      (bad) =>
        post(server.app, '/public/reset-password', {
          username: `ana${bad}@example.edu`,
          password: strongPassword,
          confirm_password: strongPassword,
          id: 'x',
        }),
    ],
    [
      'answer value',
      (bad) =>
        call(server.app, applicant.cookie, 'PUT', '/api/answer', { first_name: `Ana${bad}` }),
    ],
    [
      'validations key',
      (bad) =>
        call(server.app, applicant.cookie, 'POST', '/api/validations', {
          [`first_name${bad}`]: ['Required.'],
        }),
    ],
    [
      'validations message',
      (bad) =>
        call(server.app, applicant.cookie, 'POST', '/api/validations', {
          first_name: [`Required${bad}`],
        }),
    ],
    [
      'admin service-token username',
      (bad) =>
        server.app.inject({
          method: 'POST',
          url: '/admin/service-tokens',
          payload: { username: `ana${bad}@example.edu` },
          headers: { authorization: `Bearer ${adminApiKey}` },
        }),
    ],
    [
      'admin temporary answer value',
      (bad) =>
        server.app.inject({
          method: 'POST',
          url: '/admin/temporary-answers',
          payload: { answer: { first_name: `Ana${bad}` } },
          headers: { authorization: `Bearer ${adminApiKey}` },
        }),
    ],
    [
      'lookup text',
      (bad) =>
        server.app.inject({
          method: 'GET',
          url: `/lookup/find?category=college_ceeb&text=Mont${percentEncoded(bad)}`,
          remoteAddress: uniqueAddress(),
        }),
    ],
    [
      'document file_name',
      async (bad) => {
        const presigned = await call(server.app, applicant.cookie, 'POST', '/api/presigned-url', {
          answer_key: documentKey,
        });
        const { url, fields: policy } = presigned.json<{
          url: string;
          fields: Record<string, string>;
        }>();
        const body = await multipartBody(policy, { bytes: makePng(), name: 'transcript.png' });
        const uploaded = await server.app.inject({
          method: 'POST',
          url,
          payload: body.payload,
          headers: { ...body.headers, cookie: applicant.cookie },
        });
        expect(uploaded.statusCode).toBe(204);
        return call(
          server.app,
          applicant.cookie,
          'POST',
          `/api/pdf/document-answer/${documentKey}`,
          {
            file_key: policy.key,
            file_name: `transcript${bad}.png`,
          },
        );
      },
    ],
  ];

  it.each(fields)(
    'refuses control characters in the %s with a 400 that says so',
    async (field, send) => {
      for (const [name, bad] of Object.entries(hostile)) {
        const before = await applicantState(server, applicant.username);
        const reply = await send(bad);
        // A query string is UTF-8 bytes: the bytes of a lone surrogate decode to U+FFFD, an
        // ordinary (unmatched) search.
        if (field === 'lookup text' && holdsLoneSurrogate(bad)) {
          expect(reply.statusCode, name).toBe(200);
          continue;
        }
        expect(reply.statusCode, name).toBe(400);
        expect(JSON.stringify(reply.json()), name).toMatch(/control characters/);
        expect(await applicantState(server, applicant.username), name).toEqual(before);
      }
    },
  );

  it('never creates an account whose address lost a character to U+FFFD', async () => {
    const username = `ana.${Date.now()}\ud800@example.edu`;
    const reply = await post(server.app, '/public/signup', { username, password: strongPassword });
    expect(reply.statusCode).toBe(400);
    const rows = await server.database.query(
      "SELECT 1 FROM applicants WHERE username LIKE 'ana.%' || chr(65533) || '@example.edu'",
    );
    expect(rows).toEqual([]);
  });

  it('refuses a NUL written as a JSON escape, in a value and in a key, before any handler', async () => {
    for (const payload of [
      '{"first_name":"Ana\\u0000"}',
      '{"first\\u0000name":"Ana"}',
      '{"username":"ana\\u0000@example.edu"}',
      '{"nested":{"deeper":["ok","\\ud800"]}}',
    ]) {
      for (const url of ['/api/answer', '/public/login', '/api/submit']) {
        const reply = await server.app.inject({
          method: url === '/api/answer' ? 'PUT' : 'POST',
          url,
          payload,
          remoteAddress: uniqueAddress(),
          headers: { cookie: applicant.cookie, 'content-type': 'application/json' },
        });
        expect(reply.statusCode, `${url} ${payload}`).toBe(400);
        expect(reply.json<{ message: string }>().message).toBe(serverMessages.controlCharacters);
      }
    }
  });

  it('keeps tabs and line breaks an applicant types in an answer, exactly', async () => {
    const essay = 'First line\n\tIndented line\r\nLast line — café 😀';
    const saved = await call(server.app, applicant.cookie, 'PUT', '/api/answer', {
      first_name: essay,
    });
    expect(saved.statusCode).toBe(200);
    const profile = await call(server.app, applicant.cookie, 'GET', '/api/profile');
    expect(profile.json<{ answer: Record<string, string> }>().answer.first_name).toBe(essay);
  });

  it('saves an answer set as JSON means it, however its text is spelled', async () => {
    // The save passes the request's own text to the database: a byte-order mark, escapes,
    // spacing and a repeated key (the last one counts) must read as they parse here.
    const payload =
      '\uFEFF{ "first_name" : "Ren\\u00e9e",\n"last_name":"A\\/B \\"C\\"", "last_name": "Okafor" }';
    const saved = await call(server.app, applicant.cookie, 'PUT', '/api/answer', payload, {
      'content-type': 'application/json',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const profile = await call(server.app, applicant.cookie, 'GET', '/api/profile');
    const { answer } = profile.json<{ answer: Record<string, string> }>();
    expect([answer.first_name, answer.last_name]).toEqual(['Renée', 'Okafor']);
  });

  it('refuses a line break in one-line text such as an e-mail address', async () => {
    const reply = await post(server.app, '/public/forgot-password', {
      username: 'ana@example.edu\n' + 'x',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json<{ message: string }>().message).toBe(serverMessages.controlCharacters);
  });

  it('accepts a new account whose address is plain text', async () => {
    const reply = await post(server.app, '/public/signup', {
      username: uniqueEmail(),
      password: strongPassword,
    });
    expect(reply.statusCode).toBe(200);
  });
});
