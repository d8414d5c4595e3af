import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messageReplySchema, paths, serverMessages, sessionHeaders } from '@applykit/api-contract';
import type { ServerConfig } from '../config';
import { apiAreaOf } from '../http/api-paths';
import { unauthorized } from '../http/errors';
import {
  clearSessionCookies,
  sessionCookieName,
  type SessionStore,
  type SignedInApplicant,
} from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in applicant, set by `requireApplicant` (on every /api/ route). */
    applicant: SignedInApplicant | null;
  }
  interface FastifyInstance {
    sessions: SessionStore;
    /**
     * A hook that answers 401 `{message}` (and clears the cookies) unless the request carries
     * a live session, and otherwise sets `request.applicant` (read it with `applicantOf`). Runs on every /api/ route
     * already; add it as `onRequest` or `preHandler` of routes elsewhere that need it.
     */
    requireApplicant: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
  interface FastifyContextConfig {
    /**
     * The route also opens to `?service_token=` (a read-only viewer): with that parameter the
     * session is not required here and the route checks the token itself.
     */
    opensWithServiceToken?: boolean;
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

export function installSessions(
  app: FastifyInstance,
  config: ServerConfig,
  sessions: SessionStore,
): void {
  const cookieName = sessionCookieName(config);

  async function requireApplicant(request: FastifyRequest, reply: FastifyReply) {
    if (request.applicant) return;
    const sessionId = request.cookies[cookieName];
    const applicant = sessionId ? await sessions.resume(sessionId) : null;
    if (!applicant) {
      // The presence cookie would keep the portal believing it is logged in.
      clearSessionCookies(reply, config);
      throw unauthorized();
    }
    request.applicant = applicant;
    // The portal times its inactivity warning from these (docs/sessions.md).
    reply.header(sessionHeaders.idleSeconds, String(config.sessionIdleSeconds));
    reply.header(sessionHeaders.expiresIn, applicant.expiresInSeconds.toFixed(3));
  }

  app.decorate('sessions', sessions);
  app.decorate('requireApplicant', requireApplicant);
  app.decorateRequest('applicant', null);
  // Every /api/ call needs a session, including routes other modules add.
  app.addHook('onRequest', async (request, reply) => {
    if (apiAreaOf(request.url) !== 'api') return;
    const query = request.query as Record<string, unknown>;
    if (request.routeOptions.config.opensWithServiceToken && query.service_token !== undefined) {
      return;
    }
    return requireApplicant(request, reply);
  });
  // The session check above is the whole of it: reaching here records the activity.
  app.get(paths.session, { schema: { response: { 200: messageReplySchema } } }, async () => ({
    message: serverMessages.sessionActive,
  }));
}
