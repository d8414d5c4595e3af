import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages, type MintedLink, type ServiceView } from '@applykit/api-contract';
import { mailCommands } from '../src/mail/cli-commands';
import { tokenCommands } from '../src/tokens/cli-commands';
import { createTokens, loadSigningKey } from '../src/tokens/tokens';
import {
  signedInApplicant,
  startTestServer,
  testConfig,
  type TestServer,
} from './support/applicants';
import { databaseKinds } from './support/database';

const adminApiKey = 'admin-key-for-tests-Qw7vR2xK9pLm4nB8cT5yZ3hJ6';

describe.each(databaseKinds)('tokens and admin links on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { adminApiKey, publicUrl: 'https://apply.example.edu' });
  });
  afterAll(() => server.app.close());

  const admin = (url: string, payload: unknown, key = adminApiKey) =>
    server.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { authorization: `Bearer ${key}` },
    });

  async function applicantWithAnswers() {
    const applicant = await signedInApplicant(server);
    const headers = { cookie: applicant.cookie };
    await server.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers,
      payload: { first_name: 'Ana' },
    });
    await server.app.inject({
      method: 'PUT',
      url: '/api/tabs',
      headers,
      payload: { tab_id: 'md_military_documents', chosen_tab: 'later' },
    });
    return applicant;
  }

  describe('service view', () => {
    it('mints a service URL for an applicant and reads that application only', async () => {
      const { username } = await applicantWithAnswers();
      const minted = await admin('/admin/service-tokens', { username });
      expect(minted.statusCode).toBe(200);
      const link = minted.json<MintedLink>();
      const url = new URL(link.url);
      expect(url.origin + url.pathname).toBe('https://apply.example.edu/');
      expect(url.searchParams.get('service_token')).toBe(link.token);
      const hours = (Date.parse(link.expires_at) - Date.now()) / 3_600_000;
      expect(Math.round(hours)).toBe(24 * 7);

      const view = await server.app.inject({
        method: 'GET',
        url: `/service/tmp-pdf?service_token=${link.token}`,
      });
      expect(view.statusCode).toBe(200);
      expect(view.json<ServiceView>()).toEqual({
        answer: { first_name: 'Ana' },
        add_another: {},
        document_answer: {},
        tabs: { md_military_documents: 'later' },
      });
    });

    it('opens no /api/ call: a service token is not a session', async () => {
      const { username } = await applicantWithAnswers();
      const { token } = (await admin('/admin/service-tokens', { username })).json<MintedLink>();
      const write = await server.app.inject({
        method: 'PUT',
        url: `/api/answer?service_token=${token}`,
        payload: { first_name: 'Changed' },
      });
      expect(write.statusCode).toBe(401);
    });

    it('refuses a missing, forged, expired or temporary-answers token', async () => {
      const { username } = await applicantWithAnswers();
      const tokens = createTokens(loadSigningKey(server.config), server.database);
      const [row] = await server.database.query<{ id: string }>(
        'SELECT id FROM applicants WHERE username = $1',
        [username],
      );
      const expired = await tokens.mint('service', row!.id, -1);
      const wrongPurpose = await tokens.mint('temporary-answers', row!.id, 1);
      const otherKey = await createTokens(
        new TextEncoder().encode('x'.repeat(32)),
        server.database,
      ).mint('service', row!.id, 1);
      for (const token of ['', 'not-a-token', expired.token, wrongPurpose.token, otherKey.token]) {
        const reply = await server.app.inject({
          method: 'GET',
          url: `/service/tmp-pdf?service_token=${token}`,
        });
        expect(reply.statusCode).toBe(403);
        expect(reply.json()).toEqual({ message: serverMessages.tokenInvalid });
      }
    });

    it('answers 404 for an unknown applicant', async () => {
      const reply = await admin('/admin/service-tokens', { username: 'nobody@example.edu' });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ message: serverMessages.applicantNotFound });
    });
  });

  describe('temporary answers', () => {
    it('keeps a prefilled answer set and loads it by its ?token= link', async () => {
      const minted = await admin('/admin/temporary-answers', {
        answer: { first_name: 'Prefilled', city: 'Bowie' },
        hours: 2,
      });
      expect(minted.statusCode).toBe(200);
      const link = minted.json<MintedLink>();
      expect(new URL(link.url).searchParams.get('token')).toBe(link.token);
      const reply = await server.app.inject({
        method: 'GET',
        url: `/public/tmp?token=${link.token}`,
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ answer: { first_name: 'Prefilled', city: 'Bowie' } });
    });

    it('refuses keys outside the data model', async () => {
      const reply = await admin('/admin/temporary-answers', { answer: { shoe_size: '9' } });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toContain('shoe_size');
    });

    it('refuses an invalid or expired token', async () => {
      const { token } = (
        await admin('/admin/temporary-answers', { answer: { first_name: 'A' } })
      ).json<MintedLink>();
      await server.database.query(
        "UPDATE temporary_answer_sets SET expires_at = now() - interval '1 second'",
      );
      for (const value of ['garbage', token]) {
        const reply = await server.app.inject({ method: 'GET', url: `/public/tmp?token=${value}` });
        expect(reply.statusCode).toBe(403);
        expect(reply.json()).toEqual({ message: serverMessages.tokenInvalid });
      }
    });
  });

  describe('admin key', () => {
    it('refuses a missing or wrong key', async () => {
      for (const key of ['', 'wrong-key']) {
        const reply = await admin('/admin/temporary-answers', { answer: {} }, key);
        expect(reply.statusCode).toBe(401);
        expect(reply.json()).toEqual({ message: serverMessages.adminKeyRequired });
      }
    });
  });

  describe('admin command line', () => {
    it('prints a working service URL and a temporary-answers URL', async () => {
      const { username } = await applicantWithAnswers();
      const printed: string[] = [];
      const context = {
        config: server.config,
        database: server.database,
        print: (line: string) => printed.push(line),
      };
      await tokenCommands['service-url'].run({ ...context, args: [username, '--hours', '1'] });
      const serviceUrl = new URL(printed[0]!);
      const view = await server.app.inject({
        method: 'GET',
        url: `/service/tmp-pdf?service_token=${serviceUrl.searchParams.get('service_token')}`,
      });
      expect(view.json<ServiceView>().answer).toEqual({ first_name: 'Ana' });
      expect(printed[1]).toMatch(/^valid until \d{4}-/);

      const { writeFileSync, mkdtempSync } = await import('node:fs');
      const { join } = await import('node:path');
      const { tmpdir } = await import('node:os');
      const file = join(mkdtempSync(join(tmpdir(), 'answers-')), 'answers.json');
      writeFileSync(file, JSON.stringify({ first_name: 'From CLI' }));
      await tokenCommands['temporary-answers'].run({ ...context, args: [file] });
      const tmpUrl = new URL(printed[2]!);
      const loaded = await server.app.inject({
        method: 'GET',
        url: `/public/tmp?token=${tmpUrl.searchParams.get('token')}`,
      });
      expect(loaded.json()).toEqual({ answer: { first_name: 'From CLI' } });
    });

    it('reports an unknown applicant', async () => {
      const context = { config: server.config, database: server.database, print: () => undefined };
      await expect(
        tokenCommands['service-url'].run({ ...context, args: ['nobody@example.edu'] }),
      ).rejects.toThrow(/No applicant/);
    });

    it('shows the outbox', async () => {
      const { username } = await signedInApplicant(server);
      const printed: string[] = [];
      await mailCommands.outbox.run({
        config: server.config,
        database: server.database,
        print: (line) => printed.push(line),
        args: [username, '--limit', '1'],
      });
      expect(printed.join('\n')).toMatch(/Your confirmation code is \d{6}/);
    });
  });
});

describe('signing key', () => {
  it('is generated once in the data folder and kept across restarts', () => {
    const config = testConfig();
    const first = loadSigningKey(config);
    expect(loadSigningKey(config)).toEqual(first);
    expect(first.length).toBeGreaterThanOrEqual(32);
  });

  it('comes from TOKEN_SECRET when set, and is required in production on PostgreSQL', () => {
    const secret = 's'.repeat(40);
    expect(loadSigningKey(testConfig({ tokenSecret: secret }))).toEqual(
      new TextEncoder().encode(secret),
    );
    expect(() => loadSigningKey(testConfig({ tokenSecret: 'short' }))).toThrow(/at least 32/);
    expect(() =>
      loadSigningKey(
        testConfig({ environment: 'production', databaseUrl: 'postgres://db/applykit' }),
      ),
    ).toThrow(/TOKEN_SECRET/);
  });
});
