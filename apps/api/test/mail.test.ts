import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@applykit/api-contract';
import { createMailer } from '../src/mail/mailer';
import {
  post,
  startTestServer,
  strongPassword,
  uniqueEmail,
  type TestServer,
  cookiesOf,
} from './support/applicants';
import { databaseKinds } from './support/database';
import { startSmtpServer } from './support/smtp';

describe.each(databaseKinds)('mail through SMTP on %s', (kind) => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(kind, {
      smtpUrl: smtp.url,
      mailFrom: 'Admissions <admissions@example.edu>',
    });
  });
  afterAll(async () => {
    await server.app.close();
    await new Promise<void>((resolve) => smtp.smtp.close(resolve));
  });

  it('delivers the confirmation code to the SMTP server, and the code confirms the account', async () => {
    const username = uniqueEmail();
    const signup = await post(server.app, '/public/signup', { username, password: strongPassword });
    expect(signup.statusCode).toBe(200);
    await server.app.mailer.settled();
    const message = smtp.delivered.find((m) => m.to.includes(username));
    expect(message).toBeDefined();
    expect(message!.raw).toContain('From: Admissions <admissions@example.edu>');
    expect(message!.raw).toContain('Content-Type: text/plain');
    expect(message!.raw).toContain('Content-Type: text/html');
    const code = /confirmation code is (\d{6})/.exec(message!.raw)![1]!;
    const confirm = await post(
      server.app,
      '/public/confirm',
      { username, code },
      { cookie: cookiesOf(signup) },
    );
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ message: serverMessages.confirmed });
    // With a real server the outbox table stays empty: codes are not kept in the database.
    expect(await server.database.query('SELECT 1 FROM mail_outbox')).toHaveLength(0);
  });

  it('answers the applicant the same when the mail server fails, and logs the failure', async () => {
    const errors: string[] = [];
    const mailer = createMailer({
      config: { smtpUrl: 'smtp://127.0.0.1:1', mailFrom: 'a@b.cd', environment: 'test' },
      database: server.database,
      log: { error: (_details, message) => errors.push(message) },
    });
    mailer.send({ to: 'x@example.edu', subject: 's', text: 't', html: '<p>t</p>' });
    await mailer.settled();
    expect(errors).toEqual(['mail failed']);
  });
});
