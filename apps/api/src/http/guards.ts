import type { FastifyInstance } from 'fastify';
import { serverMessages } from '@applykit/api-contract';
import type { ServerConfig } from '../config';
import { HttpError, forbidden, sendError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Set on a write route that takes a non-JSON body on purpose (a multipart upload checked
     * by its own signed policy); every other write must be JSON.
     */
    acceptsNonJsonBody?: boolean;
  }
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  return Number(headers['content-length'] ?? 0) > 0 || headers['transfer-encoding'] !== undefined;
}

/**
 * CSRF defence for cookie-authenticated writes, on top of SameSite=Lax: a browser can send
 * text/plain or form bodies across sites without a preflight, never application/json; and
 * browsers name the sending page's origin, which must be ours.
 */
export function installRequestGuards(app: FastifyInstance, config: ServerConfig): void {
  const ownOrigins = new Set([new URL(config.publicUrl).origin, ...config.allowedOrigins]);

  // An empty JSON body is no body: the portal sends POST /api/submit without a payload.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request, reply) => {
    // Replies carry an applicant's personal data or one-time links: no cache may keep them.
    if (/^\/(api|public|service|admin)\//.test(request.url))
      reply.header('cache-control', 'no-store');
    if (!writeMethods.has(request.method)) return;
    const origin = request.headers.origin;
    if (
      (origin !== undefined && !ownOrigins.has(origin)) ||
      request.headers['sec-fetch-site'] === 'cross-site'
    ) {
      return sendError(reply, forbidden(serverMessages.crossSiteRefused));
    }
    if (request.routeOptions.config.acceptsNonJsonBody || !hasBody(request.headers)) return;
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json') {
      return sendError(reply, new HttpError(415, serverMessages.jsonRequired));
    }
  });
}
