import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@applykit/api-contract';
import { readConfig } from '../../src/config';
import { attemptLimits } from '../../src/http/rate-limits';
import {
  startTestServer,
  uniqueAddress,
  uniqueEmail,
  type TestServer,
} from '../support/applicants';
import { databaseKinds } from '../support/database';

describe('the TRUST_PROXY setting', () => {
  it('reads a hop count or the proxies’ addresses, and `true` as one hop', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
    ]);
  });

  it('refuses anything else with a message naming the setting', () => {
    expect(() => readConfig({ TRUST_PROXY: 'yes' })).toThrow(/^TRUST_PROXY must be .* not yes\.$/);
    expect(() => readConfig({ TRUST_PROXY: '10.0.0.5,10.0.0.0/33' })).toThrow(/10\.0\.0\.0\/33/);
  });
});

describe.each(databaseKinds)('client addresses behind a proxy on %s', (kind) => {
  const limit = attemptLimits.forgotPassword.perAddress;

  /** Forgot-password calls as the proxy passes them on: the client's header, then its address. */
  async function throughProxy(
    server: TestServer,
    { proxy, client, calls }: { proxy: string; client: string; calls: number },
  ) {
    const statuses: number[] = [];
    for (let call = 0; call < calls; call++) {
      const reply = await server.app.inject({
        method: 'POST',
        url: '/public/forgot-password',
        remoteAddress: proxy,
        // What the client sent (a new made-up address each time), and what the proxy appended.
        headers: { 'x-forwarded-for': `${uniqueAddress()}, ${client}` },
        payload: { username: uniqueEmail() },
      });
      statuses.push(reply.statusCode);
      if (reply.statusCode === 429) {
        expect(reply.json()).toEqual({ message: serverMessages.tooManyAttempts });
      }
    }
    return statuses;
  }

  describe('TRUST_PROXY=true', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(kind, readConfig({ TRUST_PROXY: 'true' }));
    }, 180_000);
    afterAll(() => server.app.close());

    it('limits the address the proxy saw, whatever the client wrote in X-Forwarded-For', async () => {
      const statuses = await throughProxy(server, {
        proxy: '127.0.0.1',
        client: '203.0.113.7',
        calls: limit + 1,
      });
      expect(statuses.slice(0, limit).every((status) => status === 200)).toBe(true);
      expect(statuses[limit]).toBe(429);
    });
  });

  describe('TRUST_PROXY with the proxy’s address', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(kind, readConfig({ TRUST_PROXY: '192.0.2.10' }));
    }, 180_000);
    afterAll(() => server.app.close());

    it('takes the client address from the trusted proxy only', async () => {
      const viaProxy = await throughProxy(server, {
        proxy: '192.0.2.10',
        client: '203.0.113.8',
        calls: limit + 1,
      });
      expect(viaProxy[limit]).toBe(429);
      // A client that reaches the server directly cannot name another address either.
      const direct = await throughProxy(server, {
        proxy: '198.51.100.9',
        client: '203.0.113.9',
        calls: limit + 1,
      });
      expect(direct[limit]).toBe(429);
    });
  });
});
