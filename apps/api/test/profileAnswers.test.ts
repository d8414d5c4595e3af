import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths, type Profile } from '@applykit/api-contract';
import { createProfileCache } from '../src/application/profile-cache';
import { signedInApplicant, startTestServer, type TestServer } from './support/applicants';
import { databaseKinds } from './support/database';

/**
 * GET /api/profile keeps the profile a session last read in the process, with its reply and
 * the reply compressed, and asks the database for them again only when the application's row
 * has changed, which any change to what the profile shows makes it (apps/api README, "Where a
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
        if ('answers_json' in row && 'parts' in row) {
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

  const applicantIdOf = async (username: string) => {
    const [row] = await server.database.query<{ id: string }>(
      'SELECT id FROM applicants WHERE username = $1',
      [username],
    );
    return row!.id;
  };

  it('sees the statuses, log-ins and document answers another process writes', async () => {
    const { cookie, username } = await signedInApplicant(server);
    const id = await applicantIdOf(username);
    await save(cookie, { first_name: 'Ada' });
    const before = await profileOf(cookie);
    answersRead = [];
    expect(await profileOf(cookie)).toEqual(before);
    expect(answersRead).toEqual([null]);

    // Each as another API process on the same database would write it, the row untouched.
    const { query } = server.database;
    await query(`INSERT INTO web_statuses (applicant_id, web_status) VALUES ($1, 'started')`, [id]);
    expect((await profileOf(cookie)).web_status).toEqual([{ web_status: 'started' }]);
    await query('INSERT INTO successful_logins (applicant_id) VALUES ($1)', [id]);
    expect((await profileOf(cookie)).successful_login).toHaveLength(
      before.successful_login!.length + 1,
    );
    await query(
      `INSERT INTO document_answers (applicant_id, answer_key, file_name, file_size, upload_key, pdf_key)
       VALUES ($1, 'md_veteran_upload', 'transcript.pdf', 1234, 'u', 'p')`,
      [id],
    );
    expect((await profileOf(cookie)).document_answer).toEqual({
      md_veteran_upload: { file_name: 'transcript.pdf', file_size: 1234 },
    });
    await query('UPDATE document_answers SET file_name = $2 WHERE applicant_id = $1', [
      id,
      'renamed.pdf',
    ]);
    expect((await profileOf(cookie)).document_answer).toEqual({
      md_veteran_upload: { file_name: 'renamed.pdf', file_size: 1234 },
    });
    await query('DELETE FROM document_answers WHERE applicant_id = $1', [id]);
    expect((await profileOf(cookie)).document_answer).toEqual({});
    await query('DELETE FROM web_statuses WHERE applicant_id = $1', [id]);
    expect((await profileOf(cookie)).web_status).toEqual([]);
    expect((await profileOf(cookie)).answer).toEqual({ first_name: 'Ada' });

    // What the rows of the profile do to the application leaves an account deletable whole.
    await query(`INSERT INTO web_statuses (applicant_id, web_status) VALUES ($1, 'started')`, [id]);
    await query('DELETE FROM applicants WHERE id = $1', [id]);
    expect(await query('SELECT 1 FROM applications WHERE applicant_id = $1', [id])).toEqual([]);
  });

  const compressedProfile = async (cookie: string, acceptEncoding: string) => {
    const reply = await server.app.inject({
      method: 'GET',
      url: paths.profile,
      headers: { cookie, 'accept-encoding': acceptEncoding },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers.vary).toContain('accept-encoding');
    expect(reply.headers['content-length']).toBe(String(reply.rawPayload.length));
    const encoding = reply.headers['content-encoding'];
    const body =
      encoding === 'br'
        ? brotliDecompressSync(reply.rawPayload)
        : encoding === 'gzip'
          ? gunzipSync(reply.rawPayload)
          : reply.rawPayload;
    return { encoding, profile: JSON.parse(body.toString('utf8')) as Profile };
  };

  it("keeps a browser's compressed reply only while the profile is unchanged", async () => {
    const { cookie, username } = await signedInApplicant(server);
    await save(cookie, { first_name: 'Ada', suspended_comment: 'x'.repeat(2_000) });
    const plain = await profileOf(cookie);
    const browser = 'gzip, deflate, br, zstd';
    for (let read = 0; read < 2; read++) {
      expect(await compressedProfile(cookie, browser)).toEqual({ encoding: 'br', profile: plain });
    }
    expect(await compressedProfile(cookie, 'gzip')).toEqual({ encoding: 'gzip', profile: plain });

    // As another API process on the same database would save.
    await server.database.query(
      `UPDATE applications SET answers = answers || '{"first_name": "Grace"}'
        WHERE applicant_id = (SELECT id FROM applicants WHERE username = $1)`,
      [username],
    );
    const saved = await compressedProfile(cookie, browser);
    expect(saved.profile.answer).toEqual({
      first_name: 'Grace',
      suspended_comment: 'x'.repeat(2_000),
    });
    expect((await compressedProfile(cookie, 'gzip')).profile).toEqual(saved.profile);

    // The account's language is not the application's: its change shows at once too.
    const locale = await server.app.inject({
      method: 'PUT',
      url: paths.locale,
      headers: { cookie },
      payload: { locale: 'es' },
    });
    expect(locale.statusCode).toBe(200);
    expect((await compressedProfile(cookie, browser)).profile).toEqual({
      ...saved.profile,
      locale: 'es',
    });
    expect(await profileOf(cookie)).toEqual({ ...saved.profile, locale: 'es' });
  });

  it('sends a small profile as it is, as every other small reply', async () => {
    const { cookie } = await signedInApplicant(server);
    const reply = await server.app.inject({
      method: 'GET',
      url: paths.profile,
      headers: { cookie, 'accept-encoding': 'br' },
    });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.json<Profile>().username).toBeDefined();
  });
});

describe('the profile cache', () => {
  const entry = (applicantId: string, characters: number) => ({
    applicantId,
    revision: '1',
    profile: { answersJson: 'x'.repeat(characters), last_page: null, webStatuses: [], logins: [] },
    documentsJson: '{}',
  });

  it('drops the least recently read entry past its size, and never keeps one too big', () => {
    // Each entry of 1,000 characters counts about 5 KB: three fit in 16 KB, four do not.
    const cache = createProfileCache(16_000);
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
    expect(cache.bytes).toBeLessThanOrEqual(16_000);

    cache.set('e', entry('applicant-e', 5_000));
    expect(cache.get('e')).toBeUndefined();
    expect(cache.size).toBe(3);
  });

  it('replaces a session entry rather than counting it twice', () => {
    const cache = createProfileCache(16_000);
    cache.set('a', entry('applicant-a', 1_000));
    const once = cache.bytes;
    cache.set('a', { ...entry('applicant-a', 1_000), revision: '2' });
    expect(cache.bytes).toBe(once);
    expect(cache.get('a')?.revision).toBe('2');
  });
});
