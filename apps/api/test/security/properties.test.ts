import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@applykit/api-contract';
import {
  signedInApplicant,
  startTestServer,
  uniqueAddress,
  type TestServer,
} from '../support/applicants';
import { databaseKinds } from '../support/database';
import { applicantState } from './support';

/** Every endpoint that takes a JSON body, with the keys its schema knows. */
const jsonEndpoints = [
  ['PUT', '/api/answer', ['first_name', 'zip', 'legal_agree']],
  ['PUT', '/api/last-page', ['last_page']],
  ['PUT', '/api/locale', ['locale']],
  ['POST', '/api/web-status', ['web_status']],
  ['POST', '/api/validations', ['first_name']],
  ['PUT', '/api/tabs', ['tab_id', 'chosen_tab']],
  ['PUT', '/api/add-another', ['button_id', 'num_components']],
  ['POST', '/api/submit', []],
  ['POST', '/api/presigned-url', ['answer_key']],
  ['POST', '/api/pdf/document-answer/transcript_upload', ['file_key', 'file_name']],
  ['POST', '/public/signup', ['username', 'password']],
  ['POST', '/public/confirm', ['username', 'code']],
  ['POST', '/public/login', ['username', 'password']],
  ['POST', '/public/forgot-password', ['username']],
  ['POST', '/public/resend-confirm', ['username']],
  ['POST', '/public/reset-password', ['username', 'password', 'confirm_password', 'id']],
] as const;

/**
 * One character of generated text: mostly printable ASCII, sometimes a character that no field
 * takes (NUL, another C0 control, DEL, a C1 control, half a surrogate pair) or the tab and line
 * breaks that free text keeps.
 */
const textUnit = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\ud800', '\udfff'),
  fc.constantFrom('\t', '\n', '\r', 'é', '😀'),
);
const text = (maxLength?: number) =>
  fc.string({ unit: textUnit, ...(maxLength ? { maxLength } : {}) });

/** True when a key or text anywhere in `value` holds a character no field takes. */
function holdsRefusedText(value: unknown): boolean {
  const refused = /\p{Cs}|(?![\t\n\r])\p{Cc}/u;
  if (typeof value === 'string') return refused.test(value);
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, inner]) => refused.test(key) || holdsRefusedText(inner));
}

/** A body: mostly JSON (random, or objects with the endpoint's keys), sometimes not JSON. */
function bodies(keys: readonly string[]) {
  const value = fc.jsonValue({ maxDepth: 3, stringUnit: textUnit });
  const keyed = fc.dictionary(
    keys.length ? fc.oneof(fc.constantFrom(...keys), text()) : text(),
    fc.oneof(text(), value),
    { maxKeys: 6 },
  );
  return fc.oneof(
    keyed.map((body) => ({ text: JSON.stringify(body), json: body as unknown })),
    value.map((body) => ({ text: JSON.stringify(body), json: body as unknown })),
    text(200).map((body) => ({ text: body, json: undefined })),
  );
}

describe.each(databaseKinds)('random bodies at every JSON endpoint on %s', (kind) => {
  let server: TestServer;
  let applicant: { username: string; cookie: string };
  beforeAll(async () => {
    server = await startTestServer(kind);
    applicant = await signedInApplicant(server);
  }, 180_000);
  afterAll(() => server.app.close());

  it.each(jsonEndpoints)(
    '%s %s never answers 500, and a refusal changes nothing',
    async (method, url, keys) => {
      await fc.assert(
        fc.asyncProperty(bodies(keys), async (body) => {
          const before = await applicantState(server, applicant.username);
          const reply = await server.app.inject({
            method,
            url,
            payload: body.text,
            remoteAddress: uniqueAddress(),
            headers: { cookie: applicant.cookie, 'content-type': 'application/json' },
          });
          expect(reply.statusCode).toBeLessThan(500);
          expect(typeof reply.json().message === 'string' || reply.statusCode < 400).toBe(true);
          if (holdsRefusedText(body.json)) {
            expect(reply.statusCode).toBe(400);
            expect(reply.json().message).toBe(serverMessages.controlCharacters);
          }
          if (reply.statusCode >= 400) {
            const after = await applicantState(server, applicant.username);
            // A refused submit records the validation errors it found, by design.
            if (url === '/api/submit') {
              delete after!.validation_errors;
              delete before!.validation_errors;
            }
            expect(after).toEqual(before);
          }
        }),
        {
          numRuns: 20,
          // Found by this property: a field named like an Object method once answered 500.
          examples: [
            [{ text: '{"valueOf":false,"constructor":1,"toString":[]}', json: undefined }],
            // Found by an attack on the server: NUL and half a surrogate pair answered 500.
            [{ text: '{"username":"a\\u0000@b.co","first_name":"\\ud800"}', json: undefined }],
            // Found by this property: refused text beside a prototype key got another message.
            [
              {
                text: '{"\\u0000":[],"__proto__":[]}',
                json: JSON.parse('{"\\u0000":[],"__proto__":[]}') as unknown,
              },
            ],
          ],
        },
      );
    },
  );
});
