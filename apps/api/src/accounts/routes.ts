import type { FastifyInstance } from 'fastify';
import {
  confirmationSchema,
  forgotPasswordSchema,
  loginSchema,
  passwordResetSchema,
  paths,
  resendConfirmationSchema,
  serverMessages,
  signUpSchema,
  type MessageReply,
} from '@applykit/api-contract';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { HttpError, badRequest, parseBody, tooManyRequests } from '../http/errors';
import { attemptLimits, limitAttempts, withinMailCap } from '../http/rate-limits';
import type { Mailer } from '../mail/mailer';
import { mailTemplates } from '../mail/templates';
import {
  clearSessionCookies,
  sessionCookieName,
  setSessionCookies,
  type SessionStore,
} from '../sessions/sessions';
import {
  confirmAccount,
  createApplicant,
  findApplicant,
  issueConfirmationCode,
  issuePasswordReset,
  recordLogin,
  resetPassword,
  setPassword,
} from './accounts';
import { loadSigningKey } from '../tokens/tokens';
import { createKnownDevices } from './known-device';
import { createLoginBackoff } from './login-backoff';
import { hashPassword, isCommonPassword, spendVerificationTime, verifyPassword } from './passwords';

export interface AccountDependencies {
  config: ServerConfig;
  database: Database;
  mailer: Mailer;
  sessions: SessionStore;
}

function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) {
    throw badRequest(serverMessages.passwordTooCommon, {
      password: [serverMessages.passwordTooCommon],
    });
  }
}

const reply = (message: string): MessageReply => ({ message });

