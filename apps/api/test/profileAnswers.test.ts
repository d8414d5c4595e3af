import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths, type Profile } from '@applykit/api-contract';
import { createProfileAnswersCache } from '../src/application/profile-cache';
import { signedInApplicant, startTestServer, type TestServer } from './support/applicants';
import { databaseKinds } from './support/database';

/**
 * GET /api/profile keeps the answers a session last read in the process and asks the database
 * for them again only when the application's row has changed (apps/api README, "Where a
 * save's time goes").
 */
describe.each(databaseKinds)('the profile answers kept in the process on %s', (kind) => {
  let server: TestServer;
  /** The answers text each profile statement returned (null: left out as unchanged). */
  let answersRead: (string | null)[];
  beforeAll(async () => {
    server = await startTestServer(kind);
    const { database } = server;
    const query = database.query.bind(database);
    database.query = (async (sql: Parameters<typeof query>[0], params?: unknown[]) => {
      const rows = await query<Record<string, unknown>>(sql, params);
      for (const row of rows) {
        if ('answers_json' in row && 'documents_json' in row) {
          answersRead.push(row.answers_json as string | null);
        }
      }
      return rows;
    }) as typeof database.query;
  });
  afterAll(() => server.app.close());

  const profileOf = async (cookie: string) => {
    const reply = await server.app.inject({
      method: 'GET',
      url: paths.profile,
      headers: { cookie },
    });
    expect(reply.statusCode).toBe(200);
    return reply.json<Profile>();
  };
  const save = async (cookie: string, answers: Record<string, string>) => {
    const reply = await server.app.inject({
      method: 'PUT',
      url: paths.answer,
      headers: { cookie },
      payload: answers,
    });
    expect(reply.statusCode).toBe(200);
  };

  it('reads an unchanged profile without its answers, and a changed one with them', async () => {
    const { cookie } = await signedInApplicant(server);
    await save(cookie, { first_name: 'Ada' });
    answersRead = [];
    expect((await profileOf(cookie)).answer).toEqual({ first_name: 'Ada' });
    expect((await profileOf(cookie)).answer).toEqual({ first_name: 'Ada' });
    expect(answersRead).toEqual(['{"first_name": "Ada"}', null]);

    await save(cookie, { last_name: 'Lovelace' });
    expect((await profileOf(cookie)).answer).toEqual({ first_name: 'Ada', last_name: 'Lovelace' });
    expect(answersRead.at(-1)).not.toBeNull();
  });

  it('sees a write another process made to the row', async () => {
    const { cookie, username } = await signedInApplicant(server);
    await save(cookie, { first_name: 'Ada' });
    await profileOf(cookie);
    // As another API process on the same database would save.
    await server.database.query(
      `UPDATE applications SET answers = answers || '{"first_name": "Grace"}'
        WHERE applicant_id = (SELECT id FROM applicants WHERE username = $1)`,
      [username],
    );
    expect((await profileOf(cookie)).answer).toEqual({ first_name: 'Grace' });
  });

  it('gives each applicant their own answers when two rows were written together', async () => {
    const first = await signedInApplicant(server);
    const second = await signedInApplicant(server);
    // One transaction writes both rows: they share the row version the profile compares.
    await server.database.query(
      `UPDATE applications SET answers = jsonb_build_object('first_name', a.username)
         FROM applicants a
        WHERE a.id = applications.applicant_id AND a.username IN ($1, $2)`,
      [first.username, second.username],
    );
    for (let round = 0; round < 2; round++) {
      expect((await profileOf(first.cookie)).answer).toEqual({ first_name: first.username });
      expect((await profileOf(second.cookie)).answer).toEqual({ first_name: second.username });
    }
  });
});

describe('the profile answers cache', () => {
  const entry = (applicantId: string, characters: number) => ({
    applicantId,
    revision: '1',
    answersJson: 'x'.repeat(characters),
  });

  it('drops the least recently read entry past its size, and never keeps one too big', () => {
    // Each entry of 1,000 characters counts about 2 KB: three fit in 7 KB, four do not.
    const cache = createProfileAnswersCache(7_000);
    cache.set('a', entry('applicant-a', 1_000));
    cache.set('b', entry('applicant-b', 1_000));
    cache.set('c', entry('applicant-c', 1_000));
    expect(cache.get('a')?.applicantId).toBe('applicant-a');
    cache.set('d', entry('applicant-d', 1_000));
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => cache.get(key)?.applicantId)).toEqual([
      'applicant-a',
      'applicant-c',
      'applicant-d',
    ]);
    expect(cache.bytes).toBeLessThanOrEqual(7_000);

    cache.set('e', entry('applicant-e', 5_000));
    expect(cache.get('e')).toBeUndefined();
    expect(cache.size).toBe(3);
  });

  it('replaces a session entry rather than counting it twice', () => {
    const cache = createProfileAnswersCache(7_000);
    cache.set('a', entry('applicant-a', 1_000));
    const once = cache.bytes;
    cache.set('a', { ...entry('applicant-a', 1_000), revision: '2' });
    expect(cache.bytes).toBe(once);
    expect(cache.get('a')?.revision).toBe('2');
  });
});
