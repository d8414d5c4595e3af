import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  messageReplySchema,
  serverMessages,
  staffCodeSchema,
  staffEnrolmentReplySchema,
  staffInvitationAcceptanceSchema,
  staffInvitationSchema,
  staffMeReplySchema,
  staffMembersReplySchema,
  staffMessages,
  staffPaths,
  staffRecoveryCodesReplySchema,
  staffSignInReplySchema,
  staffSignInSchema,
  type MessageReply,
  type StaffSignInStage,
} from '@applykit/api-contract';
import { createLoginBackoff } from '../accounts/login-backoff';
import {
  hashPassword,
  refuseCommonPassword,
  spendVerificationTime,
  verifyPassword,
} from '../accounts/passwords';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { HttpError, badRequest, conflict, tooManyRequests } from '../http/errors';
import { limitAttempts } from '../http/rate-limits';
import type { Mailer } from '../mail/mailer';
import { mailTemplatesFor } from '../mail/templates';
import { SOURCE_LOCALE } from '@applykit/ui/messages';
import { loadSigningKey } from '../tokens/tokens';
import { staffOf } from './access';
import { recordAudit } from './review-store';
import {
  acceptInvitation,
  completeEnrolment,
  findStaff,
  findStaffByEmail,
  invitationHours,
  inviteStaff,
  listStaff,
  recordCodeStep,
  spendRecoveryCode,
  startEnrolment,
} from './members';
import {
  acceptedStep,
  createSecretBox,
  newEnrolment,
  newRecoveryCodes,
  recoveryCodeHash,
} from './second-factor';
import {
  clearStaffCookie,
  setStaffCookie,
  staffCookieName,
  type SignedInStaff,
  type StaffSessions,
} from './sessions';

/**
 * The limits of the staff sign-in. Per address as for applicants' log in (an office shares one
 * address); per staff member, the
 * password slows down as an applicant's does (`login-backoff.ts`), and codes of the second
 * factor are capped hard: 5 tries in 15 minutes, right or wrong, against one member.
 */
export const staffAttemptLimits = {
  signIn: { perAddress: 100, windowMinutes: 15 },
  secondFactor: { perAddress: 100, windowMinutes: 15 },
  codesPerMember: { attempts: 5, windowMinutes: 15 },
  invitation: { perAddress: 30, windowMinutes: 15 },
} as const;

export interface StaffDependencies {
  config: ServerConfig;
  database: Database;
  mailer: Mailer;
  sessions: StaffSessions;
}

const reply = (message: string): MessageReply => ({ message });

