import type { FastifyInstance } from 'fastify';
import { serverMessages } from '@applykit/api-contract';
import { apiAreaOf } from './api-paths';
import { HttpError } from './errors';

/** What a refused request is told to wait before it tries again, in seconds. */
export const busyRetryAfterSeconds = 1;

/**
 * On the embedded database, API requests are refused at once, before any of their work, while
 * `limit` are already in progress: 503 `{message}` with `Retry-After`. PGlite runs one
 * statement at a time on the server's own thread, so every request in progress is in its
 * queue; past the limit a request would wait seconds behind the others, and under enough load
 * some would never be answered. Refused, it costs a fraction of a millisecond, has changed
 * nothing, and can simply be sent again (the ApplyKit client does, after `Retry-After`).
 * Not counted, not refused: the portal's files, the health check, and an upload's body
 * arriving (`acceptsNonJsonBody`), which waits on the network, not on the database. PostgreSQL
 * serves requests in parallel from its pool and is not limited here.
 */
export function installDatabaseQueueLimit(app: FastifyInstance, limit: number): void {
  let inProgress = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (!apiAreaOf(request.url) || request.routeOptions.config.acceptsNonJsonBody) return;
    if (inProgress >= limit) {
      reply.header('retry-after', String(busyRetryAfterSeconds));
      throw new HttpError(503, serverMessages.serverBusy);
    }
    inProgress++;
    // 'close' comes once whether the reply was sent or the client went away.
    reply.raw.once('close', () => {
      inProgress--;
    });
  });
}
