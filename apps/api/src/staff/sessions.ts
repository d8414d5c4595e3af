import type { FastifyReply } from 'fastify';
import { sessionLimits, type StaffRole } from '@applykit/api-contract';
import type { ServerConfig } from '../config';
import type { Queryable } from '../db/database';
import { activityRecordSeconds } from '../sessions/sessions';
import { randomSecret, sha256Hex } from '../tokens/random';

/** 'signed-in' after the second factor; before it, the session opens only the code calls. */
export type StaffSessionStage = 'second-factor' | 'enrolment' | 'signed-in';

const staffSessionLimits = {
  /** Between the password and the code: long enough to open the app, or to set it up. */
  beforeSecondFactorMinutes: 10,
} as const;

export interface SignedInStaff {
  id: string;
  email: string;
  role: StaffRole;
  stage: StaffSessionStage;
  sessionId: string;
}

/**
 * Staff sessions: their own table beside the applicants' `sessions`, the same hashed 256-bit
 * ids, the same idle limit and 12-hour cap, and a shorter life before the second factor.
 */
export function createStaffSessions(database: Queryable, { idleSeconds }: { idleSeconds: number }) {
  const stillValid = `s.last_seen_at > now() - make_interval(secs => ${Number(idleSeconds)})
    AND s.created_at > now() - interval '${sessionLimits.absoluteHours} hours'
    AND (s.stage = 'signed-in'
         OR s.created_at > now() - interval '${staffSessionLimits.beforeSecondFactorMinutes} minutes')`;
  return {
    async start(staffId: string, stage: StaffSessionStage, db: Queryable = database) {
      const sessionId = randomSecret();
      await db.query('INSERT INTO staff_sessions (id_hash, staff_id, stage) VALUES ($1, $2, $3)', [
        sha256Hex(sessionId),
        staffId,
        stage,
      ]);
      await db.query(`DELETE FROM staff_sessions s WHERE s.staff_id = $1 AND NOT (${stillValid})`, [
        staffId,
      ]);
      return sessionId;
    },

    /**
     * The staff member of a live session. Each request counts as activity, written only when
     * the recorded one is older than `activityRecordSeconds`, as for applicants: a queue being
     * paged through is reads, and reads should not each wait for a write.
     */
    async resume(sessionId: string): Promise<SignedInStaff | null> {
      const idHash = sha256Hex(sessionId);
      const [row] = await database.query<Omit<SignedInStaff, 'sessionId'> & { stale: boolean }>(
        `SELECT m.id, m.email::text AS email, m.role, s.stage,
                s.last_seen_at <= now() - make_interval(secs => ${activityRecordSeconds(idleSeconds)}) AS stale
           FROM staff_sessions s JOIN staff_members m ON m.id = s.staff_id
          WHERE s.id_hash = $1 AND ${stillValid}`,
        [idHash],
      );
      if (!row) return null;
      if (row.stale)
        await database.query('UPDATE staff_sessions SET last_seen_at = now() WHERE id_hash = $1', [
          idHash,
        ]);
      return { id: row.id, email: row.email, role: row.role, stage: row.stage, sessionId };
    },

    async end(sessionId: string, db: Queryable = database) {
      await db.query('DELETE FROM staff_sessions WHERE id_hash = $1', [sha256Hex(sessionId)]);
    },
  };
}
export type StaffSessions = ReturnType<typeof createStaffSessions>;

type CookieConfig = Pick<ServerConfig, 'secureCookies'>;

/** Another name than the applicant's session cookie, so neither is ever read as the other. */
export function staffCookieName(config: CookieConfig): string {
  return config.secureCookies ? '__Host-applykit_staff_session' : 'applykit_staff_session';
}

// Strict: staff never arrive signed in from a link on another site.
const cookieOptions = (config: CookieConfig) =>
  ({ path: '/', sameSite: 'strict', secure: config.secureCookies, httpOnly: true }) as const;

export function setStaffCookie(reply: FastifyReply, config: CookieConfig, sessionId: string) {
  reply.setCookie(staffCookieName(config), sessionId, {
    ...cookieOptions(config),
    maxAge: sessionLimits.absoluteHours * 3600,
  });
}

export function clearStaffCookie(reply: FastifyReply, config: CookieConfig) {
  reply.clearCookie(staffCookieName(config), cookieOptions(config));
}
