import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from './errors';

export interface AttemptLimit {
  /** Requests allowed per client address in the window. */
  perAddress: number;
  /** Requests allowed per e-mail address (the body's username) in the window. */
  perAccount: number;
  windowMinutes: number;
}

/**
 * The limits of the public account calls. Per address: generous, a school's network shares
 * one; per account: tight, that is where guessing a password or a code happens. Keyed by the
 * e-mail given whether or not an account has it, so a 429 reveals nothing.
 */
export const attemptLimits = {
  login: { perAddress: 100, perAccount: 10, windowMinutes: 15 },
  confirm: { perAddress: 100, perAccount: 10, windowMinutes: 15 },
  resetPassword: { perAddress: 100, perAccount: 10, windowMinutes: 15 },
  signUp: { perAddress: 30, perAccount: 5, windowMinutes: 60 },
  forgotPassword: { perAddress: 30, perAccount: 3, windowMinutes: 15 },
  resendConfirmation: { perAddress: 30, perAccount: 3, windowMinutes: 15 },
} as const satisfies Record<string, AttemptLimit>;

export async function installRateLimits(app: FastifyInstance): Promise<void> {
  // In-process counters: one server instance. Several instances would share a store (Redis).
  await app.register(rateLimit, { global: false });
}

function accountKey(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
}

/**
 * A preHandler that answers 429 `{message}` once a client address or an e-mail address has
 * used up its attempts at `name` (both are counted on every request).
 */
export function limitAttempts(app: FastifyInstance, name: string, limit: AttemptLimit) {
  const timeWindow = limit.windowMinutes * 60_000;
  const checks = [
    app.createRateLimit({
      max: limit.perAddress,
      timeWindow,
      keyGenerator: (request) => `${name}:address:${request.ip}`,
    }),
    app.createRateLimit({
      max: limit.perAccount,
      timeWindow,
      keyGenerator: (request) => `${name}:account:${accountKey(request)}`,
    }),
  ];
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw tooManyRequests();
      }
    }
  };
}
