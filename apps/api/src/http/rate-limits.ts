import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../db/database';
import { serverMessages } from '@applykit/api-contract';
import { HttpError, tooManyRequests } from './errors';

export interface AttemptLimit {
  /** Requests allowed per client address in the window. */
  perAddress: number;
  /** Requests allowed per e-mail address (the body's username) in the window, if limited. */
  perAccount?: number;
  windowMinutes: number;
}

/**
 * The limits of the public account calls. Per address: generous, a school's network shares
 * one; per account: tight, that is where guessing a code happens. Keyed by the e-mail given
 * whether or not an account has it, so a 429 reveals nothing.
 *
 * Log in, forgot-password, resend and reset have no per-account count here, because anyone
 * could use one up to keep the owner out. Log in slows down per account instead
 * (`accounts/login-backoff.ts`), forgot-password and resend cap the mail per address
 * (`mailCaps`), and a reset link is 256 random bits that no one guesses.
 */
export const attemptLimits = {
  login: { perAddress: 100, windowMinutes: 15 },
  confirm: { perAddress: 100, perAccount: 10, windowMinutes: 15 },
  resetPassword: { perAddress: 100, windowMinutes: 15 },
  signUp: { perAddress: 30, perAccount: 5, windowMinutes: 60 },
  forgotPassword: { perAddress: 30, windowMinutes: 15 },
  resendConfirmation: { perAddress: 30, windowMinutes: 15 },
} as const satisfies Record<string, AttemptLimit>;

/**
 * Mail one e-mail address receives at most per window from forgot-password and resend. Past
 * the cap the reply is the same and nothing is sent. It cannot keep the owner from resetting:
 * the capped requests were mailed to the owner too, and their links (valid an hour, longer
 * than the window) and the newest code still work.
 */
export const mailCaps = {
  passwordReset: { perEmail: 3, windowMinutes: 15 },
  confirmationCode: { perEmail: 3, windowMinutes: 15 },
} as const;

/**
 * Wrong admin keys allowed per client address in the window; past it, every admin call from
 * that address answers 429 until the window ends. A right key is never counted.
 */
export const adminKeyLimit = { wrongKeysPerAddress: 10, windowMinutes: 15 } as const;

/**
 * Uploads (presigned upload forms) one applicant may start per window. Each may store up to
 * 1 MiB, and a file never turned into an answer stays until the orphan sweep, a day later: a
 * day's cap bounds what one account can pile up in storage. A form needs one per document
 * question, a few more for files replaced.
 */
export const uploadCap = { perApplicant: 100, windowMinutes: 24 * 60 } as const;

/** How often rows of past windows are deleted. */
const cleanupIntervalMs = 5 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    attemptCounter: AttemptCounter;
  }
}

/**
 * One key's attempts around now: the count of the current fixed window and of the one before,
 * and how far into the current window now is.
 */
export interface WindowCount {
  key: string;
  current: number;
  previous: number;
  elapsedSeconds: number;
  windowSeconds: number;
}

/**
 * The attempts in the window of the same length that ends now: the current window's count plus
 * the previous one's, weighted by how much of it that sliding window still covers. Fixed
 * windows alone let a client spend a whole limit at a window's end and another at the next
 * one's start, twice the limit within a few seconds.
 */
export function attemptsIn(count: WindowCount): number {
  const previousShare = Math.max(0, 1 - count.elapsedSeconds / count.windowSeconds);
  return count.current + count.previous * previousShare;
}

/** Whether one more attempt would stay within `limit`. */
export function roomFor(count: WindowCount, limit: number): boolean {
  return attemptsIn(count) + 1 <= limit;
}

/**
 * Whole seconds (at least 1) until one more attempt stays within `limit`, if nothing more is
 * counted meanwhile: what `Retry-After` says once a limit is used up.
 */
