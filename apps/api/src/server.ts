import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { indexDefinition } from '@applykit/admissions-form/validate';
import { healthReplySchema, paths } from '@applykit/api-contract';
import { accountRoutes } from './accounts/routes';
import type { DocumentAnswersReader } from './application/document-answers';
import { applicationRoutes } from './application/routes';
import { trustedProxies, type ServerConfig } from './config';
import { checkDatabase, type Database } from './db/database';
import { answersFromApplication, documentRoutes, readDocumentAnswers } from './documents';
import { JobQueue, type JobQueueSettings } from './documents/jobQueue';
import { installApiReference, installContractSchemas } from './http/api-reference';
import { apiAreaOf } from './http/api-paths';
import {
  closeSlowConnectionsOnShutdown,
  connectionOptions,
  defaultConnectionTimeouts,
  type ConnectionTimeouts,
} from './http/connections';
import { jsonCompression } from './http/compression';
import { installDatabaseQueueLimit } from './http/database-queue';
import { errorReply, installErrorReplies, notFound } from './http/errors';
import { portalCacheControl, routeShellOf } from './http/portal-files';
import { requestLogSerializers } from './http/request-log';
import { installRequestGuards } from './http/guards';
import { installReplyLanguage } from './http/reply-language';
import { installRateLimits } from './http/rate-limits';
import { installSecurityHeaders } from './http/security-headers';
import { checkProductionMail, createMailer, type Mailer } from './mail/mailer';
import { lookupRoutes } from './lookup';
import { installSessions } from './sessions/require-applicant';
import { createSessionStore } from './sessions/sessions';
import { installStaffAccess } from './staff/access';
import { staffReviewRoutes } from './staff/review-routes';
import { staffIdentityProviderRoutes } from './staff/identity-provider';
import { staffAccountRoutes } from './staff/routes';
import { createStaffSessions } from './staff/sessions';
import { createLinkMinter } from './tokens/links';
import { tokenRoutes } from './tokens/routes';
import { createTokens, loadSigningKey } from './tokens/tokens';
import { applicationRecordShape } from './staff/export';
import { WebhookDeliveries, type WebhookDeliverySettings } from './webhooks/deliveries';
import { webhookDeliveryRoutes } from './webhooks/routes';

