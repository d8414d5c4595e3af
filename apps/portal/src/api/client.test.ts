import { messages, paths, sessionHeaders } from '@applykit/api-contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../test/fetchStub';
import { sessionClock } from '../session/sessionClock';
import {
  ServerError,
  UnauthorizedError,
  errorMessage,
} from '@applykit/admissions-form/applykit-api';
import { api, whenSessionEnds } from './calls';

const { request } = api;
const postForm = (url: string, fields: Record<string, string>, file: File) =>
  api.upload({ url, fields }, file);

afterEach(() => {
  vi.unstubAllGlobals();
  whenSessionEnds(undefined);
  sessionClock.clear();
});

describe('request', () => {
  it('sends JSON with its content type and returns the parsed reply', async () => {
    const { calls, fetchMock } = stubFetch({ 'PUT /api/answer': { body: { message: 'Saved' } } });
    await expect(request('PUT', paths.answer, { body: { first_name: 'Ada' } })).resolves.toEqual({
      message: 'Saved',
    });
    expect(calls[0]?.body).toEqual({ first_name: 'Ada' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).toMatchObject({
      'content-type': 'application/json',
      accept: 'application/json',
    });
    expect(init?.credentials).toBe('include');
  });

  it('sends the JSON content type but no body on a call without a payload, and encodes the query', async () => {
    const { calls, fetchMock } = stubFetch({
      'GET /public/tmp': { body: { answer: {} } },
      'DELETE /api/document-answer/resume': { body: { message: 'Deleted.' } },
      'POST /api/submit': { body: { message: 'Submitted.' } },
    });
    await request('GET', paths.temporaryAnswers, { query: { token: 'a b&c' } });
    await request('DELETE', `${paths.documentAnswer}/resume`);
    await request('POST', paths.submit);
    expect(calls[0]?.search.get('token')).toBe('a b&c');
    for (const [, init] of fetchMock.mock.calls) {
      expect(init?.headers).toMatchObject({ 'content-type': 'application/json' });
      expect(init?.body).toBeUndefined();
    }
  });

  it('gives the generic message for a reply that is not JSON, even when OK', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('<html>proxy page</html>', { headers: { 'content-type': 'text/html' } }),
      ),
    );
    const error = await request('GET', paths.profile).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServerError);
    expect(errorMessage(error)).toBe(messages.unexpected);
  });

  it('raises the message of a non-OK JSON reply as a server error', async () => {
    stubFetch({
      'POST /public/login': {
        status: 400,
        body: { message: 'Incorrect email address or password.' },
      },
    });
    const error = await request('POST', paths.login, { body: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ServerError);
    expect(error).not.toBeInstanceOf(UnauthorizedError);
    expect((error as ServerError).message).toBe('Incorrect email address or password.');
    expect((error as ServerError).status).toBe(400);
  });

  it('gives the generic message for an error reply without a message', async () => {
    stubFetch({ 'GET /api/profile': { status: 500, body: { error: 'boom' } } });
    await expect(request('GET', paths.profile)).rejects.toThrow(messages.unexpected);
  });

  it('turns a 401 into an unauthorised error', async () => {
    stubFetch({ 'GET /api/profile': { status: 401, body: { message: messages.sessionInvalid } } });
    const error = await request('GET', paths.profile).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect((error as Error).message).toBe(messages.sessionInvalid);
  });

  it('refuses an OK reply without JSON (an empty 204, an empty 200) with the generic error', async () => {
    for (const reply of [
      () => new Response(null, { status: 204 }),
      () => new Response('', { status: 200, headers: { 'content-length': '0' } }),
      () =>
        new Response('not json', { status: 200, headers: { 'content-type': 'application/json' } }),
    ]) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => reply()),
      );
      const error = await request('DELETE', `${paths.documentAnswer}/resume`).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(ServerError);
      expect(errorMessage(error)).toBe(messages.unexpected);
    }
  });

  it('gives the generic message when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(request('GET', paths.profile)).rejects.toThrow(messages.unexpected);
  });

  it('accepts a JSON subtype such as application/problem+json', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Nope' }, 409, 'application/problem+json')),
    );
    await expect(request('PUT', paths.answer, { body: {} })).rejects.toThrow('Nope');
  });
});

describe('postForm', () => {
  it('posts the returned fields before the file as multipart form data', async () => {
    const fetchMock = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 204 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = new File(['%PDF'], 'resume.pdf', { type: 'application/pdf' });
    await postForm('https://uploads.example/bucket', { key: 'u/1/resume.pdf', policy: 'p' }, file);
    const form = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect([...form.keys()]).toEqual(['key', 'policy', 'file']);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://uploads.example/bucket');
  });

  it('reports a refused upload as a server error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('<Error/>', { status: 403, headers: { 'content-type': 'application/xml' } }),
      ),
    );
    const file = new File(['x'], 'a.png');
    await expect(postForm('/files', {}, file)).rejects.toBeInstanceOf(ServerError);
  });
});

describe('the session end', () => {
  const cases: [string, () => Promise<unknown>][] = [
    ['a JSON call', () => request('PUT', paths.tabs, { body: {} })],
    ['a call answered without JSON', () => request('DELETE', `${paths.documentAnswer}/resume`)],
    ['an upload', () => postForm('/files', {}, new File(['x'], 'a.png'))],
  ];
  it.each(cases)('is told once of a 401 from %s, and the call still fails', async (_, call) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('document-answer')
          ? new Response('no', { status: 401 })
          : jsonResponse({ message: messages.sessionInvalid }, 401),
      ),
    );
    const ended = vi.fn();
    whenSessionEnds(ended);
    await expect(call()).rejects.toBeInstanceOf(UnauthorizedError);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('is not told of other failures', async () => {
    stubFetch({ 'PUT /api/answer': { status: 500, body: { message: 'down' } } });
    const ended = vi.fn();
    whenSessionEnds(ended);
    await expect(request('PUT', paths.answer, { body: {} })).rejects.toThrow('down');
    expect(ended).not.toHaveBeenCalled();
  });

  it('learns from each reply when the server will end the session, counted from the request', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => {
          vi.setSystemTime(1_000_400);
          return new Response('{}', {
            headers: {
              'content-type': 'application/json',
              [sessionHeaders.idleSeconds]: '900',
              [sessionHeaders.expiresIn]: '842.5',
            },
          });
        }),
      );
      await request('GET', paths.profile);
      expect(sessionClock.get()).toMatchObject({
        idleMs: 900_000,
        serverEndsAt: 1_000_000 + 842_500,
        lastContactAt: 1_000_000,
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
