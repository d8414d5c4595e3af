import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messageReplySchema, paths, serverMessages, sessionHeaders } from '@applykit/api-contract';
import type { ServerConfig } from '../config';
import { apiAreaOf } from '../http/api-paths';
import { unauthorized } from '../http/errors';
import {
  clearSessionCookies,
  sentSessionCookies,
  sessionCookieName,
  type SessionStore,
  type SignedInApplicant,
} from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in applicant, set by `requireApplicant` (on every /api/ route). */
    applicant: SignedInApplicant | null;
    /**
     * The session id a `checksSessionInStatement` route is still to check in its own statement;
     * null once it has (`admitApplicant`) and on every other route.
     */
    uncheckedSessionId: string | null;
  }
  interface FastifyInstance {
    sessions: SessionStore;
    /**
     * A hook that answers 401 `{message}` (and clears the cookies) unless the request carries
     * a live session, and otherwise sets `request.applicant` (read it with `applicantOf`). Runs on every /api/ route
     * already; add it as `onRequest` or `preHandler` of routes elsewhere that need it.
     */
    requireApplicant: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    /**
     * What a `checksSessionInStatement` route does with the applicant its statement found
     * (`signedInApplicantOf`): with none, clears the cookies and throws the 401; otherwise sets
     * `request.applicant` and the session headers, as the hook does for every other route.
     */
    admitApplicant: (
      request: FastifyRequest,
      reply: FastifyReply,
      applicant: SignedInApplicant | null,
    ) => SignedInApplicant;
  }
  interface FastifyContextConfig {
    /**
     * The route also opens to `?service_token=` (a read-only viewer): with that parameter the
     * session is not required here and the route checks the token itself.
     */
    opensWithServiceToken?: boolean;
    /**
     * The route checks the session in its own statement (`SessionStore.statement`), so a
     * request makes one round trip: the hook only requires the cookie, the route reads the
     * session id with `sessionToCheck` and hands what it found to `admitApplicant`. A request
     * refused before the route runs (a body that fails its checks) has its session checked
     * then, so a request without a live session still gets 401 first, as on every route.
     */
    checksSessionInStatement?: boolean;
  }
}

/**
 * The applicant a route acts for: the one way every route finds it. Routes under /api/ are
 * behind `requireApplicant` already; elsewhere add that hook first. Without one, 401.
 */
export function applicantOf(request: FastifyRequest): SignedInApplicant {
  if (!request.applicant) throw unauthorized();
  return request.applicant;
}

/** The session id a `checksSessionInStatement` route checks in its statement. */
export function sessionToCheck(request: FastifyRequest): string {
  if (!request.uncheckedSessionId) throw unauthorized();
  return request.uncheckedSessionId;
}

export function installSessions(
  app: FastifyInstance,
  config: ServerConfig,
  sessions: SessionStore,
): void {
  const cookieName = sessionCookieName(config);

  function admitApplicant(
    request: FastifyRequest,
    reply: FastifyReply,
    applicant: SignedInApplicant | null,
  ): SignedInApplicant {
    request.uncheckedSessionId = null;
    if (!applicant) {
      // The presence cookie would keep the portal believing it is logged in. Only cookies that
      // were sent are cleared: a refusal of a call sent before a log in answered must not delete
      // the session that log in has just set.
      if (sentSessionCookies(request, config)) clearSessionCookies(reply, config);
      throw unauthorized();
    }
    request.applicant = applicant;
    // The portal times its inactivity warning from these (docs/sessions.md).
    reply.header(sessionHeaders.idleSeconds, String(config.sessionIdleSeconds));
    reply.header(sessionHeaders.expiresIn, applicant.expiresInSeconds.toFixed(3));
    return applicant;
  }

  async function requireApplicant(request: FastifyRequest, reply: FastifyReply) {
    if (request.applicant) return;
    const sessionId = request.cookies[cookieName];
    admitApplicant(request, reply, sessionId ? await sessions.resume(sessionId) : null);
  }

  app.decorate('sessions', sessions);
  app.decorate('requireApplicant', requireApplicant);
  app.decorate('admitApplicant', admitApplicant);
  app.decorateRequest('applicant', null);
  app.decorateRequest('uncheckedSessionId', null);
  app.addHook('onRoute', (route) => {
    if (!route.config?.checksSessionInStatement) return;
    // Refused before its statement ran: the session is checked now, and its 401 comes first.
    route.errorHandler = async function sessionFirst(error, request, reply) {
      const sessionId = request.uncheckedSessionId;
      let answer: unknown = error;
      if (sessionId) {
        try {
          admitApplicant(request, reply, await sessions.resume(sessionId));
        } catch (sessionError) {
          answer = sessionError;
        }
      }
      return app.errorHandler.call(this, answer as typeof error, request, reply);
    };
  });
  // Every /api/ call needs a session, including routes other modules add.
  app.addHook('onRequest', async (request, reply) => {
    if (apiAreaOf(request.url) !== 'api') return;
    const query = request.query as Record<string, unknown>;
    const { config: route } = request.routeOptions;
    if (route.opensWithServiceToken && query.service_token !== undefined) return;
    if (route.checksSessionInStatement) {
      const sessionId = request.cookies[cookieName];
      if (!sessionId) admitApplicant(request, reply, null);
      else request.uncheckedSessionId = sessionId;
      return;
    }
    return requireApplicant(request, reply);
  });
  // The session check above is the whole of it: reaching here records the activity.
  app.get(paths.session, { schema: { response: { 200: messageReplySchema } } }, async () => ({
    message: serverMessages.sessionActive,
  }));
}
