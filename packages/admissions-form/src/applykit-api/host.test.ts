import { FileRefusedError } from '@applykit/ui/file-rules';
import type { Profile } from '@applykit/api-contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswersRefusedError } from '../form/host';
import { BUSY_RETRIES, createApplyKitClient } from './client';
import { ServerError, UnauthorizedError } from './errors';
import { createMemoryCache } from './cache';
import { createApplyKitHost, type ApplyKitHostOptions } from './host';
import { unsavedAnswers } from './unsavedAnswers';

interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
  credentials: RequestCredentials | undefined;
}
type Reply =
  | { status?: number; body?: unknown; headers?: Record<string, string> }
  | ((call: Call) => Reply | Promise<Reply>);

/** The network boundary: each route is "METHOD /path"; an unrouted call fails the test. */
function server(routes: Record<string, Reply>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    const call = {
      method,
      path: url.pathname,
      search: url.searchParams,
      body,
      credentials: init?.credentials,
    };
    calls.push(call);
    let reply = routes[`${method} ${url.pathname}`];
    if (reply === undefined) throw new Error(`No reply for ${method} ${url.pathname}`);
    while (typeof reply === 'function') reply = await reply(call);
    const status = reply.status ?? 200;
    return reply.body === undefined
      ? new Response(null, { status, headers: reply.headers })
      : new Response(JSON.stringify(reply.body), {
          status,
          headers: { 'content-type': 'application/json', ...reply.headers },
        });
  });
  const called = (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route);
  return { calls, called, fetch: fetch as unknown as typeof globalThis.fetch };
}

function hostOn(
  routes: Record<string, Reply>,
  options: Partial<Omit<ApplyKitHostOptions, 'client'>> & { onSessionEnded?: () => void } = {},
) {
  const network = server(routes);
  const navigations: string[] = [];
  const cache = options.cache ?? createMemoryCache();
  const { onSessionEnded, ...rest } = options;
  const host = createApplyKitHost({
    client: createApplyKitClient({
      baseUrl: 'https://apply.example.edu',
      fetch: network.fetch,
      ...(onSessionEnded && { onSessionEnded }),
    }),
    validate: async () => ({}),
    webStatus: () => 'started',
    navigate: (path) => {
      navigations.push(path);
    },
    notifyError: () => undefined,
    cache,
    ...rest,
  });
  return { host, cache, navigations, ...network };
}

const presigned = {
  url: 'https://uploads.example/bucket',
  fields: { key: 'applicants/7/resume.pdf', policy: 'p' },
};
const file = new File(['%PDF-1.7'], 'resume.pdf', { type: 'application/pdf' });

afterEach(() => vi.useRealTimers());

