import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
} from 'fastify';
import type { ZodType } from 'zod';
import {
  messages,
  serverMessages,
  type ErrorReason,
  type ErrorReply,
} from '@applykit/api-contract';

/**
 * An answer other than success: thrown anywhere in a handler or hook, it becomes the JSON
 * reply `{message, errors?}` with its status code. It is the server's only error reply: no
 * module sends one itself or keeps an error class or handler of its own.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: Record<string, string[]> | undefined;
  /** What a client may act on, whatever the language of the message. */
  readonly reason: ErrorReason | undefined;

  constructor(
    statusCode: number,
    message: string,
    errors?: Record<string, string[]>,
    reason?: ErrorReason,
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
    this.reason = reason;
  }
}

export const badRequest = (message: string, errors?: Record<string, string[]>) =>
  new HttpError(400, message, errors);
export const unauthorized = () => new HttpError(401, messages.sessionInvalid);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string = serverMessages.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = () => new HttpError(429, serverMessages.tooManyAttempts);

/**
 * Parses a request body (or query, or route parameters) with a schema; a mismatch is a 400
 * listing the messages per field (deduplicated). The message is the problem's own text when
 * there is one, and "Please correct the highlighted fields." when there are several.
 */
export function parseBody<T>(schema: ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  // No prototype: a field named like an Object method ("valueOf") must start an empty list.
  const errors: Record<string, string[]> = Object.create(null);
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    const list = (errors[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  const distinct = [...new Set(Object.values(errors).flat())];
  const message = distinct.length === 1 ? distinct[0]! : serverMessages.invalidRequest;
  throw badRequest(message, errors);
}

/**
 * Fastify's validator for the zod schemas a route declares (`schema.body`, `querystring`,
 * `params`): the part is replaced by what the schema parsed, and a mismatch is `parseBody`'s 400.
 */
export const requestValidator: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    try {
      return { value: parseBody(schema, data) };
    } catch (error) {
      return { error: error as HttpError };
    }
  };

/** Fastify's own errors, in our words; anything unknown is a bug and reads as the generic text. */
function translate(error: FastifyError): HttpError {
  if (error instanceof HttpError) return error;
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      // The issue asks for a 400 that names the problem rather than a bare 413.
      return badRequest(serverMessages.bodyTooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpError(415, serverMessages.jsonRequired);
    case 'FST_ERR_BAD_URL':
      return badRequest(serverMessages.addressInvalid);
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new HttpError(414, serverMessages.addressTooLong);
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return badRequest(serverMessages.malformedJson);
  }
  if (error.statusCode === 429) return tooManyRequests();
  if (error instanceof SyntaxError) return badRequest(serverMessages.malformedJson);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new HttpError(error.statusCode, error.message || messages.unexpected);
  }
  return new HttpError(500, messages.unexpected);
}

/** Every error reply of the server is JSON `{message}`, including 404s and framework errors. */
export function installErrorReplies(app: FastifyInstance): void {
  app.setErrorHandler(errorReply);
}

/**
 * Every error as the JSON reply `{message, errors?, reason?}`. Also Fastify's
 * `frameworkErrors`: a URL that cannot be decoded or whose parameter is too long is refused
 * before any route, where the error handler is not asked, and Fastify's own reply there
 * repeated the address in another shape.
 */
export function errorReply(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer = translate(error);
  // A 503 is a busy server refusing at once (http/database-queue.ts), not a fault.
  if (answer.statusCode >= 500 && answer.statusCode !== 503)
    request.log.error({ err: error }, 'request failed');
  const body: ErrorReply = {
    message: answer.message,
    ...(answer.errors && { errors: answer.errors }),
    ...(answer.reason && { reason: answer.reason }),
  };
  return reply.code(answer.statusCode).type('application/json').send(body);
}
