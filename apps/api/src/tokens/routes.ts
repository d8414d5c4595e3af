import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminPaths,
  paths,
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
import { loadApplication } from '../application/store';
import { HttpError, forbidden, notFound, parseBody } from '../http/errors';
import type { LinkMinter, MintedLinkDetails } from './links';
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

/** Token-opened reads (temporary answers, the service view) and the admin calls that mint them. */
export async function tokenRoutes(
  app: FastifyInstance,
  { config, database, tokens, links, documentAnswers }: TokenRouteDependencies,
): Promise<void> {
  app.get(paths.temporaryAnswers, async (request): Promise<TemporaryAnswersReply> => {
    const id = await tokens.subjectOf('temporary-answers', queryValue(request, 'token'));
    const rows = id
      ? await database.query<{ answers: TemporaryAnswersReply['answer'] }>(
          'SELECT answers FROM temporary_answer_sets WHERE id = $1 AND expires_at > now()',
          [id],
        )
      : [];
    if (!rows[0]) throw forbidden(serverMessages.tokenInvalid);
    return { answer: rows[0].answers };
  });

  // A service token opens one applicant's application for reading; there is no write route.
  app.get(paths.serviceView, async (request): Promise<ServiceView> => {
    const applicantId = await serviceApplicantOf(
      database,
      tokens,
      queryValue(request, 'service_token'),
    );
    if (!applicantId) throw forbidden(serverMessages.tokenInvalid);
    const [application, documents] = await Promise.all([
      loadApplication(database, applicantId),
      documentAnswers(applicantId),
    ]);
    return {
      answer: application.answers,
      add_another: application.add_another,
      document_answer: documents,
      tabs: application.tabs,
    };
  });

  const adminKeyHash = config.adminApiKey
    ? createHash('sha256').update(config.adminApiKey).digest()
    : undefined;

  async function requireAdmin(request: FastifyRequest) {
    if (!adminKeyHash) throw forbidden(serverMessages.adminDisabled);
    const header = request.headers.authorization ?? '';
    const given = createHash('sha256')
      .update(header.replace(/^Bearer\s+/i, ''))
      .digest();
    if (!/^Bearer\s+/i.test(header) || !timingSafeEqual(given, adminKeyHash)) {
      throw new HttpError(401, serverMessages.adminKeyRequired);
    }
  }

  app.post(adminPaths.serviceTokens, { onRequest: requireAdmin }, async (request) => {
    const { username, hours } = parseBody(serviceTokenRequestSchema, request.body);
    const link = await links.serviceLink(database, username, hours);
    if (!link) throw notFound(serverMessages.applicantNotFound);
    return asReply(link);
  });

  app.post(adminPaths.temporaryAnswers, { onRequest: requireAdmin }, async (request) => {
    const { answer, hours } = parseBody(temporaryAnswersRequestSchema, request.body);
    return asReply(await links.temporaryAnswersLink(database, checkAnswers(answer), hours));
  });
}
