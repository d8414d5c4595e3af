import { messages, sessionHeaders } from '@applykit/api-contract';
import { apiOrigin } from '../config';
import { sessionClock } from '../session/sessionClock';
import { ServerError, UnauthorizedError } from './errors';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}

let onSessionEnd: (() => void) | undefined;

/**
 * The one place a 401 from any call ends up, whoever made the call (a query, a mutation, an
 * upload, a poll): the portal plugs in what clears the session and goes to /login.
 */
export function whenSessionEnds(listener: (() => void) | undefined): void {
  onSessionEnd = listener;
}

function unauthorized(message?: string): UnauthorizedError {
  onSessionEnd?.();
  return new UnauthorizedError(message);
}

/** Every reply with a live session says when the server will end it (docs/sessions.md). */
function noteSession(response: Response, sentAt: number) {
  const idle = response.headers.get(sessionHeaders.idleSeconds);
  const expiresIn = response.headers.get(sessionHeaders.expiresIn);
  if (idle !== null && expiresIn !== null) {
    sessionClock.noteReply(sentAt, Number(idle), Number(expiresIn));
  }
}

function urlFor(path: string, query: RequestOptions['query']): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(name, String(value));
  }
  const queryString = search.toString();
  return `${apiOrigin}${path}${queryString ? `?${queryString}` : ''}`;
}

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

/**
 * One call to our API: JSON in, JSON out. Every reply must be JSON, an OK one too: anything
 * else (an empty reply, a proxy's HTML page) is the generic error, never a crash. A non-OK
 * reply raises its body's message, as an UnauthorizedError for 401.
 */
export async function request<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const { body, query, signal } = options;
  const sentAt = Date.now();
  let response: Response;
  try {
    response = await fetch(urlFor(path, query), {
      method,
      credentials: 'include',
      // Every call says JSON, with or without a payload; the server reads an empty JSON body
      // as no body (a DELETE, POST /api/submit).
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ServerError();
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
  if (!response.ok) throw new ServerError(messageOf(parsed), response.status, errorsOf(parsed));
  return parsed as T;
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
 * The browser form POST of a presigned upload: multipart, the returned fields first and the
 * file last, as S3 requires. The store answers in its own format, so only the status counts.
 */
export async function postForm(
  url: string,
  fields: Record<string, string>,
  file: File,
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body: form, credentials: 'include' });
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