export interface ServerDependencies {
  config: ServerConfig;
  database: Database;
  /** Defaults to nodemailer per config (SMTP_URL, else console and outbox table). */
  mailer?: Mailer;
  /** Where the log goes: stdout by default, none in tests unless given. */
  logStream?: { write(line: string): void };
  /** Client and shutdown time limits; default `defaultConnectionTimeouts`. */
  timeouts?: Partial<ConnectionTimeouts>;
  /** The durable job queue's settings (`JobQueueSettings`); its defaults otherwise. */
  jobs?: Partial<JobQueueSettings>;
  /** Attempts and backoff of the hand-off to the student system; its defaults otherwise. */
  webhookDelivery?: Partial<WebhookDeliverySettings>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * The whole server, all or nothing. Every part that starts something (the job queue with its
 * workers and schedules, cleanup timers) registers its stop as a close hook as soon as it has
 * started. When a later step fails, closing the app stops exactly what had started, newest
 * first, and the caller gets the step's own error. The database stays the caller's until the
 * server is built; from then on closing the server closes it.
 */
export async function buildServer(dependencies: ServerDependencies): Promise<FastifyInstance> {
  const timeouts = { ...defaultConnectionTimeouts, ...dependencies.timeouts };
  const { config, database, logStream } = dependencies;
  const app = Fastify({
    ...connectionOptions(timeouts),
    logger:
      config.environment === 'test' && !logStream
        ? false
        : {
            level: 'info',
            serializers: requestLogSerializers,
            ...(logStream ? { stream: logStream } : {}),
          },
    bodyLimit: 256 * 1024,
    trustProxy: trustedProxies(config.trustProxy),
    frameworkErrors: errorReply,
  });
  try {
    await assembleServer(app, dependencies, timeouts);
  } catch (error) {
    await app
      .close()
      .catch((stopError: unknown) =>
        app.log.error({ err: stopError }, 'stopping what had started after a failed start failed'),
      );
    throw error;
  }
  app.addHook('onClose', async () => {
    await app.mailer.settled();
    await database.close();
  });
  return app;
}

async function assembleServer(
  app: FastifyInstance,
  { config, database, mailer: givenMailer, jobs: jobSettings, webhookDelivery }: ServerDependencies,
  timeouts: ConnectionTimeouts,
): Promise<void> {
  if (!givenMailer) checkProductionMail(config, app.log);
  const mailer = givenMailer ?? createMailer({ config, database, log: app.log });
  const sessions = createSessionStore(database, { idleSeconds: config.sessionIdleSeconds });
  const tokens = createTokens(loadSigningKey(config), database);
  const links = createLinkMinter(config, tokens);
  const documentAnswers: DocumentAnswersReader = (applicantId) =>
    readDocumentAnswers(database, applicantId);
  app.decorate('mailer', mailer);

  installErrorReplies(app);
  // JSON replies above 1 KB (a profile with its answers is about 20) travel compressed; the
  // portal's files are compressed at build time. Request bodies are never inflated: a small
  // compressed body could unpack to far more than the body limit.
  await app.register(fastifyCompress, {
    ...jsonCompression,
    customTypes: /^application\/json\b/,
    globalDecompression: false,
  });
  installContractSchemas(app);
  await installApiReference(app, config);
  installReplyLanguage(app, config.partner, config.form.definition);
  installSecurityHeaders(app, config);
  await app.register(fastifyCookie);
  // Before every hook that queries: a refused request must not queue even the rate limiter's.
  if (database.kind === 'pglite') installDatabaseQueueLimit(app, config.databaseQueueLimit);
  await installRateLimits(app, database);
  installRequestGuards(app, config);
  installSessions(app, config, sessions);
  const staffSessions = createStaffSessions(database, { idleSeconds: config.sessionIdleSeconds });
  installStaffAccess(app, config, staffSessions);

  app.get(paths.health, { schema: { response: { 200: healthReplySchema } } }, async () => {
    await checkDatabase(database);
    return { status: 'ok', database: 'ok' } as const;
  });

  await accountRoutes(app, { config, database, mailer, sessions });
  await staffAccountRoutes(app, { config, database, mailer, sessions: staffSessions });
  await staffIdentityProviderRoutes(app, { config, database, sessions: staffSessions });
  const { form } = config;
  // One queue for every durable job of this process: conversions, PDFs, the sweep, hand-offs.
  const jobs = await JobQueue.start(database, jobSettings);
  app.addHook('preClose', () => jobs.stop());
  const handOff = new WebhookDeliveries(
    database,
    jobs,
    config.webhook,
    { form, shape: applicationRecordShape(form, config.partner) },
    webhookDelivery,
  );
  await handOff.startWorkers();
  await webhookDeliveryRoutes(app, { database, deliveries: handOff });
  await applicationRoutes(app, {
    database,
    mailer,
    documentAnswers,
    partner: config.partner,
    form,
    mailFrom: config.mailFrom,
    handOff: (tx, applicantId) => handOff.queue(tx, applicantId),
  });
  await tokenRoutes(app, { config, database, tokens, links, documentAnswers });
  await app.register(documentRoutes, {
    database,
    queue: jobs,
    dataDir: config.dataDir,
    storageSettings: config.storage,
    signingSecret: config.fileSigningSecret,
    convertOptions: { soffice: config.sofficePath },
    tokens,
    loadAnswers: answersFromApplication(database, form),
    definition: form.definition,
    documentKeys: indexDefinition(form.definition).documentKeys,
    partner: config.partner,
    fileReaders: (scope, files) => staffReviewRoutes(scope, { config, database, files }),
  });
  await app.register(lookupRoutes, { database, config: config.lookup });

  const portalShell = config.portalDir && existsSync(join(config.portalDir, 'index.html'));
  if (portalShell) {
    await app.register(fastifyStatic, {
      root: config.portalDir!,
      wildcard: false,
      // The build writes .br and .gz beside every file (apps/portal/shippedFiles.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => reply.header('cache-control', portalCacheControl(path)),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // The portal is a single-page app: any other GET that is not an API call gets its shell,
    // the route's own when the build made one (it preloads that route's page).
    if (portalShell && request.method === 'GET' && !apiAreaOf(request.url)) {
      return reply.type('text/html').sendFile(routeShellOf(config.portalDir!, request.url));
    }
    throw notFound();
  });

  closeSlowConnectionsOnShutdown(app, timeouts.shutdownGraceMs);
}