export function secondsUntilRoom(count: WindowCount, limit: number): number {
  const { current, previous, elapsedSeconds, windowSeconds } = count;
  const allowed = limit - 1;
  let wait: number;
  if (current <= allowed) {
    // Room comes back within the current window, as the previous one's share fades.
    const fadedAt = previous > 0 ? windowSeconds * (1 - (allowed - current) / previous) : 0;
    wait = fadedAt - elapsedSeconds;
  } else {
    // Only in the next window, as this window's count fades in turn.
    wait = windowSeconds - elapsedSeconds + windowSeconds * (1 - allowed / current);
  }
  return Math.max(1, Math.ceil(wait));
}

/**
 * Attempt counters in the database (table `attempt_counters`), so every server process on one
 * database shares them: a limit holds however many instances run, and survives a restart.
 * One row per key and fixed window aligned to the epoch; limits are checked against the
 * sliding window those rows give (`attemptsIn`).
 */
function createAttemptCounter(database: Queryable) {
  return {
    /** Counts one attempt for each key and returns each key's counts after it. */
    async count(keys: string[], windowMinutes: number): Promise<WindowCount[]> {
      const windowSeconds = windowMinutes * 60;
      const rows = await database.query<Omit<WindowCount, 'windowSeconds'>>(
        `WITH w AS (SELECT to_timestamp(floor(extract(epoch FROM now()) / $2::int) * $2::int) AS start),
              counted AS (
                INSERT INTO attempt_counters (key, window_start, expires_at, attempts)
                SELECT key, w.start, w.start + make_interval(secs => $2::int), 1
                  FROM unnest($1::text[]) AS key, w
                ON CONFLICT (key, window_start)
                  DO UPDATE SET attempts = attempt_counters.attempts + 1
                RETURNING key, attempts, window_start)
         SELECT counted.key, counted.attempts AS current,
                coalesce(before.attempts, 0) AS previous,
                extract(epoch FROM now() - counted.window_start)::float8 AS "elapsedSeconds"
           FROM counted
           LEFT JOIN attempt_counters before
             ON before.key = counted.key
            AND before.window_start = counted.window_start - make_interval(secs => $2::int)`,
        [keys, windowSeconds],
      );
      return rows.map((row) => ({ ...row, windowSeconds }));
    },

    /** One key's counts, without counting. */
    async peek(key: string, windowMinutes: number): Promise<WindowCount> {
      const windowSeconds = windowMinutes * 60;
      const [row] = await database.query<Omit<WindowCount, 'key' | 'windowSeconds'>>(
        `WITH w AS (SELECT to_timestamp(floor(extract(epoch FROM now()) / $2::int) * $2::int) AS start)
         SELECT coalesce(sum(attempts) FILTER (WHERE window_start = w.start), 0)::int AS current,
                coalesce(sum(attempts) FILTER (WHERE window_start < w.start), 0)::int AS previous,
                extract(epoch FROM now() - w.start)::float8 AS "elapsedSeconds"
           FROM w
           LEFT JOIN attempt_counters
             ON key = $1
            AND window_start >= w.start - make_interval(secs => $2::int)
          GROUP BY w.start`,
        [key, windowSeconds],
      );
      return { key, ...row!, windowSeconds };
    },

    /**
     * Takes back one attempt of `key` in the current window: for limits on wrong tries, which
     * count every try first (so parallel ones cannot slip past) and return the right one.
     */
    async refund(key: string, windowMinutes: number): Promise<void> {
      await database.query(
        `UPDATE attempt_counters SET attempts = greatest(0, attempts - 1)
          WHERE key = $1
            AND window_start = to_timestamp(floor(extract(epoch FROM now()) / $2::int) * $2::int)`,
        [key, windowMinutes * 60],
      );
    },

    /** Deletes the rows no sliding window reads any more: those whose next window has ended. */
    async removeExpired(): Promise<void> {
      await database.query(
        'DELETE FROM attempt_counters WHERE expires_at + (expires_at - window_start) <= now()',
      );
    },
  };
}

type AttemptCounter = ReturnType<typeof createAttemptCounter>;

/**
 * A store for @fastify/rate-limit on the attempt counters: every server process on one
 * PostgreSQL counts the same window for an address, so a process added behind the load
 * balancer adds nothing to what one address may send.
 */