describe('the ApplyKit host: uploads', () => {
  it('saves and presigns at once, uploads with the returned fields, then asks to convert', async () => {
    vi.useFakeTimers();
    let presignSeenWhileSaving = false;
    let saving = false;
    const { host, called, calls } = hostOn({
      'PUT /api/answer': async () => {
        saving = true;
        await new Promise((resolve) => setTimeout(resolve, 50));
        saving = false;
        return { body: { message: 'Saved' } };
      },
      'POST /api/presigned-url': () => {
        presignSeenWhileSaving = saving;
        return { body: presigned };
      },
      'POST /bucket': { status: 204 },
      'POST /api/pdf/document-answer/resume': { body: { message: 'Converting' } },
    });
    host.onAnswersChange?.({ first_name: 'Ada' });
    const done = host.uploadDocument('resume', file);
    await vi.advanceTimersByTimeAsync(50);
    await done;
    expect(presignSeenWhileSaving).toBe(true);
    expect(called('PUT /api/answer')[0]?.body).toEqual({ first_name: 'Ada' });
    expect(called('POST /api/presigned-url')[0]?.body).toEqual({ answer_key: 'resume' });
    const form = called('POST /bucket')[0]?.body as FormData;
    expect(form.get('key')).toBe('applicants/7/resume.pdf');
    expect(form.get('file')).toBeInstanceOf(File);
    // A bucket elsewhere gets the signed form only, never the applicant's cookies.
    expect(called('POST /bucket')[0]?.credentials).toBe('omit');
    expect(called('POST /api/presigned-url')[0]?.credentials).toBe('include');
    expect(called('POST /api/pdf/document-answer/resume')[0]?.body).toEqual({
      file_key: 'applicants/7/resume.pdf',
      file_name: 'resume.pdf',
    });
    expect(calls.map((call) => `${call.method} ${call.path}`).at(-1)).toBe(
      'POST /api/pdf/document-answer/resume',
    );
  });

  it('fails without uploading when the presign is refused, and clears the document answer', async () => {
    const { host, called, cache } = hostOn({
      'POST /api/presigned-url': {
        status: 409,
        body: { message: 'Your application has been submitted and can no longer be changed.' },
      },
    });
    cache.change('document-answer', () => ({ resume: { file_name: 'old.pdf', file_size: 3 } }));
    await expect(host.uploadDocument('resume', file)).rejects.toThrow('can no longer be changed');
    expect(called('POST /bucket')).toHaveLength(0);
    expect(cache.read('document-answer')).toEqual({});
  });

  it('does not ask to convert a refused upload', async () => {
    const { host, called } = hostOn({
      'POST /api/presigned-url': { body: presigned },
      'POST /bucket': { status: 403 },
    });
    await expect(host.uploadDocument('resume', file)).rejects.toThrow();
    expect(called('POST /api/pdf/document-answer/resume')).toHaveLength(0);
  });

  it('turns a refusal of the file itself into a FileRefusedError with the server’s words', async () => {
    const reason =
      'The name of your file is too long. File name can have a maximum of 32 characters, including the extension.';
    const { host, called } = hostOn({
      'POST /api/presigned-url': {
        body: { url: '/api/uploads', fields: { key: 'applicants/1/uploads/resume/x' } },
      },
      'POST /api/uploads': { status: 204 },
      'POST /api/pdf/document-answer/resume': { status: 400, body: { message: reason } },
    });
    const failure = await host.uploadDocument('resume', file).catch((error: unknown) => error);
    // The API's own store asks for the session as well as the signed policy.
    expect(called('POST /api/uploads')[0]?.credentials).toBe('include');
    expect(failure).toBeInstanceOf(FileRefusedError);
    expect((failure as Error).message).toBe(reason);
  });

  it('shows the server’s words when the day’s upload limit is reached, not an invitation to try again', async () => {
    const reason = 'You have uploaded too many files today. Please try again later.';
    const { host, called } = hostOn({
      'POST /api/presigned-url': { status: 429, body: { message: reason } },
    });
    const failure = await host.uploadDocument('resume', file).catch((error: unknown) => error);
    expect(called('POST /bucket')).toHaveLength(0);
    expect(failure).toBeInstanceOf(FileRefusedError);
    expect((failure as Error).message).toBe(reason);
  });

  it('clears a FAILED conversion, keeps its reason, and refreshes the documents once one completes', async () => {
    const reason = 'You can only enter the following file types: .png, .jpeg, .jpg, .pdf, .docx';
    let status: { status: string; message?: string } = { status: 'FAILED', message: reason };
    const { host, cache, called } = hostOn({
      'GET /api/pdf/document-answer/resume': () => ({ body: status }),
      'GET /api/document-answer': { body: { resume: { file_name: 'resume.pdf', file_size: 4 } } },
    });
    cache.change('document-answer', () => ({ resume: { file_name: 'resume.pdf', file_size: 4 } }));
    await expect(host.getConversionStatus('resume')).resolves.toEqual(status);
    expect(cache.read('document-answer')).toEqual({});
    status = { status: 'COMPLETED' };
    await expect(host.getConversionStatus('resume')).resolves.toEqual({ status: 'COMPLETED' });
    await host.validate({});
    expect(called('GET /api/document-answer')).toHaveLength(1);
  });

  it('deletes a document answer and clears it locally', async () => {
    const { host, cache, called } = hostOn({
      'DELETE /api/document-answer/resume': { body: { message: 'The document was removed.' } },
    });
    cache.change('document-answer', () => ({ resume: { file_name: 'resume.pdf', file_size: 4 } }));
    await host.deleteDocument('resume');
    expect(called('DELETE /api/document-answer/resume')).toHaveLength(1);
    expect(cache.read('document-answer')).toBeUndefined();
  });
});

