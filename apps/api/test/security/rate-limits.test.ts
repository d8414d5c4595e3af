import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@applykit/api-contract';
import { loginBackoff } from '../../src/accounts/login-backoff';
import {
  attemptLimits,
  attemptsIn,
  roomFor,
  secondsUntilRoom,
  type WindowCount,
} from '../../src/http/rate-limits';
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

describe('the sliding window of a limit', () => {
  const quarterHour = (current: number, previous: number, elapsedSeconds: number): WindowCount => ({
    key: 'k',
    current,
    previous,
    elapsedSeconds,
    windowSeconds: 900,
  });

  it('still counts most of a limit spent at the end of the previous window', () => {
    // 30 tries in the last seconds of one window, then 1 try 9 seconds into the next one.
    const early = quarterHour(1, 30, 9);
    expect(attemptsIn(early)).toBeCloseTo(30.7);
    expect(roomFor(early, 30)).toBe(false);
    // Room for one more once the previous window's share is down to 28: 60 s in.
    expect(secondsUntilRoom(early, 30)).toBe(51);
    expect(roomFor(quarterHour(1, 30, 60), 30)).toBe(true);
  });

  it('forgets the previous window as the sliding one leaves it', () => {
    expect(attemptsIn(quarterHour(4, 30, 450))).toBe(19);
    expect(attemptsIn(quarterHour(4, 30, 900))).toBe(4);
  });

  it('waits into the next window when the current one alone is over the limit', () => {
    // 40 tries early in this window against a limit of 30: 720 s to this window's end, then
    // until 40 × (1 − t/900) ≤ 29, t = 247.5 s into the next one.
    expect(secondsUntilRoom(quarterHour(40, 0, 180), 30)).toBe(968);
    expect(roomFor(quarterHour(0, 40, 248), 30)).toBe(true);
    expect(roomFor(quarterHour(0, 40, 247), 30)).toBe(false);
  });
});

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

  it('does not give a new limit when a window turns over', async () => {
    const remoteAddress = uniqueAddress();
    const { perAddress, windowMinutes } = attemptLimits.forgotPassword;
    await awayFromWindowEnd(windowMinutes, 15_000);
    // A flood at the end of the previous window: far more than its limit.
    await first.database.query(
      `INSERT INTO attempt_counters (key, window_start, expires_at, attempts)
       SELECT $1, start - make_interval(mins => $2), start, $3
         FROM (SELECT to_timestamp(floor(extract(epoch FROM now()) / ($2 * 60)) * ($2 * 60)) AS start) w`,
      [`forgot:address:${remoteAddress}`, windowMinutes, perAddress * 1000],
    );
    const reply = await post(
      second,
      '/public/forgot-password',
      { username: uniqueEmail() },
      { remoteAddress },
    );
    expect(reply.statusCode).toBe(429);
    expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(reply.headers['retry-after'])).toBeLessThanOrEqual(windowMinutes * 60);
    const elsewhere = await post(
      second,
      '/public/forgot-password',
      { username: uniqueEmail() },
      { remoteAddress: uniqueAddress() },
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('deletes the counters that no window reads any more', async () => {
    const { username } = await signedInApplicant(first);
    const key = `passwordReset-mail:account:${username}`;
    await post(first.app, '/public/forgot-password', { username });
    const counted = () =>
      first.database.query('SELECT 1 FROM attempt_counters WHERE key = $1', [key]);
    expect(await counted()).toHaveLength(1);
    // Moves the row's 15-minute window back so that it ended `ago`.
    const windowEnded = (ago: string) =>
      first.database.query(
        `UPDATE attempt_counters
            SET window_start = now() - interval '15 minutes' - $2::interval,
                expires_at = now() - $2::interval
          WHERE key = $1`,
        [key, ago],
      );
    // Its window just ended: the next window's sliding count still reads it.
    await windowEnded('1 second');
    await first.app.attemptCounter.removeExpired();
    expect(await counted()).toHaveLength(1);
    // The window after it has ended too.
    await windowEnded('15 minutes 1 second');
    await first.app.attemptCounter.removeExpired();
    expect(await counted()).toEqual([]);
  });
});
