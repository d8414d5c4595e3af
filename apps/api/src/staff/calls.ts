import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { limitAttempts, type AttemptLimit } from '../http/rate-limits';
import type { AuditRecord } from './review-store';

/**
 * One staff call as data: who may make it, how its attempts are limited, what it takes and
 * answers, and what it does. `registerStaffCalls` makes every one a route the same way.
 */
export interface StaffCall<
  Body extends z.ZodType = z.ZodType,
  Reply extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST';
  path: string;
  /** Unset: a staff member signed in with both factors (`staffAccess` in `access.ts`). */
  access?: FastifyContextConfig['staffAccess'];
  /** Counted per client address before the body is checked, under this counter's name. */
  attempts?: { counter: string; limit: AttemptLimit };
  body?: Body;
  /** The reply of a 200; every refusal is an `HttpError`. */
  reply: Reply;
  handle(
    request: FastifyRequest<{ Body: z.output<Body> }>,
    response: FastifyReply,
  ): Promise<z.input<Reply>>;
}

/** A staff call, typed from its own schemas (the request's body, the handler's reply). */
export function staffCall<Body extends z.ZodType, Reply extends z.ZodType>(
  call: StaffCall<Body, Reply>,
): StaffCall {
  return call as unknown as StaffCall;
}

/**
 * The routes of these calls: Fastify checks the body and writes the reply through the schemas
 * (which the OpenAPI document shows), `staffAccess` lets the caller in, and the attempt limit
 * runs in `preValidation`, so a malformed request is counted like any other.
 */
export function registerStaffCalls(app: FastifyInstance, calls: readonly StaffCall[]): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const call of calls) {
    api.route({
      method: call.method,
      url: call.path,
      config: call.access ? { staffAccess: call.access } : {},
      schema: { ...(call.body ? { body: call.body } : {}), response: { 200: call.reply } },
      ...(call.attempts
        ? { preValidation: limitAttempts(app, call.attempts.counter, call.attempts.limit) }
        : {}),
      handler: (request, response) =>
        call.handle(request as FastifyRequest<{ Body: unknown }>, response),
    });
  }
}

/** An audit entry of this request: what `staff` did, from the request's address and browser. */
export function auditRecordOf(
  request: FastifyRequest,
  staff: AuditRecord['staff'],
  entry: Omit<AuditRecord, 'staff' | 'clientAddress' | 'userAgent'>,
): AuditRecord {
  return {
    ...entry,
    staff: { id: staff.id, email: staff.email },
    clientAddress: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
  };
}
