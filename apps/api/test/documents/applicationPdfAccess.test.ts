import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths, messages, serverMessages, type MintedLink } from '@applykit/api-contract';
import { signedInApplicant, startTestServer, type TestServer } from '../support/applicants';
import { databaseKinds } from '../support/database';
import { makePdf, pdfText } from './fixtures';
import { builtApplicationPdf, uploadDocument } from './serverUploads';

const adminApiKey = 'admin-key-for-tests-Qw7vR2xK9pLm4nB8cT5yZ3hJ6';
const notFound = { message: 'Not found.' };

/**
 * The application PDF through the whole server: its signed link opens for the applicant's
 * session or for a service token of that applicant (the service view), and for nobody else.
 */
describe.each(databaseKinds)('application PDF access on %s', (kind) => {
  let server: TestServer;
  let ana: { cookie: string };
  let bo: { cookie: string };
  let anaServiceToken: string;
  let boServiceToken: string;
  let sessionUrl: string;

  const get = (url: string, cookie?: string) =>
    server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const withToken = (url: string, token: string) =>
    `${url}&service_token=${encodeURIComponent(token)}`;

  async function serviceToken(username: string): Promise<string> {
    const reply = await server.app.inject({
      method: 'POST',
      url: adminPaths.serviceTokens,
      headers: { authorization: `Bearer ${adminApiKey}` },
      payload: { username },
    });
    expect(reply.statusCode).toBe(200);
    return reply.json<MintedLink>().token;
  }

  beforeAll(async () => {
    server = await startTestServer(kind, { adminApiKey });
    const anaAccount = await signedInApplicant(server);
    const boAccount = await signedInApplicant(server);
    ana = anaAccount;
    bo = boAccount;
    for (const [who, name] of [
      [ana, 'Anastasia'],
      [bo, 'Bo'],
    ] as const) {
      const saved = await server.app.inject({
        method: 'PUT',
        url: '/api/answer',
        headers: { cookie: who.cookie },
        payload: { first_name: name },
      });
      expect(saved.statusCode).toBe(200);
    }
    const dd214 = {
      bytes: await makePdf('Certificate of release of Anastasia'),
      name: 'dd214.pdf',
    };
    expect(await uploadDocument(server.app, ana.cookie, 'md_veteran_upload', dd214)).toEqual({
      status: 'COMPLETED',
    });
    anaServiceToken = await serviceToken(anaAccount.username);
    boServiceToken = await serviceToken(boAccount.username);
    const built = await builtApplicationPdf(server.app, { cookie: ana.cookie });
    expect(built.status).toBe('COMPLETED');
    sessionUrl = built.url!;
  });
  afterAll(() => server.app.close());

  async function expectAnasPdf(reply: Awaited<ReturnType<typeof get>>) {
    expect(reply.statusCode, reply.body.slice(0, 200)).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(reply.rawPayload);
    expect(text).toContain('Anastasia');
    expect(text).toContain('Certificate of release of Anastasia');
  }

  it('serves the link to the applicant’s own session', async () => {
    expect(sessionUrl).not.toContain('service_token');
    await expectAnasPdf(await get(sessionUrl, ana.cookie));
  });

  it('serves the PDF to a service token of that applicant, without a session', async () => {
    const viewed = await builtApplicationPdf(server.app, { serviceToken: anaServiceToken });
    expect(viewed.status).toBe('COMPLETED');
    // The link it answers carries the token, so the viewer can open it as it is.
    expect(new URL(viewed.url!, 'http://x').searchParams.get('service_token')).toBe(
      anaServiceToken,
    );
    await expectAnasPdf(await get(viewed.url!));
    // The applicant's own link opens with the token too.
    await expectAnasPdf(await get(withToken(sessionUrl, anaServiceToken)));
  });

  it('finds nothing for another applicant, their token, or an altered link', async () => {
    for (const reply of [
      await get(sessionUrl, bo.cookie),
      await get(withToken(sessionUrl, boServiceToken)),
      await get(withToken(sessionUrl, 'not-a-token')),
      await get(sessionUrl.replace(/signature=[^&]+/, 'signature=AAAA'), ana.cookie),
      await get(withToken(sessionUrl.replace(/token=[^&]+/, 'token=e30'), anaServiceToken)),
    ]) {
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual(notFound);
    }
  });

  it('asks for a session or a token, and refuses a token that opens nothing', async () => {
    const anonymous = await get(sessionUrl);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: messages.sessionInvalid });
    const badToken = await get('/api/pdf?service_token=not-a-token');
    expect(badToken.statusCode).toBe(403);
    expect(badToken.json()).toEqual({ message: serverMessages.tokenInvalid });
  });

  it('opens nothing else of /api/ to a service token', async () => {
    const token = encodeURIComponent(anaServiceToken);
    expect((await get(`/api/profile?service_token=${token}`)).statusCode).toBe(401);
    expect((await get(`/api/document-answer?service_token=${token}`)).statusCode).toBe(401);
    const write = await server.app.inject({
      method: 'POST',
      url: `/api/presigned-url?service_token=${token}`,
      payload: { answer_key: 'md_veteran_upload' },
    });
    expect(write.statusCode).toBe(401);
  });
});
