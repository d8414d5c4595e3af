import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
import { attemptsIn, secondsUntilRoom } from '../http/rate-limits';
import type { Mailer } from '../mail/mailer';
import { mailTemplatesFor } from '../mail/templates';
import { SOURCE_LOCALE } from '@applykit/ui/messages';
import { loadSigningKey } from '../tokens/tokens';
import { staffOf } from './access';
import { auditRecordOf, registerStaffCalls, staffCall } from './calls';
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
    if (attemptsIn(count!) > attempts) {
      response.header('retry-after', secondsUntilRoom(count!, attempts));
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

  const signInAttempts = { counter: 'staff-sign-in', limit: staffAttemptLimits.signIn };
  const codeAttempts = { counter: 'staff-second-factor', limit: staffAttemptLimits.secondFactor };

  registerStaffCalls(app, [
    staffCall({
      method: 'POST',
      path: staffPaths.signIn,
      access: 'anyone',
      attempts: signInAttempts,
      body: staffSignInSchema,
      reply: staffSignInReplySchema,
      async handle(request, response) {
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
    }),

    staffCall({
      method: 'POST',
      path: staffPaths.secondFactor,
      access: 'signing-in',
      attempts: codeAttempts,
      body: staffCodeSchema,
      reply: messageReplySchema,
      async handle(request, response) {
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
    }),

    staffCall({
      method: 'POST',
      path: staffPaths.enrolment,
      access: 'signing-in',
      reply: staffEnrolmentReplySchema,
      async handle(request) {
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
    }),

    staffCall({
      method: 'POST',
      path: staffPaths.enrolmentConfirmation,
      access: 'signing-in',
      attempts: codeAttempts,
      body: staffCodeSchema,
      reply: staffRecoveryCodesReplySchema,
      async handle(request, response) {
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
    }),

    staffCall({
      method: 'POST',
      path: staffPaths.signOut,
      access: 'anyone',
      reply: messageReplySchema,
      async handle(request, response) {
        const sessionId = request.cookies[staffCookieName(config)];
        if (sessionId) await sessions.end(sessionId);
        clearStaffCookie(response, config);
        return reply(staffMessages.signedOut);
      },
    }),

    staffCall({
      method: 'GET',
      path: staffPaths.me,
      reply: staffMeReplySchema,
      async handle(request) {
        const { email, role } = staffOf(request);
        return { email, role };
      },
    }),

    staffCall({
      method: 'GET',
      path: staffPaths.members,
      access: 'admin',
      reply: staffMembersReplySchema,
      handle: async () => ({ members: await listStaff(database) }),
    }),

    staffCall({
      method: 'POST',
      path: staffPaths.invitations,
      access: 'admin',
      body: staffInvitationSchema,
      reply: messageReplySchema,
      async handle(request) {
        const admin = staffOf(request);
        const { email, role } = request.body;
        const invitationId = await database.transaction(async (tx) => {
          const invited = await inviteStaff(tx, email, role, admin.id);
          if (invited) {
            const entry = { action: 'invite-staff' as const, detail: { email, role } };
            await recordAudit(tx, auditRecordOf(request, admin, entry));
          }
          return invited;
        });
        if (!invitationId) throw conflict(staffMessages.alreadyStaff);
        mailer.send(
          mails.staffInvitation(email, invitationUrl(config, invitationId), invitationHours),
        );
        return reply(staffMessages.invitationSent);
      },
    }),

    staffCall({
      method: 'POST',
      path: staffPaths.invitationAcceptance,
      access: 'anyone',
      attempts: { counter: 'staff-invitation', limit: staffAttemptLimits.invitation },
      body: staffInvitationAcceptanceSchema,
      reply: messageReplySchema,
      async handle(request) {
        const { id, password } = request.body;
        refuseCommonPassword(password);
        const passwordHash = await hashPassword(password);
        const accepted = await acceptInvitation(database, id, passwordHash);
        if (!accepted) throw badRequest(staffMessages.invitationInvalid);
        return reply(staffMessages.invitationAccepted);
      },
    }),
  ]);
}

/** The portal page where an invited staff member chooses a password. */
export function invitationUrl(config: Pick<ServerConfig, 'publicUrl'>, invitationId: string) {
  return `${config.publicUrl}/staff/invitation?${new URLSearchParams({ id: invitationId })}`;
}