/** The public account calls of platform §7: sign up, confirm, log in, resend, forgot, reset. */
export async function accountRoutes(
  app: FastifyInstance,
  { config, database, mailer, sessions }: AccountDependencies,
): Promise<void> {
  const loginBackoff = createLoginBackoff(database);
  const knownDevices = createKnownDevices(loadSigningKey(config), config);
  const forgetOld = setInterval(() => {
    loginBackoff
      .forgetOld()
      .catch((error: unknown) => app.log.warn({ err: error }, 'log-in backoff cleanup failed'));
  }, 5 * 60_000);
  forgetOld.unref();
  app.addHook('onClose', async () => clearInterval(forgetOld));

  app.post(
    paths.signup,
    { preHandler: limitAttempts(app, 'sign-up', attemptLimits.signUp) },
    async (request) => {
      const { username, password } = parseBody(signUpSchema, request.body);
      refuseCommonPassword(password);
      const passwordHash = await hashPassword(password);
      const mail = await database.transaction(async (tx) => {
        const newId = await createApplicant(tx, username, passwordHash);
        if (newId)
          return mailTemplates.confirmationCode(username, await issueConfirmationCode(tx, newId));
        const existing = (await findApplicant(tx, username, { lock: true }))!;
        if (existing.confirmed) {
          return mailTemplates.alreadyRegistered(
            existing.username,
            `${config.publicUrl}/login`,
            `${config.publicUrl}/forgot`,
          );
        }
        // Signing up again before confirming: the newest password counts, and only the
        // newest code, mailed to the address, can confirm it.
        await setPassword(tx, existing.id, passwordHash);
        return mailTemplates.confirmationCode(
          existing.username,
          await issueConfirmationCode(tx, existing.id),
        );
      });
      mailer.send(mail);
      return reply(serverMessages.signedUp);
    },
  );

  app.post(
    paths.confirm,
    { preHandler: limitAttempts(app, 'confirm', attemptLimits.confirm) },
    async (request) => {
      const { username, code } = parseBody(confirmationSchema, request.body);
      const outcome = await database.transaction((tx) => confirmAccount(tx, username, code));
      if (outcome !== 'confirmed') throw badRequest(serverMessages.codeRejected);
      return reply(serverMessages.confirmed);
    },
  );

  app.post(
    paths.resendConfirm,
    { preHandler: limitAttempts(app, 'resend', attemptLimits.resendConfirmation) },
    async (request, response) => {
      const { username } = parseBody(resendConfirmationSchema, request.body);
      mailer.composeAndSend(async () => {
        if (!(await withinMailCap(app, 'confirmationCode', username))) return undefined;
        return database.transaction(async (tx) => {
          const applicant = await findApplicant(tx, username, { lock: true });
          if (!applicant || applicant.confirmed) return undefined;
          return mailTemplates.confirmationCode(
            applicant.username,
            await issueConfirmationCode(tx, applicant.id),
          );
        });
      }, response);
      return reply(serverMessages.codeResent);
    },
  );

  app.post(
    paths.login,
    { preHandler: limitAttempts(app, 'login', attemptLimits.login) },
    async (request, response) => {
      const { username, password } = parseBody(loginSchema, request.body);
      if (!knownDevices.isKnown(request, username)) {
        const waitSeconds = await loginBackoff.attempt(username);
        if (waitSeconds > 0) {
          response.header('retry-after', waitSeconds);
          throw tooManyRequests();
        }
      }
      const applicant = await findApplicant(database, username);
      if (!applicant) {
        await spendVerificationTime(password);
        throw badRequest(serverMessages.loginRejected);
      }
      if (!(await verifyPassword(applicant.password_hash, password))) {
        throw badRequest(serverMessages.loginRejected);
      }
      // Told only after the right password, so the reply reveals nothing to a guesser.
      if (!applicant.confirmed) throw new HttpError(403, serverMessages.notConfirmed);

      const previous = request.cookies[sessionCookieName(config)];
      const sessionId = await database.transaction(async (tx) => {
        await recordLogin(tx, applicant.id);
        await loginBackoff.clear(username, tx);
        return sessions.start(applicant.id, tx);
      });
      // A new id at every log in: a session id planted before log in is worth nothing.
      if (previous) await sessions.end(previous);
      setSessionCookies(response, config, sessionId);
      knownDevices.remember(response, applicant.username);
      return reply(serverMessages.loggedIn);
    },
  );

  app.post(
    paths.forgotPassword,
    { preHandler: limitAttempts(app, 'forgot', attemptLimits.forgotPassword) },
    async (request, response) => {
      const { username } = parseBody(forgotPasswordSchema, request.body);
      mailer.composeAndSend(async () => {
        const applicant = await findApplicant(database, username);
        if (!applicant || !(await withinMailCap(app, 'passwordReset', username))) return undefined;
        const resetId = await issuePasswordReset(database, applicant.id);
        const query = new URLSearchParams({ username: applicant.username, id: resetId });
        return mailTemplates.passwordReset(
          applicant.username,
          `${config.publicUrl}/reset?${query}`,
        );
      }, response);
      return reply(serverMessages.resetMailed);
    },
  );

  app.post(
    paths.resetPassword,
    { preHandler: limitAttempts(app, 'reset', attemptLimits.resetPassword) },
    async (request, response) => {
      const { username, password, id } = parseBody(passwordResetSchema, request.body);
      refuseCommonPassword(password);
      const passwordHash = await hashPassword(password);
      const applicantId = await database.transaction(async (tx) => {
        const resetFor = await resetPassword(tx, username, id, passwordHash);
        // Whoever knew the old password is logged out everywhere, and the owner, who just
        // proved the mailbox, is not kept waiting by earlier wrong passwords.
        if (resetFor) {
          await sessions.endAll(resetFor, tx);
          await loginBackoff.clear(username, tx);
        }
        return resetFor;
      });
      if (!applicantId) throw badRequest(serverMessages.resetLinkInvalid);
      clearSessionCookies(response, config);
      return reply(serverMessages.passwordReset);
    },
  );

  app.get(paths.logout, async (request, response) => {
    if (request.applicant) await sessions.end(request.applicant.sessionId);
    clearSessionCookies(response, config);
    return reply(serverMessages.loggedOut);
  });
}