describe('the ApplyKit host: lookups', () => {
  it('asks GET /lookup/find for at most 5 suggestions; a failure or blank text lists nothing', async () => {
    const suggestions = [{ text: 'Bowie State University', id: '5401', sub_text: 'Bowie, MD' }];
    let reply: Reply = { body: suggestions };
    const { host, calls } = hostOn({ 'GET /lookup/find': () => reply });
    await expect(host.lookupSuggestions('bowie', 'college_ceeb')).resolves.toEqual(suggestions);
    expect(Object.fromEntries(calls[0]?.search ?? [])).toEqual({
      text: 'bowie',
      category: 'college_ceeb',
      max_results: '5',
    });
    reply = { status: 503, body: { message: 'Down' } };
    await expect(host.lookupSuggestions('bowie', 'hs_ceeb')).resolves.toEqual([]);
    await expect(host.lookupSuggestions('  ', 'hs_ceeb')).resolves.toEqual([]);
    expect(calls).toHaveLength(2);
  });

  it('fetches the detail by id, and fills the name or address line with the label when it fails', async () => {
    const record = { address_line_1: '1 Main St', city: 'Bowie', state: 'MD', zip: '20715' };
    let reply: Reply = { body: record };
    const { host, calls } = hostOn({ 'GET /lookup/find': () => reply });
    await expect(host.lookupDetail({ id: 'zip:20715', text: '20715' }, 'address')).resolves.toEqual(
      record,
    );
    expect(Object.fromEntries(calls[0]?.search ?? [])).toEqual({
      id: 'zip:20715',
      category: 'address',
    });
    reply = { status: 500, body: { message: 'Down' } };
    await expect(
      host.lookupDetail({ id: '5401', text: 'Bowie State University' }, 'college_ceeb'),
    ).resolves.toEqual({ name: 'Bowie State University' });
    await expect(
      host.lookupDetail({ id: 'zip:20715', text: '14000 Jericho Park Rd' }, 'address'),
    ).resolves.toEqual({ address_line_1: '14000 Jericho Park Rd' });
  });
});

describe('the ApplyKit host: abandoned lookups', () => {
  it('hands the signal to fetch, so a lookup the applicant typed past is cancelled', async () => {
    const signals: (AbortSignal | null | undefined)[] = [];
    const fetch = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signals.push(init?.signal);
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const host = createApplyKitHost({
      client: createApplyKitClient({ fetch: fetch as unknown as typeof globalThis.fetch }),
      validate: async () => ({}),
      webStatus: () => 'started',
      navigate: () => undefined,
      notifyError: () => undefined,
    });
    const typedPast = new AbortController();
    const suggestions = host.lookupSuggestions('bowie', 'college_ceeb', {
      signal: typedPast.signal,
    });
    const chosePast = new AbortController();
    const detail = host.lookupDetail(
      { id: '5401', text: 'Bowie State University' },
      'college_ceeb',
      {
        signal: chosePast.signal,
      },
    );
    expect(signals).toEqual([typedPast.signal, chosePast.signal]);
    typedPast.abort();
    chosePast.abort();
    expect(signals.every((signal) => signal?.aborted)).toBe(true);
    await expect(suggestions).resolves.toEqual([]);
    await expect(detail).resolves.toEqual({ name: 'Bowie State University' });
  });
});

