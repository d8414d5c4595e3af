import type { FastifyInstance } from 'fastify';
import { isFreeText, serverMessages } from '@applykit/api-contract';
import type { ServerConfig } from '../config';
import { apiAreaOf } from './api-paths';
import { HttpError, badRequest, forbidden } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Set on a write route that takes a non-JSON body on purpose (a multipart upload checked
     * by its own signed policy); every other write must be JSON.
     */
    acceptsNonJsonBody?: boolean;
    /**
     * Set on a GET that changes something (log out, a GET in the contract): it is refused from
     * another site as a write is, so a page elsewhere cannot end an applicant's session.
     */
    changesState?: boolean;
  }
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  return Number(headers['content-length'] ?? 0) > 0 || headers['transfer-encoding'] !== undefined;
}

/**
 * The path (`answer.first_name`, `body`) of the first key or text in a parsed JSON body that
 * holds a character no field accepts (see api-contract `isFreeText`); undefined when none.
 * Every JSON endpoint gets this before its own schema, which may be stricter (one line).
 * Walked with a stack of its own, so a deeply nested body cannot overflow the call stack.
 */
function fieldWithControlCharacters(body: unknown): string | undefined {
  if (typeof body === 'string') return isFreeText(body) ? undefined : 'body';
  if (typeof body !== 'object' || body === null) return undefined;
  // The order of the checks, and so the field named when several are at fault: an object's keys
  // as it is entered, then its values from the last, each object entered where it is met. Only
  // objects take a place on the stack; a text is checked where it is found, and a path spelled
  // out only for an object or a refusal (a 20 KB answer set holds 500 texts).
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  const stack: { path: string; value: Record<string, unknown>; keys: string[]; at: number }[] = [];
  const enter = (path: string, value: object): string | undefined => {
    const keys = Object.keys(value);
    const refused = keys.find((key) => !isFreeText(key));
    if (refused !== undefined) return join(path, refused);
    stack.push({ path, value: value as Record<string, unknown>, keys, at: keys.length });
    return undefined;
  };
  let refused = enter('', body);
  while (refused === undefined && stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.at === 0) {
      stack.pop();
      continue;
    }
    const key = frame.keys[--frame.at]!;
    const inner = frame.value[key];
    if (typeof inner === 'string') {
      if (!isFreeText(inner)) refused = join(frame.path, key);
    } else if (typeof inner === 'object' && inner !== null) {
      refused = enter(join(frame.path, key), inner);
    }
  }
  return refused;
}

/**
 * Whether parsed JSON `text` may hold a key or text that `isFreeText` refuses, told from the
 * text alone: JSON.parse refuses a raw C0 control inside a string, so one can only come from an
 * escape (`\u`, `\b`, `\f`; `\t`, `\n` and `\r` are free text), a raw DEL or C1 control, or a
 * surrogate. One scan of the text, where the walk tests each of a 20 KB answer set's 500 texts;
 * a match that is harmless (an escaped backslash before a `u`, a character beyond the Basic
 * Multilingual Plane) only leaves the verdict to the walk.
 */
const mayHoldRefusedText = (text: string) => /\\[ubf]|[\x7f-\x9f\ud800-\udfff]/.test(text);

/** The body as plain JSON.parse reads it (a `__proto__` key stays an own key), or undefined. */
function parsedLoosely(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The text each JSON body was parsed from, by the parsed value; gone with the request. */
const parsedFrom = new WeakMap<object, string>();

/**
 * `body` as JSON text: the text the request sent, when `body` is the very value parsed from it
 * and checked (saving 20 KB of answers then needs no second serialisation), else `body`
 * serialised (a schema that replaced the parsed value with its own output, or any other value).
 */
export function jsonTextOf(body: object): string {
  return parsedFrom.get(body) ?? JSON.stringify(body);
}

/**
 * Whether `body` is a value the JSON parser read from a request and found free of control
 * characters in every key and text: a route's own checks then need not test the texts again.
 */
export function isCheckedJson(body: object): boolean {
  return parsedFrom.has(body);
}

/**
 * CSRF defence for cookie-authenticated writes, on top of SameSite=Lax: a browser can send
 * text/plain or form bodies across sites without a preflight, never application/json; and
 * browsers name the sending page's origin, which must be ours.
 */
export function installRequestGuards(app: FastifyInstance, config: ServerConfig): void {
  const ownOrigins = new Set([new URL(config.publicUrl).origin, ...config.allowedOrigins]);

  // An empty JSON body is no body: the portal sends POST /api/submit without a payload.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      // A body refused for a prototype key may hold refused text as well: the text's reason is
      // the one given, so the same text is always refused in the same words.
      const field =
        error || mayHoldRefusedText(text)
          ? fieldWithControlCharacters(error ? parsedLoosely(text) : value)
          : undefined;
      if (error && field === undefined) return done(error);
      if (field === undefined) {
        // As parsed: without the byte-order mark the parser skips, which no database reads as JSON.
        if (typeof value === 'object' && value !== null)
          parsedFrom.set(value, text.replace(/^\uFEFF/, ''));
        return done(null, value);
      }
      done(
        badRequest(serverMessages.controlCharacters, {
          [field]: [serverMessages.controlCharacters],
        }),
      );
    });
  });
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request, reply) => {
    // Replies carry an applicant's personal data or one-time links: no cache may keep them.
    const area = apiAreaOf(request.url);
    if (area && area !== 'lookup') reply.header('cache-control', 'no-store');
    if (!writeMethods.has(request.method) && !request.routeOptions.config.changesState) return;
    const origin = request.headers.origin;
    if (
      (origin !== undefined && !ownOrigins.has(origin)) ||
      request.headers['sec-fetch-site'] === 'cross-site'
    ) {
      throw forbidden(serverMessages.crossSiteRefused);
    }
    if (request.routeOptions.config.acceptsNonJsonBody || !hasBody(request.headers)) return;
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json') {
      throw new HttpError(415, serverMessages.jsonRequired);
    }
  });
}
