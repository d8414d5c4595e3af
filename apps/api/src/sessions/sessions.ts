import type { FastifyReply } from 'fastify';
import { sessionLimits } from '@applykit/api-contract';
import type { ServerConfig } from '../config';
import type { Queryable } from '../db/database';
import { randomSecret, sha256Hex } from '../tokens/random';

/**
 * How stale the recorded last activity may grow before a request writes it again: a minute, or
 * a fifteenth of a short idle limit. Reads within it write nothing; the session then ends up to
 * this much before `idle` after its very last request, and every reply says exactly when.
 */
export function activityRecordSeconds(idleSeconds: number): number {
  return Math.min(60, idleSeconds / 15);
}

/** The applicant a valid session cookie belongs to. */
export interface SignedInApplicant {
  id: string;
  username: string;
  /** The language chosen on the account; null before any choice. */
  locale: string | null;
  /** The raw session id, for logging this session out. */
  sessionId: string;
  /** Seconds from now until the session ends unless another request comes first. */
  expiresInSeconds: number;
}

/** Sessions live in the database as hashes of random 256-bit ids, with their last activity. */
export function createSessionStore(database: Queryable, { idleSeconds }: { idleSeconds: number }) {
  const idle = `make_interval(secs => ${Number(idleSeconds)})`;
  const stillValid = `s.last_seen_at > now() - ${idle}
    AND s.created_at > now() - interval '${sessionLimits.absoluteHours} hours'`;
  const endsAt = `LEAST(s.last_seen_at + ${idle}, s.created_at + interval '${sessionLimits.absoluteHours} hours')`;
  const recordAfter = `make_interval(secs => ${activityRecordSeconds(idleSeconds)})`;

  return {
    /** A new session for a log in; the caller sets its cookies. Returns the raw id. */
    async start(applicantId: string, db: Queryable = database): Promise<string> {
      const sessionId = randomSecret();
      await db.query('INSERT INTO sessions (id_hash, applicant_id) VALUES ($1, $2)', [
        sha256Hex(sessionId),
        applicantId,
      ]);
      // Expired rows of this applicant are of no more use; clearing them here bounds the table.
      await db.query(`DELETE FROM sessions s WHERE s.applicant_id = $1 AND NOT (${stillValid})`, [
        applicantId,
      ]);
      return sessionId;
    },

    /**
     * The applicant of a live session, counting this request as activity; null otherwise. The
     * activity is written only when the recorded one is older than `activityRecordSeconds`.
     */
    async resume(sessionId: string): Promise<SignedInApplicant | null> {
      const idHash = sha256Hex(sessionId);
      const secondsLeft = `GREATEST(0, EXTRACT(EPOCH FROM (${endsAt} - now())))::float8`;
      const found = await database.query<{
        id: string;
        username: string;
        locale: string | null;
        stale: boolean;
        seconds: number;
      }>(
        `SELECT a.id, a.username::text AS username, a.locale,
                s.last_seen_at <= now() - ${recordAfter} AS stale, ${secondsLeft} AS seconds
           FROM sessions s JOIN applicants a ON a.id = s.applicant_id
          WHERE s.id_hash = $1 AND ${stillValid}`,
        [idHash],
      );
      const row = found[0];
      if (!row) return null;
      let expiresInSeconds = row.seconds;
      if (row.stale) {
        const [recorded] = await database.query<{ seconds: number }>(
          `UPDATE sessions s SET last_seen_at = now() WHERE s.id_hash = $1
           RETURNING ${secondsLeft} AS seconds`,
          [idHash],
        );
        expiresInSeconds = recorded?.seconds ?? 0;
      }
      return {
        id: row.id,
        username: row.username,
        locale: row.locale,
        sessionId,
        expiresInSeconds,
      };
    },

    async end(sessionId: string): Promise<void> {
      await database.query('DELETE FROM sessions WHERE id_hash = $1', [sha256Hex(sessionId)]);
    },

    /** Logs an applicant out everywhere: after a password reset. */
    async endAll(applicantId: string, db: Queryable = database): Promise<void> {
      await db.query('DELETE FROM sessions WHERE applicant_id = $1', [applicantId]);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

type CookieConfig = Pick<ServerConfig, 'secureCookies' | 'identityCookiePrefix'>;

/** `__Host-` binds the cookie to this host and path / over HTTPS; plain HTTP cannot use it. */
export function sessionCookieName(config: CookieConfig): string {
  return config.secureCookies ? '__Host-applykit_session' : 'applykit_session';
}

/** The readable twin the portal checks to know it is logged in (docs/sessions.md). */
function presenceCookieName(config: CookieConfig): string {
  return `${config.identityCookiePrefix}.session`;
}

export function setSessionCookies(reply: FastifyReply, config: CookieConfig, sessionId: string) {
  const common = {
    path: '/',
    sameSite: 'lax',
    secure: config.secureCookies,
    maxAge: sessionLimits.absoluteHours * 3600,
  } as const;
  reply.setCookie(sessionCookieName(config), sessionId, { ...common, httpOnly: true });
  reply.setCookie(presenceCookieName(config), '1', { ...common, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply, config: CookieConfig) {
  const common = { path: '/', sameSite: 'lax', secure: config.secureCookies } as const;
  reply.clearCookie(sessionCookieName(config), { ...common, httpOnly: true });
  reply.clearCookie(presenceCookieName(config), { ...common, httpOnly: false });
}
