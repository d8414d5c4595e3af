import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@applykit/api-contract';
import { adminKeyLimit } from '../../src/http/rate-limits';
import { buildServer } from '../../src/server';
import {
  signedInApplicant,
  startTestServer,
  testConfig,
  uniqueAddress,
  type TestServer,
} from '../support/applicants';
import { databaseKinds, openTestDatabase } from '../support/database';

const adminApiKey = randomBytes(32).toString('base64url');

describe.each(databaseKinds)('the admin API under attack on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { adminApiKey });
  }, 180_000);
  afterAll(() => server.app.close());

  const mint = (username: string, key: string, remoteAddress: string) =>
    server.app.inject({
      method: 'POST',
      url: '/admin/service-tokens',
      remoteAddress,
      headers: { authorization: `Bearer ${key}` },
      payload: { username },
    });

  it('stops guessing keys from one address, even with the right key, and spares the others', async () => {
    const { username } = await signedInApplicant(server);
    const guesser = uniqueAddress();
    for (let guess = 0; guess < adminKeyLimit.wrongKeysPerAddress; guess++) {
      const reply = await mint(username, randomBytes(32).toString('base64url'), guesser);
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual({ message: serverMessages.adminKeyRequired });
    }
    const blocked = await mint(username, adminApiKey, guesser);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: serverMessages.tooManyAttempts });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await mint(username, adminApiKey, uniqueAddress())).statusCode).toBe(200);
  });

  it('never counts the right key', async () => {
    const { username } = await signedInApplicant(server);
    const staff = uniqueAddress();
    for (let call = 0; call <= adminKeyLimit.wrongKeysPerAddress; call++) {
      expect((await mint(username, adminApiKey, staff)).statusCode).toBe(200);
    }
  });
});

/**
 * The timers and sockets keeping this process alive, by kind (Node's own list): a job queue
 * left running shows as its polling timers and, on PostgreSQL, its pool's connections.
 */
function timersAndSockets() {
  const held = { Timeout: 0, TCPSocketWrap: 0 };
  for (const kind of process.getActiveResourcesInfo()) {
    if (kind === 'Timeout' || kind === 'TCPSocketWrap') held[kind]++;
  }
  return held;
}

describe.each(databaseKinds)('the admin key at start on %s', (kind) => {
  it.each([
    ['short', 'admin-key-0123456789'],
    ['long but not random', 'a'.repeat(64)],
    ['repeated phrase', 'let me in let me in let me in let me in let me in'],
  ])(
    'refuses a %s key with a message naming the setting, leaving nothing of the server running',
    async (_, key) => {
      const before = timersAndSockets();
      const database = await openTestDatabase(kind);
      try {
        await expect(
          buildServer({ config: testConfig({ adminApiKey: key }), database }),
        ).rejects.toThrow(/^ADMIN_API_KEY must be at least 32 random bytes/);
      } finally {
        await database.close();
      }
      // The key is read after the job queue and its workers have started: the refused start
      // must have stopped them, or they would poll a closed database and keep the process alive.
      const after = timersAndSockets();
      expect(after.Timeout).toBeLessThanOrEqual(before.Timeout);
      expect(after.TCPSocketWrap).toBeLessThanOrEqual(before.TCPSocketWrap);
    },
  );
});
