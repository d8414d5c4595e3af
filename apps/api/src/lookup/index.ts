import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lookupQuerySchema, lookupReplySchema, paths } from '@applykit/api-contract';
import type { Database } from '../db/database';
import { HttpError, notFound } from '../http/errors';
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
 * GET /lookup/find (`src/lookup/README.md`): suggestions for `text` in a category, or the record
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

  const lookupSchema = { querystring: lookupQuerySchema, response: { 200: lookupReplySchema } };
  app.withTypeProvider<ZodTypeProvider>().get(
    paths.lookup,
    {
      schema: lookupSchema,
      config: {
        rateLimit: {
          max: config.rateLimit.max,
          timeWindow: config.rateLimit.timeWindowMs,
          errorResponseBuilder: () => new HttpError(429, tooManyLookups),
        },
      },
    },
    async (request) => {
      const query = request.query;
      if (query.kind === 'suggestions') {
        return query.category === 'address'
          ? addresses.suggest(query.text, query.maxResults)
          : suggestSchools(database, query.category, query.text, query.maxResults);
      }
      const record =
        query.category === 'address'
          ? addresses.find(query.id)
          : await findSchool(database, query.category, query.id);
      if (!record) throw notFound('Nothing is known by that id.');
      return record;
    },
  );
}
