import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, profileSchema, serverMessages, type Profile } from '@applykit/api-contract';
import {
  defaultPartner,
  exampleApplication as completeApplication,
  examplePartner,
  validateApplication,
} from '@applykit/admissions-form/validate';
import { readConfig } from '../src/config';
import {
  latestMail,
  signedInApplicant,
  startTestServer,
  type TestServer,
  inStateVeteran,
} from './support/applicants';
import { databaseKinds } from './support/database';
import { makePdf, pdfText } from './documents/fixtures';
import { builtApplicationPdf, uploadDocument } from './documents/serverUploads';

describe.each(databaseKinds)('application data on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.app.close());

  function call(
    cookie: string,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
  ) {
    return server.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  async function submitted() {
    const applicant = await signedInApplicant(server);
    await call(applicant.cookie, 'PUT', '/api/answer', completeApplication);
    const reply = await call(applicant.cookie, 'POST', '/api/submit');
    expect(reply.statusCode).toBe(200);
    return applicant;
  }

  describe('profile', () => {
    it('starts empty: no answers, no last page, one log in, no status', async () => {
      const { username, cookie } = await signedInApplicant(server);
      const reply = await call(cookie, 'GET', '/api/profile');
      expect(reply.statusCode).toBe(200);
      const profile = reply.json<Profile>();
      expect(profile).toEqual({
        answer: {},
        document_answer: {},
        username,
        last_page: null,
        locale: null,
        successful_login: [expect.any(String)],
        web_status: [],
      });
      expect(new Date(profile.successful_login[0]!).getTime()).toBeLessThanOrEqual(Date.now());
    });

    it('lists one successful_login entry per log in', async () => {
      const { username } = await signedInApplicant(server);
      const second = await server.app.inject({
        method: 'POST',
        url: '/public/login',
        payload: { username, password: 'Transfer-Student-2026' },
      });
      const cookie = second.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const profile = (await call(cookie, 'GET', '/api/profile')).json<Profile>();
      expect(profile.successful_login).toHaveLength(2);
    });
  });

  describe('answers', () => {
    it('stores answers and merges later saves key by key', async () => {
      const { cookie } = await signedInApplicant(server);
      const first = await call(cookie, 'PUT', '/api/answer', {
        first_name: 'Ana',
        last_name: 'Lopez',
      });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.body).toBe(JSON.stringify({ message: serverMessages.answersSaved }));
      // A second tab saves another page: the first tab's answers stay.
      await call(cookie, 'PUT', '/api/answer', { city: 'Bowie', last_name: '' });
      const profile = (await call(cookie, 'GET', '/api/profile')).json<Profile>();
      expect(profile.answer).toEqual({ first_name: 'Ana', last_name: '', city: 'Bowie' });
    });

    it('gives back every answer exactly as saved, in a reply that is the profile and nothing more', async () => {
      const { cookie, username } = await signedInApplicant(server);
      const answers = {
        first_name: 'Ána "the \\ first"',
        last_name: 'Łopez\u2028Ñ',
        city: 'line\nbreak\ttab </script> 😀',
      };
      expect((await call(cookie, 'PUT', '/api/answer', answers)).statusCode).toBe(200);
      await call(cookie, 'PUT', '/api/locale', { locale: 'es' });
      await call(cookie, 'POST', '/api/web-status', { web_status: 'validating' });
      const reply = await call(cookie, 'GET', '/api/profile');
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
      const profile = profileSchema.strict().parse(JSON.parse(reply.body));
      expect(profile).toEqual({
        answer: answers,
        document_answer: {},
        username,
        last_page: null,
        locale: 'es',
        successful_login: [expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)],
        web_status: [{ web_status: 'started' }, { web_status: 'validating' }],
      });
    });

    it('refuses keys outside the data model, naming them, and stores nothing', async () => {
      const { cookie } = await signedInApplicant(server);
      const reply = await call(cookie, 'PUT', '/api/answer', {
        first_name: 'Ana',
        favourite_colour: 'blue',
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({
        message: 'These answers are not part of the application: favourite_colour.',
        errors: { favourite_colour: ['This answer is not part of the application.'] },
      });
      expect((await call(cookie, 'GET', '/api/profile')).json<Profile>().answer).toEqual({});
    });

    it('refuses values that are not text, naming the key', async () => {
      const { cookie } = await signedInApplicant(server);
      const reply = await call(cookie, 'PUT', '/api/answer', { first_name: 'Ana', credits: 30 });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe('The answer to credits must be text.');
      expect((await call(cookie, 'GET', '/api/profile')).json<Profile>().answer).toEqual({});
    });

    it('names the keys outside the data model first, whatever the other answers hold', async () => {
      const { cookie } = await signedInApplicant(server);
      for (const body of [
        { credits: 30, favourite_colour: 'blue', first_name: 'x'.repeat(20_001) },
        { first_name: 'Ana', favourite_colour: 5, pet: null },
      ]) {
        const reply = await call(cookie, 'PUT', '/api/answer', body);
        expect(reply.statusCode).toBe(400);
        const unknown = Object.keys(body).filter((key) => !['credits', 'first_name'].includes(key));
        expect(reply.json()).toEqual({
          message: `These answers are not part of the application: ${unknown.join(', ')}.`,
          errors: Object.fromEntries(
            unknown.map((key) => [key, ['This answer is not part of the application.']]),
          ),
        });
      }
      expect((await call(cookie, 'GET', '/api/profile')).json<Profile>().answer).toEqual({});
    });

    it('refuses prototype keys, plain or escaped, and changes nothing', async () => {
      const { cookie } = await signedInApplicant(server);
      await call(cookie, 'PUT', '/api/answer', { first_name: 'Ana' });
      for (const text of [
        '{"first_name":"Eve","__proto__":{"last_name":"Lopez"}}',
        '{"first_name":"Eve","\\u005f_proto__":{"last_name":"Lopez"}}',
        '{"first_name":"Eve","constructor":{"prototype":{"last_name":"Lopez"}}}',
        '{"first_name":"Eve","\\u0063onstructor":{"prototype":{"last_name":"Lopez"}}}',
      ]) {
        const reply = await server.app.inject({
          method: 'PUT',
          url: '/api/answer',
          headers: { cookie, 'content-type': 'application/json' },
          payload: text,
        });
        expect(reply.statusCode, text).toBe(400);
        expect(Object.keys(reply.json()), text).toEqual(['message']);
      }
      expect((await call(cookie, 'GET', '/api/profile')).json<Profile>().answer).toEqual({
        first_name: 'Ana',
      });
      expect(({} as Record<string, unknown>).last_name).toBeUndefined();
    });

    it('refuses a body that is not an object of answers', async () => {
      const { cookie } = await signedInApplicant(server);
      for (const body of [['first_name'], 'Ana', null]) {
        const reply = await server.app.inject({
          method: 'PUT',
          url: '/api/answer',
          headers: { cookie, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(reply.statusCode).toBe(400);
        expect(reply.json()).toEqual({ message: serverMessages.answersNotObject });
      }
    });

    it('refuses an over-long answer and an oversized body with 400', async () => {
      const { cookie } = await signedInApplicant(server);
      const long = await call(cookie, 'PUT', '/api/answer', { first_name: 'x'.repeat(20_001) });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe('The answer to first_name is longer than 20000 characters.');
      const huge = await server.app.inject({
        method: 'PUT',
        url: '/api/answer',
        headers: { cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ first_name: 'x'.repeat(1024 * 1024) }),
      });
      expect(huge.statusCode).toBe(400);
      expect(huge.json()).toEqual({ message: serverMessages.bodyTooLarge });
    });
  });

  describe('last page', () => {
    it('saves the last page and shows it in the profile', async () => {
      const { cookie } = await signedInApplicant(server);
      const reply = await call(cookie, 'PUT', '/api/last-page', { last_page: '/education' });
      expect(reply.statusCode).toBe(200);
      expect((await call(cookie, 'GET', '/api/profile')).json<Profile>().last_page).toBe(
        '/education',
      );
    });

    it('refuses a last page that is not a path of the site', async () => {
      const { cookie } = await signedInApplicant(server);
      for (const last_page of ['https://evil.example/', 42]) {
        expect((await call(cookie, 'PUT', '/api/last-page', { last_page })).statusCode).toBe(400);
      }
    });
  });

  describe('language', () => {
    it('remembers the chosen language on the account, restored at the next log in', async () => {
      const { username, cookie } = await signedInApplicant(server);
      const saved = await call(cookie, 'PUT', '/api/locale', { locale: 'es' });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ message: serverMessages.localeSaved });

      await call(cookie, 'GET', '/api/logout');
      const login = await server.app.inject({
        method: 'POST',
        url: '/public/login',
        payload: { username, password: 'Transfer-Student-2026' },
      });
      expect(login.statusCode).toBe(200);
      const again = [login.headers['set-cookie']]
        .flat()
        .map((cookie) => String(cookie).split(';')[0])
        .join('; ');
      expect((await call(again, 'GET', '/api/profile')).json<Profile>().locale).toBe('es');
    });

    it('keeps the language changeable after submitting', async () => {
      const { cookie } = await submitted();
      expect((await call(cookie, 'PUT', '/api/locale', { locale: 'es-MX' })).statusCode).toBe(200);
      expect((await call(cookie, 'GET', '/api/profile')).json<Profile>().locale).toBe('es-MX');
    });

    it('refuses a value that is not a language tag and keeps the saved one', async () => {
      const { cookie } = await signedInApplicant(server);
      await call(cookie, 'PUT', '/api/locale', { locale: 'es' });
      for (const locale of ['', 'Spanish!', 42, '<script>', 'x'.repeat(40)]) {
        const reply = await call(cookie, 'PUT', '/api/locale', { locale });
        expect(reply.statusCode).toBe(400);
        expect(reply.json<{ message: string }>().message).toEqual(expect.any(String));
      }
      expect((await call(cookie, 'GET', '/api/profile')).json<Profile>().locale).toBe('es');
    });

    it('needs a session', async () => {
      const reply = await server.app.inject({
        method: 'PUT',
        url: '/api/locale',
        payload: { locale: 'es' },
      });
      expect(reply.statusCode).toBe(401);
    });
  });

  describe('web status', () => {
    const statuses = async (cookie: string) =>
      (await call(cookie, 'GET', '/api/profile'))
        .json<Profile>()
        .web_status.map((s) => s.web_status);

    it('moves none → started → validating and never back', async () => {
      const { cookie } = await signedInApplicant(server);
      const started = await call(cookie, 'POST', '/api/web-status', { web_status: 'started' });
      expect(started.json()).toEqual({
        message: serverMessages.webStatusSaved,
        web_status: 'started',
      });
      expect(await statuses(cookie)).toEqual(['started']);
      await call(cookie, 'POST', '/api/web-status', { web_status: 'validating' });
      const back = await call(cookie, 'POST', '/api/web-status', { web_status: 'started' });
      expect(back.statusCode).toBe(200);
      expect(back.json().web_status).toBe('validating');
      expect(await statuses(cookie)).toEqual(['started', 'validating']);
    });

    it('records started too when validating comes first, so the count stays right', async () => {
      const { cookie } = await signedInApplicant(server);
      await call(cookie, 'POST', '/api/web-status', { web_status: 'validating' });
      expect(await statuses(cookie)).toEqual(['started', 'validating']);
    });

    it('does not let a post set submitted, nor take an unknown status', async () => {
      const { cookie } = await signedInApplicant(server);
      const submittedPost = await call(cookie, 'POST', '/api/web-status', {
        web_status: 'submitted',
      });
      expect(submittedPost.statusCode).toBe(409);
      expect(submittedPost.json()).toEqual({ message: serverMessages.submittedOnlyBySubmit });
      const unknown = await call(cookie, 'POST', '/api/web-status', { web_status: 'accepted' });
      expect(unknown.statusCode).toBe(400);
      expect(await statuses(cookie)).toEqual([]);
    });
  });

  describe('validations', () => {
    it('keeps the latest error map', async () => {
      const { username, cookie } = await signedInApplicant(server);
      await call(cookie, 'POST', '/api/validations', { first_name: ['First Name'] });
      const reply = await call(cookie, 'POST', '/api/validations', { city: ['City'] });
      expect(reply.statusCode).toBe(200);
      const [row] = await server.database.query<{ validation_errors: unknown }>(
        'SELECT validation_errors FROM applications p JOIN applicants a ON a.id = p.applicant_id WHERE a.username = $1',
        [username],
      );
      expect(row?.validation_errors).toEqual({ city: ['City'] });
    });

    it('refuses an error map of the wrong shape', async () => {
      const { cookie } = await signedInApplicant(server);
      expect((await call(cookie, 'POST', '/api/validations', { city: 'City' })).statusCode).toBe(
        400,
      );
    });
  });

  describe('submit', () => {
    it('answers 400 with the form’s errors when the stored answers do not pass', async () => {
      const { cookie } = await signedInApplicant(server);
      await call(cookie, 'PUT', '/api/answer', { first_name: 'Ana' });
      const reply = await call(cookie, 'POST', '/api/submit');
      expect(reply.statusCode).toBe(400);
      const body = reply.json();
      expect(body.message).toBe(serverMessages.applicationHasErrors);
      expect(body.errors).toEqual(
        validateApplication(
          { first_name: 'Ana' },
          { now: new Date(), documents: {}, tabs: {}, addAnother: {} },
        ),
      );
      expect(body.errors.last_name).toBeDefined();
      const profile = (await call(cookie, 'GET', '/api/profile')).json<Profile>();
      expect(profile.web_status).toEqual([]);
    });

    it('refuses a term that closed after the applicant chose it, naming the term and the day', async () => {
      // Chosen while Spring 2025 was open; the server checks on its own clock at submit.
      const { cookie } = await signedInApplicant(server);
      const answers = {
        ...completeApplication,
        entry_term: 'SP25',
        entry_term_desc: 'Spring 2025',
      };
      expect((await call(cookie, 'PUT', '/api/answer', answers)).statusCode).toBe(200);
      const reply = await call(cookie, 'POST', '/api/submit');
      expect(reply.statusCode).toBe(400);
      expect(reply.json().errors).toEqual({
        entry_term: [
          'Applications for Spring 2025 closed on January 6, 2025. Select another Entry Term',
        ],
        campus_attend: ['Select an answer to: Which campus would you like to attend?'],
      });
      const profile = (await call(cookie, 'GET', '/api/profile')).json<Profile>();
      expect(profile.answer.entry_term).toBe('SP25');
      expect(profile.web_status).toEqual([]);
    });

    it('checks a required document against the applicant’s real uploads', async () => {
      // A veteran applying for in-state tuition must upload the DD-214 (or choose to send it later).
      const veteran = { ...completeApplication, ...inStateVeteran };
      const { cookie } = await signedInApplicant(server);
      await call(cookie, 'PUT', '/api/answer', veteran);
      const missing = await call(cookie, 'POST', '/api/submit');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual({
        md_veteran_upload: ['Upload DD-214 or other proof of honorable discharge'],
      });

      const dd214 = { bytes: await makePdf('Certificate of release'), name: 'dd214.pdf' };
      expect(await uploadDocument(server.app, cookie, 'md_veteran_upload', dd214)).toEqual({
        status: 'COMPLETED',
      });
      const profile = (await call(cookie, 'GET', '/api/profile')).json<Profile>();
      expect(profile.document_answer).toEqual({
        md_veteran_upload: { file_name: 'dd214.pdf', file_size: dd214.bytes.byteLength },
      });
      const accepted = await call(cookie, 'POST', '/api/submit');
      expect(accepted.statusCode, accepted.body).toBe(200);
    });

    it('submits once when two submits arrive together (a double click, a retried request)', async () => {
      const { username, cookie } = await signedInApplicant(server);
      await call(cookie, 'PUT', '/api/answer', completeApplication);
      const replies = await Promise.all([
        call(cookie, 'POST', '/api/submit'),
        call(cookie, 'POST', '/api/submit'),
        call(cookie, 'POST', '/api/submit'),
      ]);
      expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
      await server.app.mailer.settled();
      const receipts = await server.database.query(
        "SELECT 1 FROM mail_outbox WHERE recipient = $1 AND subject = 'We received your application'",
        [username],
      );
      expect(receipts).toHaveLength(1);
      const statuses = await server.database.query(
        `SELECT 1 FROM web_statuses w JOIN applicants a ON a.id = w.applicant_id
          WHERE a.username = $1 AND w.web_status = 'submitted'`,
        [username],
      );
      expect(statuses).toHaveLength(1);
    });

    it('locks a valid application as submitted, mails a receipt, and stays idempotent', async () => {
      expect(validateApplication(completeApplication, { now: new Date() })).toEqual({});
      const { username, cookie } = await submitted();
      const mail = await latestMail(server, username);
      expect(mail?.subject).toBe('We received your application');
      expect(mail?.text_body).toContain(messages.submitted);
      const again = await call(cookie, 'POST', '/api/submit');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ message: messages.submitted });
      const receipts = await server.database.query(
        "SELECT 1 FROM mail_outbox WHERE recipient = $1 AND subject = 'We received your application'",
        [username],
      );
      expect(receipts).toHaveLength(1);
      const profile = (await call(cookie, 'GET', '/api/profile')).json<Profile>();
      expect(profile.web_status).toEqual([
        { web_status: 'started' },
        { web_status: 'validating' },
        { web_status: 'submitted' },
      ]);
    });

    it('answers every write after submission with 409 and changes nothing', async () => {
      const { cookie } = await submitted();
      const writes: ['PUT' | 'POST' | 'DELETE', string, unknown][] = [
        ['PUT', '/api/answer', { first_name: 'Changed' }],
        ['PUT', '/api/last-page', { last_page: '/about' }],
        ['POST', '/api/web-status', { web_status: 'validating' }],
        ['POST', '/api/validations', {}],
        ['PUT', '/api/tabs', { tab_id: 'md_military_documents', chosen_tab: 'later' }],
        ['PUT', '/api/add-another', { button_id: 'colleges', num_components: 2 }],
        // Documents: no new upload, conversion or deletion either.
        ['POST', '/api/presigned-url', { answer_key: 'md_veteran_upload' }],
        [
          'POST',
          '/api/pdf/document-answer/md_veteran_upload',
          { file_key: 'applicants/x/uploads/md_veteran_upload/x', file_name: 'dd214.pdf' },
        ],
        ['DELETE', '/api/pdf/document-answer/md_veteran_upload', undefined],
        ['DELETE', '/api/document-answer/md_veteran_upload', undefined],
      ];
      for (const [method, url, payload] of writes) {
        const reply = await call(cookie, method, url, payload);
        expect(reply.statusCode, url).toBe(409);
        expect(reply.json()).toEqual({ message: serverMessages.alreadySubmitted });
      }
      const profile = (await call(cookie, 'GET', '/api/profile')).json<Profile>();
      expect(profile.answer.first_name).toBe('Ana');
      // The portal posts "submitted" after a successful submit: that is not a change.
      const repeat = await call(cookie, 'POST', '/api/web-status', { web_status: 'submitted' });
      expect(repeat.statusCode).toBe(200);
      expect(repeat.json().web_status).toBe('submitted');
    });
  });

  describe('tabs and add-another', () => {
    it('keeps a chosen tab per id and answers the whole map', async () => {
      const { cookie } = await signedInApplicant(server);
      expect((await call(cookie, 'GET', '/api/tabs')).json()).toEqual({});
      const reply = await call(cookie, 'PUT', '/api/tabs', {
        tab_id: 'md_military_documents',
        chosen_tab: 'later',
      });
      expect(reply.json()).toEqual({ md_military_documents: 'later' });
      await call(cookie, 'PUT', '/api/tabs', {
        tab_id: 'md_military_documents',
        chosen_tab: 'upload',
      });
      expect((await call(cookie, 'GET', '/api/tabs')).json()).toEqual({
        md_military_documents: 'upload',
      });
    });

    it('refuses a tab payload without ids', async () => {
      const { cookie } = await signedInApplicant(server);
      expect((await call(cookie, 'PUT', '/api/tabs', { tab_id: '' })).statusCode).toBe(400);
    });

    it('keeps add-another counts per id, from 1 to 10', async () => {
      const { cookie } = await signedInApplicant(server);
      expect((await call(cookie, 'GET', '/api/add-another')).json()).toEqual({});
      const reply = await call(cookie, 'PUT', '/api/add-another', {
        button_id: 'colleges',
        num_components: 3,
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ colleges: 3 });
      await call(cookie, 'PUT', '/api/add-another', { button_id: 'colleges', num_components: 10 });
      expect((await call(cookie, 'GET', '/api/add-another')).json()).toEqual({ colleges: 10 });
    });

    it('rejects counts above 10, below 1, or not whole numbers', async () => {
      const { cookie } = await signedInApplicant(server);
      const tooMany = await call(cookie, 'PUT', '/api/add-another', {
        button_id: 'colleges',
        num_components: 11,
      });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().message).toBe(serverMessages.addAnotherTooMany);
      for (const num_components of [0, 2.5, '3']) {
        const reply = await call(cookie, 'PUT', '/api/add-another', {
          button_id: 'colleges',
          num_components,
        });
        expect(reply.statusCode).toBe(400);
      }
      expect((await call(cookie, 'GET', '/api/add-another')).json()).toEqual({});
    });
  });
});

