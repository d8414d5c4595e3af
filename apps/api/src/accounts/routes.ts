import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import {
  confirmationSchema,
  forgotPasswordSchema,
  loginSchema,
  messageReplySchema,
  passwordResetSchema,
  paths,
  resendConfirmationSchema,
  serverMessages,
  signUpSchema,
  type MessageReply,
} from '@applykit/api-contract';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { HttpError, badRequest, tooManyRequests } from '../http/errors';
import {
  attemptLimits,
  limitAttempts,
  withinMailCap,
  type AttemptLimit,
} from '../http/rate-limits';
import type { Mailer } from '../mail/mailer';
import { replyLocaleOf } from '../http/reply-language';
import { mailTemplatesFor } from '../mail/templates';
import {
  clearSessionCookies,
  sessionCookieName,
  setSessionCookies,
  type SessionStore,
} from '../sessions/sessions';
import {
  accountForSignup,
  confirmAccount,
  findApplicant,
  forgetExpiredSignups,
  issuePasswordReset,
  pendingSignupsOf,
  recordLogin,
  reissueSignupCode,
  resetPassword,
  startPendingSignup,
} from './accounts';
import { loadSigningKey } from '../tokens/tokens';
import { createKnownDevices } from './known-device';
import { createLoginBackoff } from './login-backoff';
import { createSignupCookies } from './signup-cookie';
import {
  hashPassword,
  refuseCommonPassword,
  spendVerificationTime,
  verifyPassword,
} from './passwords';

export interface AccountDependencies {
  config: ServerConfig;
  database: Database;
  mailer: Mailer;
  sessions: SessionStore;
}

const reply = (message: string): MessageReply => ({ message });

/** A public account call: its body, its `{message}` reply, and its attempt limit. */
const accountCall = <Body extends ZodType>(
  app: FastifyInstance,
  body: Body,
  name: string,
  limit: AttemptLimit,
) => ({
  schema: { body, response: { 200: messageReplySchema } },
  // Before the body is checked: a malformed attempt counts too.
  preValidation: limitAttempts(app, name, limit),
});

