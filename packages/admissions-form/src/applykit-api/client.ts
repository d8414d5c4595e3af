import {
  errorReasons,
  lookupLimits,
  messages,
  paths,
  sessionHeaders,
  type AddAnotherCounts,
  type ApplicationPdfReply,
  type Answers,
  type ConfirmationFields,
  type DocumentAnswers,
  type DocumentConversionReply,
  type ErrorReason,
  type ForgotPasswordFields,
  type LoginFields,
  type LookupCategory,
  type LookupRecord,
  type LookupSuggestion,
  type MessageReply,
  type PasswordResetFields,
  type PresignedUrlReply,
  type Profile,
  type ServiceView,
  type SignUpFields,
  type TabChoices,
  type TemporaryAnswersReply,
  type ValidationErrors,
  type WebStatus,
} from '@applykit/api-contract';
import { ServerError, UnauthorizedError } from './errors';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** The language to reply in, for this call; the client's `locale` otherwise. */
  locale?: string | undefined;
}

/** What a reply from a live session says about its end (the session headers). */
export interface SessionReply {
  /** `Date.now()` when the request was sent: the server's clock started no earlier. */
  sentAt: number;
  idleSeconds: number;
  expiresInSeconds: number;
}

export interface ApplyKitClientOptions {
  /** Where the API answers, e.g. `https://apply.example.edu`; `''` (the default) is this page's origin. */
  baseUrl?: string;
  /** The fetch to use; the global one, looked up at each call, by default. */
  fetch?: typeof fetch;
  /**
   * Called on every 401, whichever call met it (a save, an upload, a poll): the session is
   * gone. Clear what the applicant's session showed and go to your log-in screen.
   */
  onSessionEnded?: () => void;
  /** Called with the session headers of every reply that found the session alive. */
  onSessionReply?: (reply: SessionReply) => void;
  /**
   * How many times a call the server refused as busy (503 with `Retry-After`) is sent again,
   * each after the time the server asked for; `BUSY_RETRIES` by default, 0 for none.
   */
  busyRetries?: number;
  /**
   * The language the applicant reads now (`'es'`), asked at every call: sent as
   * `Accept-Language`, so the server's replies to a signed-out call (log in, sign up, forgot
   * password) are in it, and with a sign-up, which makes it the new account's language. A
   * signed-in applicant's replies follow the language saved on the account.
   */
  locale?: () => string | undefined;
}

/** A busy server's refusal (503 with `Retry-After`) is sent again this many times by default. */
export const BUSY_RETRIES = 4;

/** A `Retry-After` longer than this is not waited for: the call fails with the server's words. */
const longestBusyWaitSeconds = 30;

/**
 * The milliseconds a 503's `Retry-After` (seconds, or an HTTP date) asks to wait, plus up to a
 * half more so that every refused browser does not come back in the same instant; undefined
 * when there is none, or it is too long to wait with the applicant looking at the page.
 */
