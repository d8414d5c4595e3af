import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplyKitClient, ServerError } from '@applykit/admissions-form/applykit-api';
import { messages, serverMessages } from '@applykit/api-contract';
import { defaultPartner, exampleApplication } from '@applykit/admissions-form/validate';
import { defaultMailFrom, mailTemplatesFor } from '../src/mail/templates';
import {
  cookiesOf,
  inStateVeteran,
  latestMail,
  post,
  signedInApplicant,
  startTestServer,
  strongPassword,
  uniqueAddress,
  uniqueEmail,
  type TestServer,
} from './support/applicants';
import { databaseKinds } from './support/database';
import { call } from './security/support';

/** The Maryland residency answers of a veteran who has not uploaded the DD-214 yet. */
const veteranWithoutDd214 = { ...exampleApplication, ...inStateVeteran };

function spanishCode(text: string | undefined): string {
  const code = /código de confirmación es (\d{6})/.exec(text ?? '')?.[1];
  expect(code, text).toBeDefined();
  return code!;
}

/** A JSON POST from a fresh client address with the given headers (a signed-out call). */
async function postWith(
  server: TestServer,
  url: string,
  payload: unknown,
  headers: Record<string, string>,
) {
  const reply = await server.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers,
    remoteAddress: uniqueAddress(),
  });
  await server.app.mailer.settled();
  return reply;
}

