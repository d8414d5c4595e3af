import type { FastifyReply } from 'fastify';
import type { ServerConfig } from '../config';
import type { Queryable } from '../db/database';
import { randomSecret, sha256Hex } from '../tokens/random';

/** DESIGN.md sessions: idle expiry as the portal's inactivity time-out, and a hard cap. */
export const sessionLimits = { idleMinutes: 15, absoluteHours: 12 } as const;

/** The applicant a valid session cookie belongs to. */
export interface SignedInApplicant {
  id: string;
  username: string;
  /** The raw session id, for logging this session out. */
  sessionId: string;
}

const stillValid = `s.last_seen_at > now() - interval '${sessionLimits.idleMinutes} minutes'
  AND s.created_at > now() - interval '${sessionLimits.absoluteHours} hours'`;

/** Sessions live in the database as hashes of random 256-bit ids, with their last activity. */
export function createSessionStore(database: Queryable) {
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

    /** The applicant of a live session, counting this request as activity; null otherwise. */
    async resume(sessionId: string): Promise<SignedInApplicant | null> {
      const rows = await database.query<{ id: string; username: string }>(
        `UPDATE sessions s SET last_seen_at = now()
           FROM applicants a
          WHERE s.id_hash = $1 AND a.id = s.applicant_id AND ${stillValid}
          RETURNING a.id, a.username::text AS username`,
        [sha256Hex(sessionId)],
      );
      const row = rows[0];
      return row ? { id: row.id, username: row.username, sessionId } : null;
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

/** The readable twin the portal checks to know it is logged in (platform §4). */
export function presenceCookieName(config: CookieConfig): string {
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
