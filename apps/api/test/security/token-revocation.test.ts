import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages, type MintedLink } from '@applykit/api-contract';
import { tokenCommands } from '../../src/tokens/cli-commands';
import { loadSigningKey } from '../../src/tokens/tokens';
import { signedInApplicant, startTestServer, type TestServer } from '../support/applicants';
import { databaseKinds } from '../support/database';

const adminApiKey = randomBytes(32).toString('base64url');

describe.each(databaseKinds)('revoking service and temporary-answer links on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { adminApiKey });
  }, 180_000);
  afterAll(() => server.app.close());

  const admin = (url: string, payload: object) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${adminApiKey}` },
      payload,
    });
  const serviceView = (token: string) =>
    server.app.inject({ method: 'GET', url: `/service/tmp-pdf?service_token=${token}` });

  async function serviceLink(): Promise<MintedLink> {
    const { username } = await signedInApplicant(server);
    return (await admin('/admin/service-tokens', { username })).json<MintedLink>();
  }

  it('closes a service link revoked through the admin API, and no other', async () => {
    const revoked = await serviceLink();
    const kept = await serviceLink();
    expect((await serviceView(revoked.token)).statusCode).toBe(200);
    const reply = await admin('/admin/revoked-tokens', { token: revoked.url });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ message: serverMessages.tokenRevoked });
    const refused = await serviceView(revoked.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: serverMessages.tokenInvalid });
    expect((await serviceView(kept.token)).statusCode).toBe(200);
  });

  it('closes a temporary-answers link revoked from the command line', async () => {
    const link = (
      await admin('/admin/temporary-answers', { answer: { first_name: 'Ana' } })
    ).json<MintedLink>();
    const load = () => server.app.inject({ method: 'GET', url: `/public/tmp?token=${link.token}` });
    expect((await load()).statusCode).toBe(200);
    const printed: string[] = [];
    await tokenCommands['revoke-token'].run({
      config: server.config,
      database: server.database,
      args: [link.token],
      print: (line) => printed.push(line),
    });
    expect(printed).toEqual([serverMessages.tokenRevoked]);
    expect((await load()).statusCode).toBe(403);
  });

  it('refuses a token signed with the key but never recorded, as every token before ids', async () => {
    const { username } = await signedInApplicant(server);
    const [row] = await server.database.query<{ id: string }>(
      'SELECT id FROM applicants WHERE username = $1',
      [username],
    );
    const unrecorded = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('applykit')
      .setAudience('service')
      .setSubject(row!.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(loadSigningKey(server.config));
    expect((await serviceView(unrecorded)).statusCode).toBe(403);
  });

  it('answers 400 for a link this server did not issue, and needs the admin key', async () => {
    const reply = await admin('/admin/revoked-tokens', { token: 'not-a-token' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ message: serverMessages.tokenNotIssued });
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/admin/revoked-tokens',
      payload: { token: (await serviceLink()).token },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