describe.each(databaseKinds)("mail and replies in the applicant's language on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  }, 180_000);
  afterAll(() => server.app.close());

  it('a sign-up in Spanish gets its reply, its code and the account in Spanish', async () => {
    const username = uniqueEmail('es');
    const signup = await post(server.app, '/public/signup', {
      username,
      password: strongPassword,
      locale: 'es',
    });
    expect(signup.statusCode).toBe(200);
    expect(signup.json().message).toBe(
      'Gracias. Enviamos un código de confirmación de 6 dígitos a su correo electrónico; es válido por 24 horas.',
    );
    const mail = await latestMail(server, username);
    expect(mail?.subject).toBe('Su código de confirmación de ApplyKit State University');
    const code = spanishCode(mail?.text_body);
    expect(mail?.text_body).toContain(
      'Ingréselo en la página Confirme su cuenta para terminar de crear su cuenta.',
    );
    expect(mail?.text_body).not.toMatch(/confirmation code|Enter it/);
    expect(mail?.html_body).toContain(`<p>Su código de confirmación es ${code}.</p>`);

    const confirm = await post(
      server.app,
      '/public/confirm',
      { username, code },
      { cookie: cookiesOf(signup) },
    );
    // Signed out, the confirm call follows the request's language; none here: the partner's
    // default, English.
    expect(confirm.json().message).toBe(serverMessages.confirmed);
    const login = await post(server.app, '/public/login', { username, password: strongPassword });
    const cookie = cookiesOf(login);
    const profile = await call(server.app, cookie, 'GET', '/api/profile');
    expect(profile.json().locale).toBe('es');

    // Signed in, the account's language wins over the request's.
    const saved = await call(
      server.app,
      cookie,
      'PUT',
      '/api/answer',
      { city: 'Bowie' },
      {
        'accept-language': 'en',
      },
    );
    expect(saved.json().message).toBe('Sus respuestas se guardaron.');

    // A password reset asked for without any language is mailed in the account's.
    await postWith(server, '/public/forgot-password', { username }, {});
    const reset = await latestMail(server, username);
    expect(reset?.subject).toBe('Restablezca su contraseña de ApplyKit State University');
    expect(reset?.text_body).toContain('Abra este enlace dentro de 1 hora');
  });

  it('replies to signed-out calls in the language of Accept-Language, English word for word otherwise', async () => {
    const username = uniqueEmail('es-header');
    const wrong = { username, password: 'Not-The-Password-1' };
    const spanish = await postWith(server, '/public/login', wrong, {
      'accept-language': 'es-MX,es;q=0.9,en;q=0.8',
    });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json()).toEqual({
      message: 'El correo electrónico o la contraseña son incorrectos.',
    });
    const english = await postWith(server, '/public/login', wrong, {
      'accept-language': 'fr-FR,en;q=0.5',
    });
    expect(english.json()).toEqual({ message: serverMessages.loginRejected });

    // Field messages of a refused body, the password's unmet requirements one by one.
    const refused = await postWith(
      server,
      '/public/signup',
      { username: 'not-an-address', password: 'short' },
      { 'accept-language': 'es' },
    );
    expect(refused.statusCode).toBe(400);
    const { message, errors } = refused.json();
    expect(message).toBe('Corrija los campos marcados.');
    expect(errors.username).toEqual(['Su correo electrónico debe ser válido.']);
    expect(errors.password).toHaveLength(1);
    expect(errors.password[0]).toMatch(/^Su contraseña no cumple los requisitos: al menos 12 /);
    expect(errors.password[0]).not.toMatch(/at least|uppercase|number/);

    const forgot = await postWith(
      server,
      '/public/forgot-password',
      { username },
      { 'accept-language': 'es' },
    );
    expect(forgot.json().message).toBe(
      'Si existe una cuenta con ese correo electrónico, le enviamos un enlace para restablecer su contraseña. El enlace es válido por 1 hora.',
    );
  });

  it('names the questions of a refused submit in the account’s language, and stores them in the definition’s', async () => {
    const { username, cookie } = await signedInApplicant(server);
    // The choice is confirmed in the language the call was made in (the page's, here English).
    expect((await call(server.app, cookie, 'PUT', '/api/locale', { locale: 'es' })).json()).toEqual(
      { message: serverMessages.localeSaved },
    );
    await call(server.app, cookie, 'PUT', '/api/answer', veteranWithoutDd214);
    const refused = await call(server.app, cookie, 'POST', '/api/submit');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'Su solicitud tiene errores. Corríjalos y vuelva a enviarla.',
      errors: { md_veteran_upload: ['Suba DD-214 u otro comprobante de baja honrosa'] },
    });
    const [stored] = await server.database.query<{ validation_errors: unknown }>(
      `SELECT p.validation_errors FROM applications p JOIN applicants a ON a.id = p.applicant_id
        WHERE a.username = $1`,
      [username],
    );
    expect(stored?.validation_errors).toEqual({
      md_veteran_upload: ['Upload DD-214 or other proof of honorable discharge'],
    });

    // Back in English, the same call reads word for word as before.
    await call(server.app, cookie, 'PUT', '/api/locale', { locale: 'en' });
    expect((await call(server.app, cookie, 'POST', '/api/submit')).json()).toEqual({
      message: serverMessages.applicationHasErrors,
      errors: { md_veteran_upload: ['Upload DD-214 or other proof of honorable discharge'] },
    });
  });

  it('explains a term that has closed in the account’s language, its date in the locale’s form', async () => {
    const { cookie } = await signedInApplicant(server);
    await call(server.app, cookie, 'PUT', '/api/locale', { locale: 'es' });
    const lastYear = new Date().getUTCFullYear() - 1;
    const closedFall = `FA${String(lastYear % 100).padStart(2, '0')}`;
    await call(server.app, cookie, 'PUT', '/api/answer', {
      ...exampleApplication,
      entry_term: closedFall,
    });
    const refused = await call(server.app, cookie, 'POST', '/api/submit');
    expect(refused.statusCode).toBe(400);
    const closesOn = new Intl.DateTimeFormat('es', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(lastYear, 7, 11)),
    );
    expect(refused.json().errors.entry_term).toEqual([
      `Las solicitudes para Otoño ${lastYear} se cerraron el ${closesOn}. Seleccione otra opción en Período de ingreso`,
    ]);
  });

  it('mails the receipt of a submitted application in the account’s language', async () => {
    const { username, cookie } = await signedInApplicant(server);
    await call(server.app, cookie, 'PUT', '/api/locale', { locale: 'es' });
    await call(server.app, cookie, 'PUT', '/api/answer', exampleApplication);
    const submitted = await call(server.app, cookie, 'POST', '/api/submit');
    expect(submitted.json()).toEqual({ message: 'Su solicitud se envió correctamente.' });
    const receipt = await latestMail(server, username);
    expect(receipt?.subject).toBe('Recibimos su solicitud');
    expect(receipt?.text_body).toContain('Gracias por postularse a ApplyKit State University.');
    expect(receipt?.text_body).toMatch(/La recibimos el .+ UTC\./);
    expect(receipt?.text_body).not.toContain(messages.submitted);
  });

  it('keeps the staff calls in English', async () => {
    const reply = await server.app.inject({
      method: 'GET',
      url: '/service/tmp-pdf?service_token=nonsense',
      headers: { 'accept-language': 'es' },
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().message).toBe(serverMessages.tokenInvalid);
  });
});

describe.each(databaseKinds)('a partner whose default language is Spanish, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { partner: { ...defaultPartner, defaultLocale: 'es' } });
  }, 180_000);
  afterAll(() => server.app.close());

  it('writes mail and replies in Spanish to an applicant who never chose a language', async () => {
    const username = uniqueEmail('partner-es');
    const signup = await post(server.app, '/public/signup', { username, password: strongPassword });
    expect(signup.json().message).toMatch(/^Gracias\. Enviamos un código/);
    const mail = await latestMail(server, username);
    expect(mail?.subject).toBe('Su código de confirmación de ApplyKit State University');
    spanishCode(mail?.text_body);

    // An applicant's own language still wins over the partner's.
    const english = uniqueEmail('partner-en');
    await post(server.app, '/public/signup', {
      username: english,
      password: strongPassword,
      locale: 'en',
    });
    expect((await latestMail(server, english))?.subject).toBe(
      'Your ApplyKit State University confirmation code',
    );
  });
});

