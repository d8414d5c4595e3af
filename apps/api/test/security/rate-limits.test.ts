import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@applykit/api-contract';
import { loginBackoff } from '../../src/accounts/login-backoff';
import { attemptLimits } from '../../src/http/rate-limits';
import { buildServer } from '../../src/server';
import type { FastifyInstance } from 'fastify';
import {
  awayFromWindowEnd,
  post,
  signedInApplicant,
  startTestServer,
  testConfig,
  type TestServer,
  uniqueAddress,
  uniqueEmail,
} from '../support/applicants';
import { databaseKinds } from '../support/database';

describe.each(databaseKinds)('rate limits shared through the database on %s', (kind) => {
  let first: TestServer;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await startTestServer(kind);
    // A second server process on the same database; closing it must leave the database open.
    second = await buildServer({
      config: testConfig(),
      database: { ...first.database, close: async () => {} },
    });
    // Two servers start their job queues on one database: slow on a busy machine.
  }, 180_000);
  afterAll(async () => {
    await second.close();
    await first.app.close();
  });

  it('counts log-in tries per account across server instances', async () => {
    const username = uniqueEmail('target');
    const servers = [first.app, second];
    for (let attempt = 0; attempt < loginBackoff.freeAttempts; attempt++) {
      const reply = await post(servers[attempt % 2]!, '/public/login', {
        username,
        password: 'Wrong-guess-2026',
      });
      expect(reply.statusCode).toBe(400);
    }
    for (const app of servers) {
      const reply = await post(app, '/public/login', { username, password: 'Wrong-guess-2026' });
      expect(reply.statusCode).toBe(429);
      expect(reply.json()).toEqual({ message: serverMessages.tooManyAttempts });
      expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(reply.headers['retry-after'])).toBeLessThanOrEqual(
        loginBackoff.maxDelaySeconds,
      );
    }
  });

  it('counts per client address across instances, and a restart does not reset it', async () => {
    const remoteAddress = uniqueAddress();
    const limit = attemptLimits.forgotPassword.perAddress;
    await awayFromWindowEnd(attemptLimits.forgotPassword.windowMinutes, 15_000);
    for (let attempt = 0; attempt < limit; attempt++) {
      const app = attempt < limit / 2 ? first.app : second;
      const reply = await post(
        app,
        '/public/forgot-password',
        { username: uniqueEmail() },
        { remoteAddress },
      );
      expect(reply.statusCode).toBe(200);
    }
    const restarted = await buildServer({
      config: testConfig(),
      database: { ...first.database, close: async () => {} },
    });
    try {
      const reply = await post(
        restarted,
        '/public/forgot-password',
        { username: uniqueEmail() },
        { remoteAddress },
      );
      expect(reply.statusCode).toBe(429);
    } finally {
      await restarted.close();
    }
  });

  it('deletes the counters of windows that have ended', async () => {
    const { username } = await signedInApplicant(first);
    const key = `passwordReset-mail:account:${username}`;
    await post(first.app, '/public/forgot-password', { username });
    const counted = () =>
      first.database.query('SELECT 1 FROM attempt_counters WHERE key = $1', [key]);
    expect(await counted()).toHaveLength(1);
    await first.database.query(
      `UPDATE attempt_counters SET expires_at = now() - interval '1 second' WHERE key = $1`,
      [key],
    );
    await first.app.attemptCounter.removeExpired();
    expect(await counted()).toEqual([]);
  });
});
