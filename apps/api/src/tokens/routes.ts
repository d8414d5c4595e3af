import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import {
  adminPaths,
  messageReplySchema,
  mintedLinkSchema,
  paths,
  revokeTokenRequestSchema,
  serverMessages,
  serviceTokenRequestSchema,
  serviceViewQuerySchema,
  serviceViewSchema,
  temporaryAnswersQuerySchema,
  temporaryAnswersReplySchema,
  temporaryAnswersRequestSchema,
  type MintedLink,
} from '@applykit/api-contract';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { DocumentAnswersReader } from '../application/document-answers';
import { checkAnswerKeys } from '../application/answers';
import { loadApplication, migrateAnswers } from '../application/store';
import { securedBy, securitySchemes } from '../http/api-reference';
import { HttpError, badRequest, forbidden, notFound, tooManyRequests } from '../http/errors';
import { adminKeyLimit, roomFor, secondsUntilRoom } from '../http/rate-limits';
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
  const api = app.withTypeProvider<ZodTypeProvider>();
  const temporaryAnswersSchema = {
    querystring: temporaryAnswersQuerySchema,
    response: { 200: temporaryAnswersReplySchema },
    security: securedBy(securitySchemes.linkToken),
  };
  api.get(paths.temporaryAnswers, { schema: temporaryAnswersSchema }, async (request) => {
    const id = await tokens.subjectOf('temporary-answers', request.query.token ?? '');
    const answers = id ? await keptTemporaryAnswers(database, id) : undefined;
    if (!answers) throw forbidden(serverMessages.tokenInvalid);
    return { answer: answers };
  });

  // A service token opens one applicant's application for reading; there is no write route.
  const serviceViewRoute = {
    querystring: serviceViewQuerySchema,
    response: { 200: serviceViewSchema },
    security: securedBy(securitySchemes.serviceToken),
  };
  api.get(paths.serviceView, { schema: serviceViewRoute }, async (request) => {
    const applicantId = await serviceApplicantOf(
      database,
      tokens,
      request.query.service_token ?? '',
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
    if (!roomFor(wrong, wrongKeysPerAddress)) {
      reply.header('retry-after', secondsUntilRoom(wrong, wrongKeysPerAddress));
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

  const adminCall = <Body extends ZodType, Reply extends ZodType>(body: Body, reply: Reply) => ({
    onRequest: requireAdmin,
    schema: { body, response: { 200: reply } },
  });

  api.post(
    adminPaths.serviceTokens,
    adminCall(serviceTokenRequestSchema, mintedLinkSchema),
    async (request) => {
      const { username, hours } = request.body;
      const link = await links.serviceLink(database, username, hours);
      if (!link) throw notFound(serverMessages.applicantNotFound);
      return asReply(link);
    },
  );

  api.post(
    adminPaths.revokedTokens,
    adminCall(revokeTokenRequestSchema, messageReplySchema),
    async (request) => {
      const { token } = request.body;
      if ((await tokens.revoke(token)) === 'not-ours')
        throw badRequest(serverMessages.tokenNotIssued);
      return { message: serverMessages.tokenRevoked };
    },
  );

  api.post(
    adminPaths.temporaryAnswers,
    adminCall(temporaryAnswersRequestSchema, mintedLinkSchema),
    async (request) => {
      const { answer, hours } = request.body;
      checkAnswerKeys(answer, config.form.definition);
      return asReply(await links.temporaryAnswersLink(database, answer, hours));
    },
  );
}