describe.each(databaseKinds)('the form package’s client in Spanish, over HTTP, on %s', (kind) => {
  let server: TestServer;
  let origin: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  }, 180_000);
  afterAll(() => server.app.close());

  /** The client the account cards call, with one browser's cookie jar. */
  function browser(locale: string) {
    const jar = new Map<string, string>();
    return createApplyKitClient({
      baseUrl: origin,
      locale: () => locale,
      fetch: async (input, init) => {
        const headers = new Headers(init?.headers);
        if (jar.size) headers.set('cookie', [...jar].map(([n, v]) => `${n}=${v}`).join('; '));
        const response = await fetch(new URL(String(input), origin), { ...init, headers });
        for (const cookie of response.headers.getSetCookie()) {
          const [pair = ''] = cookie.split(';');
          const [name = '', value = ''] = pair.split('=');
          jar.set(name, value);
        }
        return response;
      },
    });
  }

  async function refusal(call: Promise<unknown>): Promise<ServerError> {
    const error = await call.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ServerError);
    return error as ServerError;
  }

  it('signs up, is told to confirm and logs in with every reply in Spanish', async () => {
    const client = browser('es');
    const username = uniqueEmail('client-es');
    const signedUp = await client.signUp({ username, password: strongPassword });
    expect(signedUp.message).toMatch(/^Gracias\. Enviamos un código de confirmación/);
    const mail = await latestMail(server, username);
    expect(mail?.subject).toBe('Su código de confirmación de ApplyKit State University');

    const unconfirmed = await refusal(client.logIn({ username, password: strongPassword }));
    expect(unconfirmed.status).toBe(403);
    expect(unconfirmed.reason).toBe('notConfirmed');
    expect(unconfirmed.message).toBe(
      'Primero confirme su cuenta con el código de 6 dígitos que enviamos a su correo electrónico.',
    );

    const wrongCode = await refusal(client.confirm({ username, code: '000000' }));
    expect(wrongCode.message).toBe(
      'El código de confirmación es incorrecto o venció. Revíselo o solicite un código nuevo.',
    );
    const confirmed = await client.confirm({ username, code: spanishCode(mail?.text_body) });
    expect(confirmed.message).toBe('Su cuenta está confirmada. Inicie sesión.');
    expect((await client.logIn({ username, password: strongPassword })).message).toBe(
      'Inició sesión.',
    );
    expect((await client.profile()).locale).toBe('es');

    // The card's own language for one call wins over the client's.
    const english = await refusal(
      browser('es').logIn({ username, password: 'Wrong-Password-99' }, 'en'),
    );
    expect(english.message).toBe(serverMessages.loginRejected);
  });
});

describe('the mail templates', () => {
  it('name the default sender in the mail’s language, and leave a configured sender alone', () => {
    const mailsIn = mailTemplatesFor(defaultPartner, { mailFrom: defaultMailFrom(defaultPartner) });
    expect(mailsIn('es').confirmationCode('a@example.edu', '123456').from).toBe(
      '"Admisiones de ApplyKit State University" <admissions@localhost>',
    );
    expect(mailsIn('en').confirmationCode('a@example.edu', '123456').from).toBe(
      defaultMailFrom(defaultPartner),
    );
    const configured = mailTemplatesFor(defaultPartner, { mailFrom: 'Admissions <a@example.edu>' });
    expect(configured('es').confirmationCode('a@example.edu', '123456').from).toBeUndefined();
  });

  it("sign with the office's name in the mail's language", () => {
    const mailsIn = mailTemplatesFor(defaultPartner);
    expect(
      mailsIn('es').passwordReset('a@example.edu', 'https://x.example.edu/reset').text,
    ).toContain('Oficina de Admisiones de Pregrado');
    expect(
      mailsIn('en').passwordReset('a@example.edu', 'https://x.example.edu/reset').text,
    ).toContain('Office of Undergraduate Admissions');
  });

  it('write English word for word', () => {
    const mail = mailTemplatesFor(defaultPartner)('en').passwordReset(
      'a@example.edu',
      'https://apply.example.edu/reset?id=1',
    );
    expect(mail.subject).toBe('Reset your ApplyKit State University password');
    expect(mail.text).toBe(
      [
        'We received a request to reset the password of your account. Open this link within 1 hour to choose a new password; it works once.',
        'If you did not ask for this, you can ignore this message: your password is unchanged.',
        'https://apply.example.edu/reset?id=1',
        'Office of Undergraduate Admissions, ApplyKit State University (admissions@applykit.example.edu, (301) 860-3415)',
      ].join('\n\n'),
    );
  });
});
