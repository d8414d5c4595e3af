import {
  AnswersRefusedError,
  createApplyKitClient,
  createApplyKitHost,
  UnauthorizedError,
  type ApplyKitHostOptions,
} from '@applykit/admissions-form/applykit-api';
import { exampleApplication, validateApplication } from '@applykit/admissions-form/validate';
import { serverMessages, type Profile } from '@applykit/api-contract';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makePng } from './documents/fixtures';
import { signedInApplicant, startTestServer, type TestServer } from './support/applicants';
import { databaseKinds } from './support/database';

/**
 * The host a partner embeds (and the portal runs on), against the real server over HTTP: the
 * browser's cookie jar is one Cookie header.
 */
describe.each(databaseKinds)(
  'the form package’s ApplyKit host against the server on %s',
  (kind) => {
    let server: TestServer;
    let origin: string;
    beforeAll(async () => {
      server = await startTestServer(kind);
      await server.app.listen({ host: '127.0.0.1', port: 0 });
      origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    });
    afterAll(() => server.app.close());

    function hostFor(cookie: string, options: Partial<ApplyKitHostOptions> = {}) {
      const navigations: string[] = [];
      const onSessionEnded = vi.fn();
      const client = createApplyKitClient({
        baseUrl: origin,
        onSessionEnded,
        // The presigned upload's URL is the server's own path, as a browser would resolve it.
        fetch: (input, init) => {
          const headers = new Headers(init?.headers);
          if (cookie) headers.set('cookie', cookie);
          return fetch(new URL(String(input), origin), { ...init, headers });
        },
      });
      const host = createApplyKitHost({
        client,
        validate: async (answers, loaded) =>
          validateApplication(answers, { now: new Date(), ...loaded }),
        webStatus: () => 'started',
        navigate: (path) => {
          navigations.push(path);
        },
        notifyError: () => undefined,
        ...options,
      });
      return { host, client, navigations, onSessionEnded };
    }

    it('saves answers, tab choices and groups; a refused save carries its errors by question', async () => {
      const { cookie } = await signedInApplicant(server);
      const { host, client } = hostFor(cookie);
      await host.saveAnswers({ first_name: 'Ana' });
      await host.putTab({ tabId: 'md_military_documents', chosenTab: 'later' });
      await host.putAddAnother({ buttonId: 'colleges', numComponents: 2 });
      const profile = await client.profile();
      expect(profile.answer).toEqual({ first_name: 'Ana' });
      await expect(client.tabs()).resolves.toMatchObject({ md_military_documents: 'later' });
      await expect(client.addAnother()).resolves.toMatchObject({ colleges: 2 });

      const refused = await host
        .saveAnswers({ first_name: 'Ana', favourite_colour: 'blue' })
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AnswersRefusedError);
      expect((refused as AnswersRefusedError).errors).toEqual({
        favourite_colour: ['This answer is not part of the application.'],
      });
    });

    it('uploads a document through the presigned path and asks for its conversion', async () => {
      const { cookie } = await signedInApplicant(server);
      const { host, client } = hostFor(cookie);
      const file = new File([new Uint8Array(makePng())], 'resume.png', { type: 'image/png' });
      await host.uploadDocument('md_veteran_upload', file);
      // The form polls until the conversion settles; so does this test.
      let report = await host.getConversionStatus('md_veteran_upload');
      for (let tries = 0; tries < 100; tries += 1) {
        const status = typeof report === 'string' ? report : report.status;
        if (status !== 'UNPROCESSED' && status !== 'IN_PROGRESS') break;
        await new Promise((resolve) => setTimeout(resolve, 200));
        report = await host.getConversionStatus('md_veteran_upload');
      }
      expect(report).toEqual({ status: 'COMPLETED' });
      await expect(client.documentAnswers()).resolves.toMatchObject({
        md_veteran_upload: { file_name: 'resume.png' },
      });
    });

    it('submits a complete application: validating, submitted, then the completion page', async () => {
      const { cookie } = await signedInApplicant(server);
      const { host, client, navigations } = hostFor(cookie);
      await host.submit(exampleApplication);
      expect(navigations).toEqual(['/completion']);
      const profile: Profile = await client.profile();
      expect(profile.web_status.map((item) => item.web_status)).toEqual([
        'started',
        'validating',
        'submitted',
      ]);
    });

    it('shows a submit the server refuses in the form: AnswersRefusedError with its errors', async () => {
      const { cookie } = await signedInApplicant(server);
      // A browser whose rules let everything through: the server's own check still holds.
      const { host, navigations } = hostFor(cookie, { validate: async () => ({}) });
      const refused = await host.submit({ first_name: 'Ana' }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AnswersRefusedError);
      expect((refused as Error).message).toBe(serverMessages.applicationHasErrors);
      expect((refused as AnswersRefusedError).errors.last_name).toBeDefined();
      expect(navigations).toEqual([]);
    });

    it('ends the session on a 401, through onSessionEnded', async () => {
      const { host, onSessionEnded } = hostFor('');
      await expect(host.saveAnswers({ first_name: 'Ana' })).rejects.toBeInstanceOf(
        UnauthorizedError,
      );
      expect(onSessionEnded).toHaveBeenCalledOnce();
    });
  },
);
