import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { paths } from '@applykit/api-contract';
import type { Database } from '../../src/db/database';
import { installContractSchemas } from '../../src/http/api-reference';
import { installErrorReplies } from '../../src/http/errors';
import { lookupRoutes, readLookupConfig, type LookupConfig } from '../../src/lookup';

/**
 * A server with what the lookup plugin needs from its host: the server's error replies, the
 * rate limiter, then the plugin.
 */
export async function buildLookupApp(
  database: Database,
  config: Partial<LookupConfig> = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  installErrorReplies(app);
  installContractSchemas(app);
  await app.register(rateLimit, { global: false });
  await app.register(lookupRoutes, {
    database,
    config: { ...readLookupConfig({}), seedDemoDirectory: false, ...config },
  });
  await app.ready();
  return app;
}

export function find(app: FastifyInstance, query: Record<string, string | string[]>) {
  return app.inject({ method: 'GET', url: paths.lookup, query });
}

export const csv = (...lines: string[]) => `${lines.join('\n')}\n`;
