import type { Queryable } from '../db/database';

/**
 * Per-account log-in limits that slow guessing without locking the owner out. The first
 * `freeAttempts` since the last successful log in are immediate; after attempt n the next must
 * wait 2^(n − freeAttempts) seconds, at most `maxDelaySeconds`. A refused attempt is not counted,
 * so hammering never makes the wait longer than the cap: whoever sends wrong passwords gets
 * about one guess a minute, and the owner, on a new browser, waits at most a minute. A browser
 * the owner has logged in with is not slowed at all (`known-device.ts`).
 */
export const loginBackoff = {
  freeAttempts: 10,
  maxDelaySeconds: 60,
  /** After this long without an attempt, the count starts again. */
  forgetAfterMinutes: 60,
} as const;

const attemptsSoFar = `CASE WHEN b.updated_at < now() - make_interval(mins => ${loginBackoff.forgetAfterMinutes})
  THEN 1 ELSE b.attempts + 1 END`;
const waitAfter = (attempts: string) =>
  `least(${loginBackoff.maxDelaySeconds}, CASE WHEN ${attempts} >= ${loginBackoff.freeAttempts}
     THEN power(2, ${attempts} - ${loginBackoff.freeAttempts}) ELSE 0 END)`;

export function createLoginBackoff(database: Queryable) {
  return {
    /**
     * Counts an attempt at `username` and returns 0, or refuses it without counting and returns
     * the seconds to wait. One statement under the row's lock: parallel attempts cannot slip in.
     */
    async attempt(username: string): Promise<number> {
      const counted = await database.query(
        `INSERT INTO login_backoff AS b (username, attempts, retry_at, updated_at)
         VALUES ($1, 1, now() + make_interval(secs => ${waitAfter('1')}), now())
         ON CONFLICT (username) DO UPDATE SET
           attempts = ${attemptsSoFar},
           retry_at = now() + make_interval(secs => ${waitAfter(attemptsSoFar)}),
           updated_at = now()
         WHERE b.retry_at <= now()
         RETURNING 1`,
        [username],
      );
      if (counted.length) return 0;
      const [waiting] = await database.query<{ seconds: number }>(
        `SELECT greatest(1, ceil(extract(epoch FROM retry_at - now())))::int AS seconds
           FROM login_backoff WHERE username = $1`,
        [username],
      );
      return waiting?.seconds ?? 1;
    },

    /** A successful log in (or a password reset) starts the count again. */
    async clear(username: string, db: Queryable = database): Promise<void> {
      await db.query('DELETE FROM login_backoff WHERE username = $1', [username]);
    },

    async forgetOld(): Promise<void> {
      await database.query(
        `DELETE FROM login_backoff
          WHERE updated_at < now() - make_interval(mins => ${loginBackoff.forgetAfterMinutes})
            AND retry_at < now()`,
      );
    },
  };
}
