import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { paths } from '@applykit/api-contract';
import type { ServerConfig } from './config';
import type { Database } from './db/database';

export interface ServerDependencies {
  config: ServerConfig;
  database: Database;
}

export async function buildServer({
  config,
  database,
}: ServerDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.environment === 'test' ? false : { level: 'info' },
    bodyLimit: 256 * 1024,
  });

  app.get(paths.health, async () => {
    await database.query('select 1');
    return { status: 'ok', database: 'ok' } as const;
  });

  if (config.portalDir && existsSync(join(config.portalDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: config.portalDir, wildcard: false });
    // The portal is a single-page app: any other GET that is not an API call gets its shell.
    app.setNotFoundHandler((request, reply) => {
      const isApi = /^\/(api|public|service|lookup)\//.test(request.url);
      if (request.method === 'GET' && !isApi) return reply.type('text/html').sendFile('index.html');
      return reply.code(404).send({ message: 'Not found.' });
    });
  }

  app.addHook('onClose', () => database.close());
  return app;
}
