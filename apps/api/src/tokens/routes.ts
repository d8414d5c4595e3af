import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  adminPaths,
  paths,
  revokeTokenRequestSchema,
  serverMessages,
  serviceTokenRequestSchema,
  temporaryAnswersRequestSchema,
  type MintedLink,
  type ServiceView,
  type TemporaryAnswersReply,
} from '@applykit/api-contract';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { DocumentAnswersReader } from '../application/document-answers';
import { checkAnswers } from '../application/answers';
import { loadApplication, migrateAnswers } from '../application/store';
import {
  HttpError,
  badRequest,
  forbidden,
  notFound,
  parseBody,
  tooManyRequests,
} from '../http/errors';
import { adminKeyLimit } from '../http/rate-limits';
import { keptTemporaryAnswers, type LinkMinter, type MintedLinkDetails } from './links';
import { serviceApplicantOf } from './service-applicant';
import type { Tokens } from './tokens';

export interface TokenRouteDependencies {
  config: ServerConfig;
  database: Database;
  tokens: Tokens;
  links: LinkMinter;
  documentAnswers: DocumentAnswersReader;
}

function queryValue(request: FastifyRequest, name: string): string {
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

const asReply = (link: MintedLinkDetails): MintedLink => ({
  url: link.url,
  token: link.token,
  expires_at: link.expiresAt.toISOString(),
});

/**
 * The digest of ADMIN_API_KEY, or undefined when it is unset (the admin calls are off). A key
 * that cannot be 32 random bytes (shorter than 43 characters, the base64 of 32 bytes, or of
 * fewer than 12 different characters) stops the server at start.
 */
function adminKeyDigest(adminApiKey: string | undefined): Buffer | undefined {
  if (adminApiKey === undefined) return undefined;
  if (adminApiKey.length < 43 || new Set(adminApiKey).size < 12) {
    throw new Error(
      'ADMIN_API_KEY must be at least 32 random bytes: 43 or more characters of random text, ' +
        'for example the output of `openssl rand -base64 32`. Leave it unset to turn the admin ' +
        'calls off.',
    );
  }
  return createHash('sha256').update(adminApiKey).digest();
}

/** Token-opened reads (temporary answers, the service view) and the admin calls that mint them. */
export async function tokenRoutes(
  app: FastifyInstance,
  { config, database, tokens, links, documentAnswers }: TokenRouteDependencies,
): Promise<void> {
  app.get(paths.temporaryAnswers, async (request): Promise<TemporaryAnswersReply> => {
    const id = await tokens.subjectOf('temporary-answers', queryValue(request, 'token'));
    const answers = id ? await keptTemporaryAnswers(database, id) : undefined;
    if (!answers) throw forbidden(serverMessages.tokenInvalid);
    return { answer: answers };
  });

  // A service token opens one applicant's application for reading; there is no write route.
  app.get(paths.serviceView, async (request): Promise<ServiceView> => {
    const applicantId = await serviceApplicantOf(
      database,
      tokens,
      queryValue(request, 'service_token'),
    );
    if (!applicantId) throw forbidden(serverMessages.tokenInvalid);
    await migrateAnswers(database, applicantId, config.form);
    const [application, documents] = await Promise.all([
      loadApplication(database, applicantId),
      documentAnswers(applicantId),
    ]);
    return {
      // Retired answers too: the print view lists them last, as the PDF does.
      answer: { ...application.retired_answers, ...application.answers },
      add_another: application.add_another,
      document_answer: documents,
      tabs: application.tabs,
    };
  });

  const adminKeyHash = adminKeyDigest(config.adminApiKey);

  // Checks the key before any work. Wrong keys are counted per client address (in the
  // database, shared by every server process), and past the limit the address gets 429 only.
  async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
    if (!adminKeyHash) throw forbidden(serverMessages.adminDisabled);
    const counterKey = `admin:address:${request.ip}`;
    const { wrongKeysPerAddress, windowMinutes } = adminKeyLimit;
    const wrong = await app.attemptCounter.peek(counterKey, windowMinutes);
    if (wrong.attempts >= wrongKeysPerAddress) {
      reply.header('retry-after', wrong.secondsLeft);
      throw tooManyRequests();
    }
    const header = request.headers.authorization ?? '';
    const bearer = /^Bearer\s+/i.test(header);
    const given = createHash('sha256')
      .update(header.replace(/^Bearer\s+/i, ''))
      .digest();
    // Both sides are SHA-256 digests: equal length, so the comparison time says nothing.
    if (!timingSafeEqual(given, adminKeyHash) || !bearer) {
      await app.attemptCounter.count([counterKey], windowMinutes);
      throw new HttpError(401, serverMessages.adminKeyRequired);
    }
  }

  app.post(adminPaths.serviceTokens, { onRequest: requireAdmin }, async (request) => {
    const { username, hours } = parseBody(serviceTokenRequestSchema, request.body);
    const link = await links.serviceLink(database, username, hours);
    if (!link) throw notFound(serverMessages.applicantNotFound);
    return asReply(link);
  });

  app.post(adminPaths.revokedTokens, { onRequest: requireAdmin }, async (request) => {
    const { token } = parseBody(revokeTokenRequestSchema, request.body);
    if ((await tokens.revoke(token)) === 'not-ours')
      throw badRequest(serverMessages.tokenNotIssued);
    return { message: serverMessages.tokenRevoked };
  });

  app.post(adminPaths.temporaryAnswers, { onRequest: requireAdmin }, async (request) => {
    const { answer, hours } = parseBody(temporaryAnswersRequestSchema, request.body);
    return asReply(
      await links.temporaryAnswersLink(
        database,
        checkAnswers(answer, config.form.definition),
        hours,
      ),
    );
  });
}
