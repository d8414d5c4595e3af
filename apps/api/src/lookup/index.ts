import type { FastifyError, FastifyInstance } from 'fastify';
import type {} from '@fastify/rate-limit';
import {
  lookupQuerySchema,
  messages,
  paths,
  type LookupRecord,
  type LookupSuggestion,
} from '@applykit/api-contract';
import type { Database } from '../db/database';
import { addressLookup } from './addresses';
import type { LookupConfig } from './config';
import { findSchool, seedDemoDirectories, suggestSchools } from './directory';
import { photonProvider } from './photon';

export { readLookupConfig, type LookupConfig } from './config';

export interface LookupRoutesOptions {
  database: Database;
  config: LookupConfig;
}

const tooManyLookups = 'Too many lookups from your network. Please wait a minute and try again.';

/**
 * GET /lookup/find (platform §3, §7): suggestions for `text` in a category, or the record
 * behind a suggestion's `id`. Public, so rate limited per client address: register
 * @fastify/rate-limit (global: false is enough) before this plugin.
 */
export async function lookupRoutes(
  app: FastifyInstance,
  { database, config }: LookupRoutesOptions,
): Promise<void> {
  if (!app.hasDecorator('rateLimit')) {
    throw new Error(
      'Register @fastify/rate-limit before lookupRoutes: GET /lookup/find is public.',
    );
  }
  if (config.seedDemoDirectory) {
    const seeded = await seedDemoDirectories(database);
    if (seeded) app.log.info({ rows: seeded }, 'seeded the demo school directory (demo data)');
  }
  const addresses = addressLookup({
    streets: config.photonUrl
      ? photonProvider({ url: config.photonUrl, timeoutMs: config.photonTimeoutMs })
      : undefined,
    log: app.log,
  });

  // This plugin's own scope: its replies are `{message}` whatever the host's handler does.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'lookup failed');
    return reply.code(status).send({
      message: status === 429 ? tooManyLookups : status < 500 ? error.message : messages.unexpected,
    });
  });

  app.get(
    paths.lookup,
    {
      config: {
        rateLimit: {
          max: config.rateLimit.max,
          timeWindow: config.rateLimit.timeWindowMs,
          errorResponseBuilder: () => ({ statusCode: 429, message: tooManyLookups }),
        },
      },
    },
    async (request, reply): Promise<LookupSuggestion[] | LookupRecord> => {
      const parsed = lookupQuerySchema.safeParse(request.query);
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) {
          const list = (errors[issue.path.map(String).join('.') || 'query'] ??= []);
          if (!list.includes(issue.message)) list.push(issue.message);
        }
        return reply.code(400).send({ message: parsed.error.issues[0]?.message, errors });
      }
      const query = parsed.data;
      if (query.kind === 'suggestions') {
        return query.category === 'address'
          ? addresses.suggest(query.text, query.maxResults)
          : suggestSchools(database, query.category, query.text, query.maxResults);
      }
      const record =
        query.category === 'address'
          ? addresses.find(query.id)
          : await findSchool(database, query.category, query.id);
      if (!record) return reply.code(404).send({ message: 'Nothing is known by that id.' });
      return record;
    },
  );
}