describe('the ApplyKit host: answers and the submit sequence', () => {
  const refusal = {
    status: 400,
    body: {
      message: 'Your application has errors.',
      errors: { first_name: ['Please enter your first name.'] },
    },
  };

  it('keeps as unsaved only what differs from the saved answers', () => {
    expect(unsavedAnswers({ a: '1', b: '2', c: '', d: '' }, { a: '1', b: 'x', d: 'y' })).toEqual({
      b: '2',
      d: '',
    });
  });

  it("sends only what changed since the page loaded, so a second tab's stale copy does not erase another tab's save", async () => {
    const { host, cache, called } = hostOn({ 'PUT /api/answer': { body: { message: 'Saved' } } });
    // This tab loaded the answers before another tab saved a first name.
    cache.change<Partial<Profile>>('profile', () => ({
      answer: { first_name: '', last_name: '', city: 'Bowie' },
      web_status: [],
    }));
    await host.saveAnswers({ first_name: '', last_name: 'Okafor', city: 'Bowie' });
    await host.saveAnswers({ first_name: '', last_name: 'Okafor', city: 'Laurel' });
    expect(called('PUT /api/answer').map((call) => call.body)).toEqual([
      { last_name: 'Okafor' },
      { city: 'Laurel' },
    ]);
    expect(cache.read<Profile>('profile')?.answer).toEqual({
      first_name: '',
      last_name: 'Okafor',
      city: 'Laurel',
    });
  });

  it('rejects a save the server refused by question with AnswersRefusedError, so the form shows it on the question', async () => {
    const { host } = hostOn({ 'PUT /api/answer': refusal });
    const failure = await host.saveAnswers({ first_name: '' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AnswersRefusedError);
    expect((failure as AnswersRefusedError).errors).toEqual(refusal.body.errors);
    expect((failure as Error).message).toBe('Your application has errors.');
  });

  it('keeps the saved answers on the kept profile', async () => {
    const { host, cache } = hostOn({ 'PUT /api/answer': { body: { message: 'Saved' } } });
    cache.change<Partial<Profile>>('profile', () => ({ answer: {}, web_status: [] }));
    await host.saveAnswers({ first_name: 'Ada' });
    expect(cache.read<Profile>('profile')?.answer).toEqual({ first_name: 'Ada' });
  });

  it('with errors: moves to validating, posts the error map and goes to the first page, without submitting', async () => {
    const errors = { first_name: ['Please enter your first name.'] };
    const { host, called, navigations } = hostOn(
      {
        'PUT /api/answer': { body: { message: 'Saved' } },
        'POST /api/web-status': { body: { message: 'ok' } },
        'GET /api/document-answer': { body: {} },
        'POST /api/validations': { body: { message: 'ok' } },
      },
      { validate: async () => errors },
    );
    await host.submit({ first_name: '' });
    expect(called('POST /api/web-status').map((call) => call.body)).toEqual([
      { web_status: 'validating' },
    ]);
    expect(called('POST /api/validations')[0]?.body).toEqual(errors);
    expect(called('POST /api/submit')).toHaveLength(0);
    expect(navigations).toEqual(['/about']);
  });

  it('with errors: goes to the first page a function names, asked at the submit', async () => {
    let firstPage = '/program';
    const { host, navigations } = hostOn(
      {
        'PUT /api/answer': { body: { message: 'Saved' } },
        'POST /api/web-status': { body: { message: 'ok' } },
        'GET /api/document-answer': { body: {} },
        'POST /api/validations': { body: { message: 'ok' } },
      },
      {
        validate: async () => ({ first_name: ['Please enter your first name.'] }),
        paths: { firstPage: async () => firstPage },
      },
    );
    firstPage = '/sobre-usted';
    await host.submit({ first_name: '' });
    expect(navigations).toEqual(['/sobre-usted']);
  });

  it('without errors: submits once for a double click, records submitted and goes to the completion page', async () => {
    const { host, called, navigations } = hostOn(
      {
        'POST /api/web-status': { body: { message: 'ok' } },
        'GET /api/document-answer': { body: {} },
        'POST /api/validations': { body: { message: 'ok' } },
        'POST /api/submit': { body: { message: 'Submitted.' } },
      },
      { webStatus: () => 'validating' },
    );
    await Promise.all([
      host.submitApplication({ first_name: 'Ada' }),
      host.submitApplication({ first_name: 'Ada' }),
    ]);
    expect(called('PUT /api/answer')).toHaveLength(0);
    expect(called('POST /api/submit')).toHaveLength(1);
    expect(called('POST /api/web-status').map((call) => call.body)).toEqual([
      { web_status: 'submitted' },
    ]);
    expect(navigations).toEqual(['/completion']);
  });

  it('rejects a submit the server refused by question with AnswersRefusedError and stays', async () => {
    const { host, navigations } = hostOn(
      {
        'GET /api/document-answer': { body: {} },
        'POST /api/validations': { body: { message: 'ok' } },
        'POST /api/submit': refusal,
      },
      { webStatus: () => 'validating' },
    );
    await expect(host.submitApplication({})).rejects.toBeInstanceOf(AnswersRefusedError);
    expect(navigations).toEqual([]);
  });

  it('with errors: waits for the first page to be drawn before moving to validating', async () => {
    let drawn = () => {};
    const order: string[] = [];
    const { host, called } = hostOn(
      {
        'PUT /api/answer': { body: { message: 'Saved' } },
        'POST /api/web-status': { body: { message: 'ok' } },
        'GET /api/document-answer': { body: {} },
        'POST /api/validations': { body: { message: 'ok' } },
      },
      {
        validate: async () => ({ first_name: ['Please enter your first name.'] }),
        navigate: (path: string) =>
          new Promise<void>((settle) => {
            order.push(`navigate ${path}`);
            drawn = () => {
              order.push('drawn');
              settle();
            };
          }),
      },
    );
    const submitted = host.submit({ first_name: '' });
    await vi.waitFor(() => expect(order).toEqual(['navigate /about']));
    expect(called('POST /api/web-status')).toHaveLength(0);
    drawn();
    await submitted;
    expect(called('POST /api/web-status').map((call) => call.body)).toEqual([
      { web_status: 'validating' },
    ]);
  });

  it('retries the web status twice, then puts the kept status back', async () => {
    const { host, called, cache } = hostOn({
      'PUT /api/answer': { body: { message: 'Saved' } },
      'GET /api/document-answer': { body: {} },
      'POST /api/web-status': { status: 503, body: { message: 'Down' } },
    });
    const profile = { answer: {}, web_status: [{ web_status: 'started' }] };
    cache.change('profile', () => profile);
    await expect(host.submit({})).rejects.toThrow('Down');
    expect(called('POST /api/web-status')).toHaveLength(3);
    expect(cache.read<Profile>('profile')?.web_status).toEqual(profile.web_status);
  });

  it('hands a 401 to onSessionEnded and rejects with UnauthorizedError', async () => {
    const onSessionEnded = vi.fn();
    const { host } = hostOn(
      { 'PUT /api/tabs': { status: 401, body: { message: 'Your session has ended.' } } },
      { onSessionEnded },
    );
    await expect(host.putTab({ tabId: 'tab', chosenTab: 'a' })).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    expect(onSessionEnded).toHaveBeenCalledOnce();
  });

  it('keeps the tab choices and add-another counts it saved', async () => {
    const { host, called } = hostOn({
      'GET /api/tabs': { body: { transcripts: 'upload' } },
      'PUT /api/tabs': { body: { transcripts: 'mail' } },
      'GET /api/add-another': { body: {} },
      'PUT /api/add-another': { body: { colleges: 2 } },
    });
    await expect(host.getTabs()).resolves.toEqual({ transcripts: 'upload' });
    await host.putTab({ tabId: 'transcripts', chosenTab: 'mail' });
    await expect(host.getTabs()).resolves.toEqual({ transcripts: 'mail' });
    expect(called('GET /api/tabs')).toHaveLength(1);
    expect(called('PUT /api/tabs')[0]?.body).toEqual({ tab_id: 'transcripts', chosen_tab: 'mail' });
    await host.putAddAnother({ buttonId: 'colleges', numComponents: 2 });
    await expect(host.getAddAnother()).resolves.toEqual({ colleges: 2 });
  });
});

describe('the ApplyKit host: a busy server', () => {
  const busy = {
    status: 503,
    headers: { 'retry-after': '2' },
    body: { message: 'The server is busy right now.' },
  };

  it('sends a save the server refused as busy again after its Retry-After, with the same answers', async () => {
    vi.useFakeTimers();
    let replies = 0;
    const { host, called } = hostOn({
      'PUT /api/answer': () => (replies++ === 0 ? busy : { body: { message: 'Saved' } }),
    });
    let saved = false;
    const saving = host.saveAnswers({ first_name: 'Ada', essay: 'Two years at Riverbend' });
    void saving.then(() => (saved = true));
    // Not before the two seconds the server asked for...
    await vi.advanceTimersByTimeAsync(1_999);
    expect(called('PUT /api/answer')).toHaveLength(1);
    expect(saved).toBe(false);
    // ...and within half as long again (each browser waits a little more, not all at once).
    await vi.advanceTimersByTimeAsync(1_001);
    await saving;
    expect(saved).toBe(true);
    const bodies = called('PUT /api/answer').map((call) => call.body);
    expect(bodies).toEqual([
      { first_name: 'Ada', essay: 'Two years at Riverbend' },
      { first_name: 'Ada', essay: 'Two years at Riverbend' },
    ]);
  });

  it(`gives up after ${BUSY_RETRIES} more tries with the server's words, for the page to offer "Try again"`, async () => {
    vi.useFakeTimers();
    const { host, called } = hostOn({ 'PUT /api/answer': busy });
    const failure = host.saveAnswers({ first_name: 'Ada' }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    const error = await failure;
    expect(error).toBeInstanceOf(ServerError);
    expect((error as ServerError).message).toBe(busy.body.message);
    expect((error as ServerError).status).toBe(503);
    expect(called('PUT /api/answer')).toHaveLength(1 + BUSY_RETRIES);
  });

  it('does not wait for a 503 without Retry-After, nor for a wait too long to sit through', async () => {
    for (const headers of [undefined, { 'retry-after': '3600' }]) {
      const { host, called } = hostOn({
        'PUT /api/answer': { status: 503, body: { message: 'Down' }, ...(headers && { headers }) },
      });
      await expect(host.saveAnswers({ first_name: 'Ada' })).rejects.toThrow('Down');
      expect(called('PUT /api/answer')).toHaveLength(1);
    }
  });
});