function sharedRateLimitStore(counter: AttemptCounter) {
  return class SharedRateLimitStore {
    incr(
      key: string,
      done: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindowMs: number,
      max: number,
    ): void {
      const windowMinutes = Math.max(1, Math.round(timeWindowMs / 60_000));
      counter.count([`rate-limit:${key}`], windowMinutes).then(([count]) => {
        // The plugin answers 429 when `current` passes `max`, with `ttl` as Retry-After.
        const current = Math.ceil(attemptsIn(count!));
        const ttlSeconds =
          current > max
            ? secondsUntilRoom(count!, max)
            : count!.windowSeconds - Math.floor(count!.elapsedSeconds);
        done(null, { current, ttl: ttlSeconds * 1000 });
      }, done);
    }

    child(): SharedRateLimitStore {
      return this;
    }
  };
}

export async function installRateLimits(app: FastifyInstance, database: Database): Promise<void> {
  const counter = createAttemptCounter(database);
  app.decorate('attemptCounter', counter);
  // @fastify/rate-limit serves the public lookup. The embedded database has one process (its
  // lock), so its memory is the whole count there; on PostgreSQL several processes may serve
  // behind a load balancer, and a count kept in each one's memory would multiply the limit.
  await app.register(rateLimit, {
    global: false,
    ...(database.kind === 'postgres' ? { store: sharedRateLimitStore(counter) } : {}),
  });
  const cleanup = setInterval(() => {
    counter
      .removeExpired()
      .catch((error: unknown) => app.log.warn({ err: error }, 'rate-limit cleanup failed'));
  }, cleanupIntervalMs);
  cleanup.unref();
  app.addHook('onClose', async () => clearInterval(cleanup));
}

function accountKey(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
}

/**
 * A preHandler that answers 429 `{message}` with `Retry-After` once a client address, or an
 * e-mail address where the limit has `perAccount`, has used up its attempts at `name` (each
 * is counted on every request).
 */
export function limitAttempts(app: FastifyInstance, name: string, limit: AttemptLimit) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const maxOf = new Map([[`${name}:address:${request.ip}`, limit.perAddress]]);
    if (limit.perAccount !== undefined) {
      maxOf.set(`${name}:account:${accountKey(request)}`, limit.perAccount);
    }
    const counts = await app.attemptCounter.count([...maxOf.keys()], limit.windowMinutes);
    const exceeded = counts.filter((count) => attemptsIn(count) > maxOf.get(count.key)!);
    if (exceeded.length > 0) {
      const waits = exceeded.map((count) => secondsUntilRoom(count, maxOf.get(count.key)!));
      reply.header('retry-after', Math.max(...waits));
      throw tooManyRequests();
    }
  };
}

/**
 * Counts one upload the applicant starts; past `uploadCap`, 429 `{message}` with
 * `Retry-After`. Takes the database, not the app: the documents module also runs on its own.
 */
export async function countUpload(
  database: Queryable,
  reply: FastifyReply,
  applicantId: string,
): Promise<void> {
  const { perApplicant, windowMinutes } = uploadCap;
  const [count] = await createAttemptCounter(database).count(
    [`uploads:applicant:${applicantId}`],
    windowMinutes,
  );
  if (attemptsIn(count!) > perApplicant) {
    reply.header('retry-after', secondsUntilRoom(count!, perApplicant));
    throw new HttpError(429, serverMessages.tooManyUploads);
  }
}

/**
 * Counts one message to `email` under `cap`; false once the cap is reached in this window, and
 * the message is then not sent.
 */
export async function withinMailCap(
  app: FastifyInstance,
  name: keyof typeof mailCaps,
  email: string,
): Promise<boolean> {
  const { perEmail, windowMinutes } = mailCaps[name];
  const [count] = await app.attemptCounter.count(
    [`${name}-mail:account:${email.trim().toLowerCase()}`],
    windowMinutes,
  );
  return attemptsIn(count!) <= perEmail;
}
