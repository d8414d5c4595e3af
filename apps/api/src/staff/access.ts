import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffMessages } from '@applykit/api-contract';
import type { ServerConfig } from '../config';
import { apiAreaOf } from '../http/api-paths';
import { HttpError, forbidden } from '../http/errors';
import {
  clearStaffCookie,
  staffCookieName,
  type SignedInStaff,
  type StaffSessions,
} from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member of the staff session cookie, set on every /staff-api/ route. */
    staff: SignedInStaff | null;
  }
  interface FastifyContextConfig {
    /**
     * Who may call a /staff-api/ route. Unset: a staff member signed in with both factors.
     * `admin`: an admin so signed in (a reader gets 403). `signing-in`: a session between the
     * password and the second factor (the code and enrolment calls). `anyone`: no session.
     */
    staffAccess?: 'anyone' | 'signing-in' | 'admin';
  }
}

const noStaffSession = () => new HttpError(401, staffMessages.staffOnly);

/** The staff member a /staff-api/ route acts for: the one way every staff route finds it. */
export function staffOf(request: FastifyRequest): SignedInStaff {
  if (!request.staff) throw noStaffSession();
  return request.staff;
}

/**
 * Every /staff-api/ call needs the staff session cookie, whose id is looked up only in
 * `staff_sessions`: an applicant's session, under either cookie name, opens nothing here, and
 * a staff session opens nothing under /api/ (that hook reads only the applicant's cookie and
 * table).
 */
export function installStaffAccess(
  app: FastifyInstance,
  config: ServerConfig,
  sessions: StaffSessions,
): void {
  const cookieName = staffCookieName(config);
  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request, reply) => {
    if (apiAreaOf(request.url) !== 'staff-api') return;
    const access = request.routeOptions.config.staffAccess;
    if (access === 'anyone') return;
    const sessionId = request.cookies[cookieName];
    const staff = sessionId ? await sessions.resume(sessionId) : null;
    if (!staff || (access === 'signing-in') === (staff.stage === 'signed-in')) {
      // Only a cookie that was sent is cleared: a refusal of a call sent before a sign-in
      // answered must not delete the session that sign-in has just set.
      if (!staff && sessionId) clearStaffCookie(reply, config);
      throw noStaffSession();
    }
    if (access === 'admin' && staff.role !== 'admin') throw forbidden(staffMessages.adminOnly);
    request.staff = staff;
  });
}
