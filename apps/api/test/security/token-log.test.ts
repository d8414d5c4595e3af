import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MintedLink } from '@applykit/api-contract';
import { signedInApplicant, startTestServer, type TestServer } from '../support/applicants';
import { databaseKinds } from '../support/database';

const adminApiKey = randomBytes(32).toString('base64url');

describe.each(databaseKinds)('tokens kept out of the request log on %s', (kind) => {
  const log: string[] = [];
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      kind,
      { adminApiKey },
      { logStream: { write: (line) => void log.push(line) } },
    );
  }, 180_000);
  afterAll(() => server.app.close());

  const mint = async (url: string, payload: object) => {
    const reply = await server.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${adminApiKey}` },
      payload,
    });
    expect(reply.statusCode).toBe(200);
    return new URL(reply.json<MintedLink>().url);
  };

  it.each([
    ['service token', 'service_token', '/service/tmp-pdf'],
    ['temporary-answer token', 'token', '/public/tmp'],
  ])('never writes a %s to the log', async (_, name, path) => {
    const { username } = await signedInApplicant(server);
    const link =
      name === 'service_token'
        ? await mint('/admin/service-tokens', { username })
        : await mint('/admin/temporary-answers', { answer: { first_name: 'Ana' } });
    const token = link.searchParams.get(name)!;
    log.length = 0;
    const reply = await server.app.inject({ method: 'GET', url: `${path}${link.search}` });
    expect(reply.statusCode).toBe(200);
    const written = log.join('');
    expect(written).toContain(`${path}?${name}=[redacted]`);
    expect(written).not.toContain(token);
    expect(written).not.toContain(token.split('.')[2]);
  });
});