/** The public account calls: sign up, confirm, log in, resend, forgot, reset. */
export async function accountRoutes(
  app: FastifyInstance,
  { config, database, mailer, sessions }: AccountDependencies,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const loginBackoff = createLoginBackoff(database);
  const mailsIn = mailTemplatesFor(config.partner, { mailFrom: config.mailFrom });
  const signingKey = loadSigningKey(config);
  const knownDevices = createKnownDevices(signingKey, config);
  const signupCookies = createSignupCookies(signingKey, config);
  const forgetOld = setInterval(() => {
    loginBackoff
      .forgetOld()
      .catch((error: unknown) => app.log.warn({ err: error }, 'log-in backoff cleanup failed'));
    forgetExpiredSignups(database).catch((error: unknown) =>
      app.log.warn({ err: error }, 'expired sign-up cleanup failed'),
    );
  }, 5 * 60_000);
  forgetOld.unref();
  app.addHook('onClose', async () => clearInterval(forgetOld));

  async function matchingSignup(applicantId: string, password: string) {
    const signups = await pendingSignupsOf(database, applicantId);
    if (signups.length === 0) await spendVerificationTime(password);
    for (const signup of signups) {
      if (await verifyPassword(signup.password_hash, password)) return signup.id;
    }
    return undefined;
  }

  api.post(
    paths.signup,
    accountCall(app, signUpSchema, 'sign-up', attemptLimits.signUp),
    async (request, response) => {
      const { username, password, locale } = request.body;
      // The sign-up's language: the reply, the code's mail and the new account's choice.
      request.replyLocale = locale;
      const signupLocale = replyLocaleOf(request, config.partner);
      refuseCommonPassword(password);
      const passwordHash = await hashPassword(password);
      const signupId = randomUUID();
      const mail = await database.transaction(async (tx) => {
        const account = await accountForSignup(tx, username, passwordHash, locale ?? null);
        if ('created' in account) {
          const code = await startPendingSignup(tx, signupId, account.created, passwordHash);
          return mailsIn(signupLocale).confirmationCode(username, code);
        }
        const { existing } = account;
        if (existing.confirmed) {
          // Written to the account's owner, in the owner's language when they chose one.
          return mailsIn(existing.locale ?? signupLocale).alreadyRegistered(
            existing.username,
            `${config.publicUrl}/login`,
            `${config.publicUrl}/forgot`,
          );
        }
        // Signing up again before confirming leaves the account's password alone: this
        // sign-up gets its own password and code, and only its own code confirms it.
        const code = await startPendingSignup(tx, signupId, existing.id, passwordHash);
        return mailsIn(signupLocale).confirmationCode(existing.username, code);
      });
      mailer.send(mail);
      // Set alike for a free, a waiting and a confirmed address, so the reply reveals none.
      signupCookies.bind(response, signupId);
      return reply(serverMessages.signedUp);
    },
  );

  api.post(
    paths.confirm,
    accountCall(app, confirmationSchema, 'confirm', attemptLimits.confirm),
    async (request, response) => {
      const { username, code } = request.body;
      const signupId = signupCookies.signupOf(request);
      if (!signupId) throw badRequest(serverMessages.codeRejected);
      const outcome = await database.transaction((tx) =>
        confirmAccount(tx, signupId, username, code),
      );
      if (outcome !== 'confirmed') throw badRequest(serverMessages.codeRejected);
      signupCookies.forget(response);
      return reply(serverMessages.confirmed);
    },
  );

  api.post(
    paths.resendConfirm,
    accountCall(app, resendConfirmationSchema, 'resend', attemptLimits.resendConfirmation),
    async (request, response) => {
      const { username } = request.body;
      const signupId = signupCookies.signupOf(request);
      const requestLocale = replyLocaleOf(request, config.partner);
      mailer.composeAndSend(async () => {
        // Only the sign-up this browser made gets a new code: a stranger's resend cannot
        // replace or void the code the owner is about to type.
        if (!signupId || !(await withinMailCap(app, 'confirmationCode', username))) {
          return undefined;
        }
        const issued = await reissueSignupCode(database, signupId, username);
        return (
          issued &&
          mailsIn(issued.locale ?? requestLocale).confirmationCode(issued.username, issued.code)
        );
      }, response);
      return reply(serverMessages.codeResent);
    },
  );

  api.post(
    paths.login,
    accountCall(app, loginSchema, 'login', attemptLimits.login),
    async (request, response) => {
      const { username, password } = request.body;
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
      if (!applicant.confirmed) {
        // A waiting account has no password yet, only its sign-ups'. Told only after one of
        // them matched, so the reply reveals nothing to a guesser; this browser then holds
        // that sign-up, so its owner can confirm here with the code they received.
        const signup = await matchingSignup(applicant.id, password);
        if (!signup) throw badRequest(serverMessages.loginRejected);
        signupCookies.bind(response, signup);
        throw new HttpError(403, serverMessages.notConfirmed, undefined, 'notConfirmed');
      }
      if (!(await verifyPassword(applicant.password_hash, password))) {
        throw badRequest(serverMessages.loginRejected);
      }

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

  api.post(
    paths.forgotPassword,
    accountCall(app, forgotPasswordSchema, 'forgot', attemptLimits.forgotPassword),
    async (request, response) => {
      const { username } = request.body;
      const requestLocale = replyLocaleOf(request, config.partner);
      mailer.composeAndSend(async () => {
        const applicant = await findApplicant(database, username);
        if (!applicant || !(await withinMailCap(app, 'passwordReset', username))) return undefined;
        const resetId = await issuePasswordReset(database, applicant.id);
        const query = new URLSearchParams({ username: applicant.username, id: resetId });
        return mailsIn(applicant.locale ?? requestLocale).passwordReset(
          applicant.username,
          `${config.publicUrl}/reset?${query}`,
        );
      }, response);
      return reply(serverMessages.resetMailed);
    },
  );

  api.post(
    paths.resetPassword,
    accountCall(app, passwordResetSchema, 'reset', attemptLimits.resetPassword),
    async (request, response) => {
      const { username, password, id } = request.body;
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

  api.get(
    paths.logout,
    { config: { changesState: true }, schema: { response: { 200: messageReplySchema } } },
    async (request, response) => {
      if (request.applicant) await sessions.end(request.applicant.sessionId);
      clearSessionCookies(response, config);
      return reply(serverMessages.loggedOut);
    },
  );
}
