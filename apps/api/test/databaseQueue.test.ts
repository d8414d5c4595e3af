import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages, type Profile } from '@applykit/api-contract';
import { emptyAnswers } from '@applykit/admissions-form/validate';
import { signedInApplicant, startTestServer, type TestServer } from './support/applicants';
import { readConfig } from '../src/config';
import { busyRetryAfterSeconds } from '../src/http/database-queue';

describe('a bounded queue in front of the embedded database', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A small limit, so that 40 saves at once are far past it.
    server = await startTestServer('pglite', { databaseQueueLimit: 3 });
  });
  afterAll(() => server.app.close());

  it('answers requests past the limit 503 with Retry-After at once, and those changed nothing', async () => {
    const { cookie } = await signedInApplicant(server);
    const keys = Object.keys(emptyAnswers()).slice(0, 40);
    expect(keys).toHaveLength(40);
    const replies = await Promise.all(
      keys.map((key) =>
        server.app.inject({
          method: 'PUT',
          url: '/api/answer',
          headers: { cookie },
          payload: { [key]: `crowd ${key}` },
        }),
      ),
    );
    // Every request got its answer: saved, or refused with a time to come back.
    expect(new Set(replies.map((reply) => reply.statusCode))).toEqual(new Set([200, 503]));
    const refused = replies.filter((reply) => reply.statusCode === 503);
    for (const reply of refused) {
      expect(reply.headers['retry-after']).toBe(String(busyRetryAfterSeconds));
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
      expect(reply.json()).toEqual({ message: serverMessages.serverBusy });
    }

    // Exactly the saved requests are kept: a refused one stored nothing.
    const profile = await server.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie },
    });
    expect(profile.statusCode).toBe(200);
    const saved = keys.filter((_key, index) => replies[index]!.statusCode === 200);
    const stored = Object.entries(profile.json<Profile>().answer)
      .filter(([, value]) => value.startsWith('crowd '))
      .map(([key]) => key);
    expect(stored.sort()).toEqual(saved.sort());

    // Sent again once the queue has drained, a refused save goes through.
    const key = keys[replies.indexOf(refused[0]!)]!;
    const again = await server.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie },
      payload: { [key]: `crowd ${key}` },
    });
    expect(again.statusCode).toBe(200);
  });

  it('never refuses the health check, nor requests one at a time', async () => {
    const { cookie } = await signedInApplicant(server);
    const crowd = Array.from({ length: 20 }, () =>
      server.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } }),
    );
    const health = server.app.inject({ method: 'GET', url: '/healthz' });
    expect((await Promise.all(crowd)).some((reply) => reply.statusCode === 503)).toBe(true);
    expect((await health).statusCode).toBe(200);
    for (let index = 0; index < 10; index++) {
      const reply = await server.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { cookie },
      });
      expect(reply.statusCode).toBe(200);
    }
  });
});

describe('DATABASE_QUEUE_LIMIT', () => {
  it('defaults to 32 and refuses what is not a whole number of requests', () => {
    expect(readConfig({}).databaseQueueLimit).toBe(32);
    expect(readConfig({ DATABASE_QUEUE_LIMIT: '200' }).databaseQueueLimit).toBe(200);
    for (const bad of ['abc', '0', '-1', '2.5']) {
      expect(() => readConfig({ DATABASE_QUEUE_LIMIT: bad }), bad).toThrow(/DATABASE_QUEUE_LIMIT/);
    }
  });
});
