import { messages, type ErrorReason } from '@applykit/api-contract';
import { AnswersRefusedError } from '../form/host';

/** Any failed call: a non-OK reply, a reply that is not JSON, or no reply at all. */
export class ServerError extends Error {
  override readonly name: string = 'ServerError';
  readonly status: number | undefined;
  /** A 400's messages per answer key, when the server refused answers by question. */
  readonly errors: Readonly<Record<string, string[]>> | undefined;
  /** What the refusal means, whatever language its message is in (`notConfirmed`). */
  readonly reason: ErrorReason | undefined;

  constructor(
    message: string = messages.unexpected,
    status?: number,
    errors?: Readonly<Record<string, string[]>>,
    reason?: ErrorReason,
  ) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.reason = reason;
  }
}

/** A 401: the session is gone. The client has already called its `onSessionEnded`. */
export class UnauthorizedError extends ServerError {
  override readonly name = 'UnauthorizedError';

  constructor(message: string = messages.sessionInvalid) {
    super(message, 401);
  }
}

export function isUnauthorized(error: unknown): error is UnauthorizedError {
  return error instanceof UnauthorizedError;
}

/** The text to show for any thrown value: our own errors carry the server's message. */
export function errorMessage(error: unknown): string {
  return (error instanceof ServerError || error instanceof AnswersRefusedError) && error.message
    ? error.message
    : messages.unexpected;
}
