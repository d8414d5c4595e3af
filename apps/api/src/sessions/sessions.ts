import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionLimits } from '@applykit/api-contract';
import type { ServerConfig } from '../config';
import { namedStatement, type Queryable } from '../db/database';
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

/**
 * The columns `sessionStatement` adds to a statement's row: the applicant of the live session
 * and the seconds until it ends. No row at all means no live session.
 */
export interface LiveSessionColumns {
  applicant_id: string;
  username: string;
  locale: string | null;
  session_seconds: number;
}

/**
 * A session check that another statement carries, so a request that needs a session and one
 * statement of its own makes one round trip: `with` holds the `WITH` entries, `live_session`
 * (the applicant of a live session: its id hash is the statement's `$1`; no row otherwise) and
 * the activity write, made only when the recorded activity is older than
 * `activityRecordSeconds`; `columns` are the `LiveSessionColumns`, selected from `live_session`.
 *
 * A read that writes nothing else carries `read` instead: `live_session` alone, no write in
 * the statement, and `columns` add `ReadSessionColumns`. When they say the recorded activity
 * is stale, the caller records it with `recordActivity`, a second statement made at most once
 * a minute a session: a statement holding a write, even one that changes no row, cost
 * PostgreSQL about a tenth of a profile read's work on every read, under load.
 */
export interface SessionStatement {
  with: string;
  columns: string;
  read: { with: string; columns: string };
  /**
   * Writes the activity of a session `read` found stale, unless another request has meanwhile;
   * answers the seconds until the session now ends, or null when there was nothing to write.
   */
  recordActivity(db: Queryable, sessionHash: string): Promise<number | null>;
}

/** What `SessionStatement.read`'s columns add to `LiveSessionColumns`. */
export interface ReadSessionColumns {
  activity_stale: boolean;
}

/**
 * The applicant a statement carrying `SessionStatement.read` found, its activity recorded
 * when it was stale; null for no live session.
 */
export async function readSessionApplicant(
  session: SessionStatement,
  db: Queryable,
  row: (LiveSessionColumns & ReadSessionColumns) | undefined,
  sessionId: string,
): Promise<SignedInApplicant | null> {
  const applicant = signedInApplicantOf(row, sessionId);
  if (!applicant || !row!.activity_stale) return applicant;
  const seconds = await session.recordActivity(db, sessionIdHash(sessionId));
  return seconds === null ? applicant : { ...applicant, expiresInSeconds: seconds };
}

/** The applicant a statement carrying `sessionStatement` found, or null for no live session. */
export function signedInApplicantOf(
  row: LiveSessionColumns | undefined,
  sessionId: string,
): SignedInApplicant | null {
  if (!row) return null;
  return {
    id: row.applicant_id,
    username: row.username,
    locale: row.locale,
    sessionId,
    expiresInSeconds: row.session_seconds,
  };
}

/** Sessions live in the database as hashes of random 256-bit ids, with their last activity. */
export function createSessionStore(database: Queryable, { idleSeconds }: { idleSeconds: number }) {
  const idle = `make_interval(secs => ${Number(idleSeconds)})`;
  const absolute = `interval '${sessionLimits.absoluteHours} hours'`;
  const stillValid = `s.last_seen_at > now() - ${idle} AND s.created_at > now() - ${absolute}`;
  const recordAfter = `make_interval(secs => ${activityRecordSeconds(idleSeconds)})`;
  const secondsLeft = (lastSeen: string, created: string) =>
    `GREATEST(0, EXTRACT(EPOCH FROM (LEAST(${lastSeen} + ${idle}, ${created} + ${absolute}) - now())))::float8`;
  const liveSession = `live_session AS (
        SELECT a.id, a.username::text AS username, a.locale, s.created_at, s.last_seen_at,
               s.last_seen_at <= now() - ${recordAfter} AS stale
          FROM sessions s JOIN applicants a ON a.id = s.applicant_id
         WHERE s.id_hash = $1 AND ${stillValid})`;
  const applicantColumns = `live_session.id AS applicant_id, live_session.username, live_session.locale`;
  const recordActivityStatement = namedStatement(
    `UPDATE sessions s SET last_seen_at = now()
      WHERE s.id_hash = $1 AND s.last_seen_at <= now() - ${recordAfter} AND ${stillValid}
      RETURNING ${secondsLeft('s.last_seen_at', 's.created_at')} AS session_seconds`,
  );
  // One check for every statement that needs a session: the plain resume, the save, the profile.
  // The activity written (when it is) is the one the session's end is counted from.
  const statement: SessionStatement = {
    with: `${liveSession},
      recorded_activity AS (
        UPDATE sessions s SET last_seen_at = now() FROM live_session l
         WHERE s.id_hash = $1 AND l.stale RETURNING s.last_seen_at)`,
    columns: `${applicantColumns},
      ${secondsLeft(
        'coalesce((SELECT r.last_seen_at FROM recorded_activity r), live_session.last_seen_at)',
        'live_session.created_at',
      )} AS session_seconds`,
    read: {
      with: liveSession,
      columns: `${applicantColumns},
        ${secondsLeft('live_session.last_seen_at', 'live_session.created_at')} AS session_seconds,
        live_session.stale AS activity_stale`,
    },
    async recordActivity(db, sessionHash) {
      const [row] = await db.query<{ session_seconds: number }>(recordActivityStatement, [
        sessionHash,
      ]);
      return row ? row.session_seconds : null;
    },
  };
  const resumeStatement = namedStatement(
    `WITH ${statement.with} SELECT ${statement.columns} FROM live_session`,
  );

  return {
    /** What a statement that checks the session itself needs (`SessionStatement`). */
    statement,

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
     * One statement either way.
     */
    async resume(sessionId: string): Promise<SignedInApplicant | null> {
      const [row] = await database.query<LiveSessionColumns>(resumeStatement, [
        sessionIdHash(sessionId),
      ]);
      return signedInApplicantOf(row, sessionId);
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

/** How a session id is kept: its hash, the `$1` of a `SessionStatement`. */
export const sessionIdHash = (sessionId: string): string => sha256Hex(sessionId);

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

/** Whether the request carried either session cookie (so there is one to clear). */
export function sentSessionCookies(request: FastifyRequest, config: CookieConfig): boolean {
  return (
    request.cookies[sessionCookieName(config)] !== undefined ||
    request.cookies[presenceCookieName(config)] !== undefined
  );
}

export function clearSessionCookies(reply: FastifyReply, config: CookieConfig) {
  const common = { path: '/', sameSite: 'lax', secure: config.secureCookies } as const;
  reply.clearCookie(sessionCookieName(config), { ...common, httpOnly: true });
  reply.clearCookie(presenceCookieName(config), { ...common, httpOnly: false });
}