describe.each(databaseKinds)('partner settings of the server on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { partner: examplePartner });
  });
  afterAll(() => server.app.close());

  it('submits by the configured partner’s rules, as the form would check them', async () => {
    // The default partner's complete application names an entry term Lakeside College does
    // not offer.
    const { cookie } = await signedInApplicant(server);
    await server.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie },
      payload: completeApplication,
    });
    const refused = await server.app.inject({
      method: 'POST',
      url: '/api/submit',
      headers: { cookie },
    });
    expect(refused.statusCode).toBe(400);
    const expected = validateApplication(completeApplication, {
      now: new Date(),
      partner: examplePartner,
    });
    expect(expected.entry_term).toBeDefined();
    expect(refused.json().errors).toEqual(expected);

    // The copy of the application is the partner's too.
    const pdf = await builtApplicationPdf(server.app, { cookie });
    expect(pdf.status).toBe('COMPLETED');
    const download = await server.app.inject({ method: 'GET', url: pdf.url!, headers: { cookie } });
    expect((await pdfText(download.rawPayload)).text).toContain(examplePartner.institutionName);
  });

  it('reads the partner from APPLYKIT_PARTNER and refuses an unknown name', () => {
    expect(readConfig({}).partner).toBe(defaultPartner);
    expect(readConfig({ APPLYKIT_PARTNER: 'example' }).partner).toBe(examplePartner);
    expect(() => readConfig({ APPLYKIT_PARTNER: 'nowhere' })).toThrow(
      'APPLYKIT_PARTNER must be one of default, example, not "nowhere".',
    );
  });
});