function busyWaitMs(response: Response): number | undefined {
  if (response.status !== 503) return undefined;
  const header = response.headers.get('retry-after')?.trim();
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
  if (!Number.isFinite(seconds) || seconds > longestBusyWaitSeconds) return undefined;
  return Math.max(0, seconds) * 1000 * (1 + Math.random() / 2);
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/** A lookup lists at most five suggestions (the contract's `lookupLimits.maxResults`). */
export const LOOKUP_MAX_RESULTS = lookupLimits.maxResults;

function isJson(response: Response): boolean {
  return /^application\/([\w.+-]+\+)?json\b/i.test(response.headers.get('content-type') ?? '');
}

function messageOf(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return messages.unexpected;
}

function reasonOf(body: unknown): ErrorReason | undefined {
  if (typeof body !== 'object' || body === null || !('reason' in body)) return undefined;
  const { reason } = body;
  return errorReasons.find((known) => known === reason);
}

/** A reply's `errors` when it maps keys to lists of messages, as a refused submit's does. */
function errorsOf(body: unknown): Record<string, string[]> | undefined {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return undefined;
  const { errors } = body;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return undefined;
  const entries = Object.entries(errors).filter(
    (entry): entry is [string, string[]] =>
      Array.isArray(entry[1]) && entry[1].every((message) => typeof message === 'string'),
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * The ApplyKit HTTP API, one function per call, in the shapes of `@applykit/api-contract`.
 * Every call sends the session cookie and says JSON (`content-type: application/json`, with or
 * without a payload): the server refuses a state-changing request that does not, which is what
 * keeps another site's plain form post from acting for the applicant. Every reply must be JSON,
 * an OK one too; anything else (an empty reply, a proxy's HTML page) rejects with the generic
 * `ServerError`, never a crash. A non-OK reply rejects with its body's message, a 401 as an
 * `UnauthorizedError` after `onSessionEnded`.
 */
export function createApplyKitClient(options: ApplyKitClientOptions = {}) {
  const {
    baseUrl = '',
    onSessionEnded,
    onSessionReply,
    busyRetries = BUSY_RETRIES,
    locale,
  } = options;
  const send: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  function unauthorized(message?: string): UnauthorizedError {
    onSessionEnded?.();
    return new UnauthorizedError(message);
  }

  function noteSession(response: Response, sentAt: number) {
    const idle = response.headers.get(sessionHeaders.idleSeconds);
    const expiresIn = response.headers.get(sessionHeaders.expiresIn);
    if (idle !== null && expiresIn !== null) {
      onSessionReply?.({ sentAt, idleSeconds: Number(idle), expiresInSeconds: Number(expiresIn) });
    }
  }

  function urlFor(path: string, query: RequestOptions['query']): string {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value !== undefined) search.set(name, String(value));
    }
    const queryString = search.toString();
    return `${baseUrl}${path}${queryString ? `?${queryString}` : ''}`;
  }

  /**
   * One call to the API: JSON in, JSON out. A busy server's refusal changed nothing, so the
   * same call, with the same body (what the applicant typed), is sent again after the wait the
   * server asks for, up to `busyRetries` times; then it fails with the server's words.
   */
  async function request<T>(method: Method, path: string, call: RequestOptions = {}): Promise<T> {
    const { body, query, signal } = call;
    const language = call.locale ?? locale?.();
    const init: RequestInit = {
      method,
      credentials: 'include',
      // The server reads an empty JSON body as no body (a DELETE, POST /api/submit).
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        ...(language && { 'accept-language': language }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    };
    let sentAt: number;
    let response: Response;
    for (let retries = 0; ; retries++) {
      sentAt = Date.now();
      try {
        response = await send(urlFor(path, query), init);
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new ServerError();
      }
      const wait = retries < busyRetries ? busyWaitMs(response) : undefined;
      if (wait === undefined) break;
      await response.body?.cancel().catch(() => undefined);
      await pause(wait, signal);
    }
    noteSession(response, sentAt);

    if (!isJson(response)) {
      if (response.status === 401) throw unauthorized();
      throw new ServerError(messages.unexpected, response.status);
    }
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch {
      throw new ServerError(messages.unexpected, response.status);
    }
    if (response.status === 401) throw unauthorized(messageOf(parsed));
    if (!response.ok) {
      throw new ServerError(messageOf(parsed), response.status, errorsOf(parsed), reasonOf(parsed));
    }
    return parsed as T;
  }

  /**
   * Cookies go with an upload only to the API's own origin: its local store asks for the
   * session as well as the signed policy. A bucket elsewhere is authorised by the policy alone;
   * it never sees the applicant's cookies, and need not allow credentialed requests.
   */
  function uploadCredentials(url: string): RequestCredentials {
    const apiBase = baseUrl || globalThis.location?.href;
    if (!apiBase || !/^[a-z][a-z\d+.-]*:/i.test(url)) return 'include';
    return new URL(url).origin === new URL(apiBase).origin ? 'include' : 'omit';
  }

  /**
   * The browser form POST of a presigned upload: multipart, the returned fields first and the
   * file last, as S3 requires. The store answers in its own format, so only the status counts.
   * The URL is used as given: the server's local store answers on its own origin, S3 on its.
   */
  async function postForm(url: string, fields: Record<string, string>, file: File): Promise<void> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);
    let response: Response;
    try {
      response = await send(url, {
        method: 'POST',
        body: form,
        credentials: uploadCredentials(url),
      });
    } catch {
      throw new ServerError();
    }
    if (response.status === 401) throw unauthorized();
    if (!response.ok) {
      const reason = isJson(response)
        ? messageOf(await response.json().catch(() => null))
        : messages.unexpected;
      throw new ServerError(reason, response.status);
    }
  }

  const documentPath = (base: string, answerKey: string) =>
    `${base}/${encodeURIComponent(answerKey)}`;

  return {
    request,
    // The account calls take the language the card is shown in (the client's `locale` when
    // not given); a sign-up also sends it as the new account's language.
    signUp: (fields: SignUpFields, language: string | undefined = locale?.()) =>
      request<MessageReply>('POST', paths.signup, {
        body: { ...(language && { locale: language }), ...fields },
        locale: language,
      }),
    confirm: (fields: ConfirmationFields, language?: string) =>
      request<MessageReply>('POST', paths.confirm, { body: fields, locale: language }),
    logIn: (fields: LoginFields, language?: string) =>
      request<MessageReply>('POST', paths.login, { body: fields, locale: language }),
    forgotPassword: (fields: ForgotPasswordFields, language?: string) =>
      request<MessageReply>('POST', paths.forgotPassword, { body: fields, locale: language }),
    resetPassword: (fields: PasswordResetFields, language?: string) =>
      request<MessageReply>('POST', paths.resetPassword, { body: fields, locale: language }),
    resendConfirm: (username: string, language?: string) =>
      request<Partial<MessageReply> | undefined>('POST', paths.resendConfirm, {
        body: { username },
        locale: language,
      }),
    temporaryAnswers: (token: string) =>
      request<TemporaryAnswersReply>('GET', paths.temporaryAnswers, { query: { token } }),
    serviceView: (serviceToken: string) =>
      request<ServiceView>('GET', paths.serviceView, { query: { service_token: serviceToken } }),

    logOut: () => request<unknown>('GET', paths.logout),
    profile: () => request<Profile>('GET', paths.profile),
    /** Tells the server the applicant is still there; the reply says when the session now ends. */
    keepSession: () => request<MessageReply>('GET', paths.session),
    saveLastPage: (lastPage: string) =>
      request<unknown>('PUT', paths.lastPage, { body: { last_page: lastPage } }),
    saveLocale: (locale: string) =>
      request<MessageReply>('PUT', paths.locale, { body: { locale } }),
    saveAnswers: (answers: Answers) =>
      request<MessageReply>('PUT', paths.answer, { body: answers }),
    postWebStatus: (webStatus: WebStatus) =>
      request<unknown>('POST', paths.webStatus, { body: { web_status: webStatus } }),
    postValidations: (errors: ValidationErrors) =>
      request<unknown>('POST', paths.validations, { body: errors }),
    submit: () => request<unknown>('POST', paths.submit),

    tabs: () => request<TabChoices>('GET', paths.tabs),
    saveTab: (tabId: string, chosenTab: string) =>
      request<TabChoices>('PUT', paths.tabs, { body: { tab_id: tabId, chosen_tab: chosenTab } }),
    addAnother: () => request<AddAnotherCounts>('GET', paths.addAnother),
    saveAddAnother: (buttonId: string, numComponents: number) =>
      request<AddAnotherCounts>('PUT', paths.addAnother, {
        body: { button_id: buttonId, num_components: numComponents },
      }),

    documentAnswers: () => request<DocumentAnswers>('GET', paths.documentAnswer),
    deleteDocumentAnswer: (answerKey: string) =>
      request<unknown>('DELETE', documentPath(paths.documentAnswer, answerKey)),
    presignedUpload: (answerKey: string) =>
      request<PresignedUrlReply>('POST', paths.presignedUrl, { body: { answer_key: answerKey } }),
    upload: (upload: PresignedUrlReply, file: File) => postForm(upload.url, upload.fields, file),
    convertDocument: (answerKey: string, fileKey: string, fileName: string) =>
      request<unknown>('POST', documentPath(paths.documentConversion, answerKey), {
        body: { file_key: fileKey, file_name: fileName },
      }),
    conversionStatus: (answerKey: string) =>
      request<DocumentConversionReply>('GET', documentPath(paths.documentConversion, answerKey)),
    deleteConversion: (answerKey: string) =>
      request<unknown>('DELETE', documentPath(paths.documentConversion, answerKey)),
    applicationPdf: () => request<ApplicationPdfReply>('GET', paths.applicationPdf),

    lookupSuggestions: (text: string, category: LookupCategory, signal?: AbortSignal) =>
      request<LookupSuggestion[]>('GET', paths.lookup, {
        query: { text, category, max_results: LOOKUP_MAX_RESULTS },
        signal,
      }),
    lookupDetail: (id: string, category: LookupCategory, signal?: AbortSignal) =>
      request<LookupRecord>('GET', paths.lookup, { query: { id, category }, signal }),
  };
}

/** Every call of the ApplyKit API, as `createApplyKitClient` returns them. */
export type ApplyKitClient = ReturnType<typeof createApplyKitClient>;
