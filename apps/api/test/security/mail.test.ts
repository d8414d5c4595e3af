import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@applykit/api-contract';
import { hashPassword } from '../../src/accounts/passwords';
import { post, startTestServer, strongPassword, type TestServer } from '../support/applicants';
import { databaseKinds } from '../support/database';
import { startSmtpServer } from '../support/smtp';

let counter = 0;
const mailbox = (label: string) => `${label}.${process.pid}.${Date.now()}.${++counter}@example.edu`;

describe.each(databaseKinds)('mail goes only to the account’s own address on %s', (kind) => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(kind, { smtpUrl: smtp.url });
  }, 180_000);
  afterAll(async () => {
    await server.app.close();
    await new Promise<void>((resolve) => smtp.smtp.close(resolve));
  });

  const deliveredTo = (address: string) =>
    smtp.delivered.filter((message) => message.to.includes(address));

  it.each([
    ['a group', (other: string) => `victim:${other};`],
    ['a display name', (other: string) => `victim<${other}>`],
    ['a list', (other: string) => `victim,${other}`],
  ])('refuses at sign-up an address that is %s, and mails no one', async (_, shape) => {
    const other = mailbox('elsewhere');
    const reply = await post(server.app, '/public/signup', {
      username: shape(other),
      password: strongPassword,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ message: accountMessages.emailInvalid });
    await server.app.mailer.settled();
    expect(deliveredTo(other)).toEqual([]);
    const rows = await server.database.query('SELECT 1 FROM applicants WHERE username = $1', [
      shape(other),
    ]);
    expect(rows).toEqual([]);
  });

  it('sends a reset link of an account made before the check to no other mailbox', async () => {
    const other = mailbox('elsewhere');
    const username = `victim:${other};`;
    await server.database.query(
      'INSERT INTO applicants (username, password_hash, confirmed_at) VALUES ($1, $2, now())',
      [username, await hashPassword(strongPassword)],
    );
    const reply = await post(server.app, '/public/forgot-password', { username });
    expect(reply.statusCode).toBe(200);
    await server.app.mailer.settled();
    expect(deliveredTo(other)).toEqual([]);
  });

  it('still mails a plain address', async () => {
    const username = mailbox('plain');
    await post(server.app, '/public/signup', { username, password: strongPassword });
    await server.app.mailer.settled();
    expect(deliveredTo(username)).toHaveLength(1);
  });
});