/** Staff accounts: sign-in with password and authenticator code, enrolment, invitations. */
export async function staffAccountRoutes(
  app: FastifyInstance,
  { config, database, mailer, sessions }: StaffDependencies,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const backoff = createLoginBackoff(database);
  const secrets = createSecretBox(loadSigningKey(config));
  // The staff area is in English, and so is its mail.
  const mails = mailTemplatesFor(config.partner, { mailFrom: config.mailFrom })(SOURCE_LOCALE);
  // Staff and applicants may share an address; their backoff counts stay apart.
  const backoffKey = (email: string) => `staff:${email}`;

  /**
   * Runs `check` as one code try against the member: counted before it runs, so parallel tries
   * cannot slip past the cap, and given back when the code was right, so only wrong ones add up.
   * Past the cap, 429 until the window ends, whatever the code.
   */
  async function codeTry<T>(staffId: string, response: FastifyReply, check: () => Promise<T>) {
    const { attempts, windowMinutes } = staffAttemptLimits.codesPerMember;
    const key = `staff-code:member:${staffId}`;
    const [count] = await app.attemptCounter.count([key], windowMinutes);
    if (count!.attempts > attempts) {
      response.header('retry-after', count!.secondsLeft);
      throw tooManyRequests();
    }
    const outcome = await check();
    if (outcome === true || outcome === 'done') await app.attemptCounter.refund(key, windowMinutes);
    return outcome;
  }

  /** The signed-in session replaces the one of the password step: a new id for the new rights. */
  async function completeSignIn(request: FastifyRequest, response: FastifyReply, staffId: string) {
    const sessionId = await database.transaction(async (tx) => {
      await sessions.end(staffOf(request).sessionId, tx);
      return sessions.start(staffId, 'signed-in', tx);
    });
    setStaffCookie(response, config, sessionId);
  }

  function requireStage(staff: SignedInStaff, stage: SignedInStaff['stage']) {
    if (staff.stage !== stage) throw new HttpError(401, staffMessages.staffOnly);
  }

  api.post(
    staffPaths.signIn,
    {
      config: { staffAccess: 'anyone' },
      schema: { body: staffSignInSchema, response: { 200: staffSignInReplySchema } },
      preValidation: limitAttempts(app, 'staff-sign-in', staffAttemptLimits.signIn),
    },
    async (request, response) => {
      const { username, password } = request.body;
      const waitSeconds = await backoff.attempt(backoffKey(username));
      if (waitSeconds > 0) {
        response.header('retry-after', waitSeconds);
        throw tooManyRequests();
      }
      const member = await findStaffByEmail(database, username);
      if (!member?.password_hash) {
        await spendVerificationTime(password);
        throw badRequest(serverMessages.loginRejected);
      }
      if (!(await verifyPassword(member.password_hash, password))) {
        throw badRequest(serverMessages.loginRejected);
      }
      const next: StaffSignInStage = member.totp_secret ? 'second-factor' : 'enrolment';
      const previous = request.cookies[staffCookieName(config)];
      const sessionId = await database.transaction(async (tx) => {
        await backoff.clear(backoffKey(username), tx);
        if (previous) await sessions.end(previous, tx);
        return sessions.start(member.id, next, tx);
      });
      setStaffCookie(response, config, sessionId);
      return { message: staffMessages.signedIn, next };
    },
  );

  api.post(
    staffPaths.secondFactor,
    {
      config: { staffAccess: 'signing-in' },
      schema: { body: staffCodeSchema, response: { 200: messageReplySchema } },
      preValidation: limitAttempts(app, 'staff-second-factor', staffAttemptLimits.secondFactor),
    },
    async (request, response) => {
      const staff = staffOf(request);
      requireStage(staff, 'second-factor');
      const { code } = request.body;
      const accepted = await codeTry(staff.id, response, async () => {
        if (!/^\d{6}$/.test(code)) {
          return spendRecoveryCode(database, staff.id, recoveryCodeHash(code));
        }
        const member = (await findStaff(database, staff.id))!;
        const step = await acceptedStep(
          secrets.open(member.totp_secret!),
          code,
          member.totp_last_step,
        );
        return step !== null && recordCodeStep(database, staff.id, step);
      });
      if (!accepted) throw badRequest(staffMessages.codeRejected);
      await completeSignIn(request, response, staff.id);
      return reply(staffMessages.signedIn);
    },
  );

  api.post(
    staffPaths.enrolment,
    {
      config: { staffAccess: 'signing-in' },
      schema: { response: { 200: staffEnrolmentReplySchema } },
    },
    async (request) => {
      const staff = staffOf(request);
      requireStage(staff, 'enrolment');
      const enrolment = await newEnrolment(staff.email);
      await startEnrolment(database, staff.id, secrets.seal(enrolment.secret));
      return {
        otpauth_uri: enrolment.otpauthUri,
        qr_code: enrolment.qrCode,
        secret: enrolment.secret,
      };
    },
  );

  api.post(
    staffPaths.enrolmentConfirmation,
    {
      config: { staffAccess: 'signing-in' },
      schema: { body: staffCodeSchema, response: { 200: staffRecoveryCodesReplySchema } },
      preValidation: limitAttempts(app, 'staff-second-factor', staffAttemptLimits.secondFactor),
    },
    async (request, response) => {
      const staff = staffOf(request);
      requireStage(staff, 'enrolment');
      const { code } = request.body;
      const recoveryCodes = newRecoveryCodes();
      const outcome = await codeTry(staff.id, response, () =>
        database.transaction(async (tx) => {
          const member = (await findStaff(tx, staff.id, { lock: true }))!;
          if (member.totp_secret) return 'enrolled' as const;
          if (!member.totp_pending_secret) return 'not-started' as const;
          const step = await acceptedStep(secrets.open(member.totp_pending_secret), code, null);
          if (step === null) return 'rejected' as const;
          await completeEnrolment(tx, staff.id, step, recoveryCodes.map(recoveryCodeHash));
          return 'done' as const;
        }),
      );
      if (outcome === 'enrolled') throw conflict(staffMessages.alreadyEnrolled);
      if (outcome === 'not-started') throw badRequest(staffMessages.enrolmentNotStarted);
      if (outcome === 'rejected') throw badRequest(staffMessages.codeRejected);
      await completeSignIn(request, response, staff.id);
      return { message: staffMessages.signedIn, recovery_codes: recoveryCodes };
    },
  );

  const signOut = {
    config: { staffAccess: 'anyone' as const },
    schema: { response: { 200: messageReplySchema } },
  };
  api.post(staffPaths.signOut, signOut, async (request, response) => {
    const sessionId = request.cookies[staffCookieName(config)];
    if (sessionId) await sessions.end(sessionId);
    clearStaffCookie(response, config);
    return reply(staffMessages.signedOut);
  });

  api.get(staffPaths.me, { schema: { response: { 200: staffMeReplySchema } } }, async (request) => {
    const { email, role } = staffOf(request);
    return { email, role };
  });

  api.get(
    staffPaths.members,
    { config: { staffAccess: 'admin' }, schema: { response: { 200: staffMembersReplySchema } } },
    async () => ({ members: await listStaff(database) }),
  );

  const invitation = {
    config: { staffAccess: 'admin' as const },
    schema: { body: staffInvitationSchema, response: { 200: messageReplySchema } },
  };
  api.post(staffPaths.invitations, invitation, async (request) => {
    const admin = staffOf(request);
    const { email, role } = request.body;
    const invitationId = await database.transaction(async (tx) => {
      const invited = await inviteStaff(tx, email, role, admin.id);
      if (invited) {
        await recordAudit(tx, {
          staff: admin,
          action: 'invite-staff',
          detail: { email, role },
          clientAddress: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        });
      }
      return invited;
    });
    if (!invitationId) throw conflict(staffMessages.alreadyStaff);
    mailer.send(mails.staffInvitation(email, invitationUrl(config, invitationId), invitationHours));
    return reply(staffMessages.invitationSent);
  });

  api.post(
    staffPaths.invitationAcceptance,
    {
      config: { staffAccess: 'anyone' },
      schema: { body: staffInvitationAcceptanceSchema, response: { 200: messageReplySchema } },
      preValidation: limitAttempts(app, 'staff-invitation', staffAttemptLimits.invitation),
    },
    async (request) => {
      const { id, password } = request.body;
      refuseCommonPassword(password);
      const passwordHash = await hashPassword(password);
      const accepted = await acceptInvitation(database, id, passwordHash);
      if (!accepted) throw badRequest(staffMessages.invitationInvalid);
      return reply(staffMessages.invitationAccepted);
    },
  );
}

/** The portal page where an invited staff member chooses a password. */
export function invitationUrl(config: Pick<ServerConfig, 'publicUrl'>, invitationId: string) {
  return `${config.publicUrl}/staff/invitation?${new URLSearchParams({ id: invitationId })}`;
}
