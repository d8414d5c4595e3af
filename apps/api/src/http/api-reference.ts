import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import contractPackage from '@applykit/api-contract/package.json' with { type: 'json' };
import {
  apiDocumentationPaths,
  errorReplySchema,
  type ApiArea,
  paths,
  sessionHeaders,
} from '@applykit/api-contract';
import type { ServerConfig } from '../config';
import { sessionCookieName } from '../sessions/sessions';
import { staffCookieName } from '../staff/sessions';
import { apiAreaOf } from './api-paths';
import { requestValidator } from './errors';

/** The security schemes of the OpenAPI document, by name. */
export const securitySchemes = {
  session: 'applicantSession',
  admin: 'adminKey',
  serviceToken: 'serviceToken',
  linkToken: 'temporaryAnswersToken',
  staff: 'staffSession',
} as const;

/** What a route may declare in `schema.security`: one of the schemes above. */
export const securedBy = (...schemes: (typeof securitySchemes)[keyof typeof securitySchemes][]) =>
  schemes.map((scheme) => ({ [scheme]: [] }));

/** How a route is opened when it does not say otherwise: by the area its path is in. */
function securityOf(area: ApiArea | undefined, staffAccess: FastifyContextConfig['staffAccess']) {
  if (area === 'api') return securedBy(securitySchemes.session);
  if (area === 'admin') return securedBy(securitySchemes.admin);
  if (area === 'staff-api' && staffAccess !== 'anyone') return securedBy(securitySchemes.staff);
  return [];
}

const errorReply = z.toJSONSchema(errorReplySchema, { target: 'draft-2020-12' });

function describeApi(config: ServerConfig): string {
  return [
    `The HTTP API behind ${config.partner.institutionName}'s online application. Every reply`,
    'is JSON unless stated; every error is `{ "message": … }`, with `errors` per field on a 400.',
    '',
    `**Applicants** log in with \`POST ${paths.login}\`, which sets the session cookie`,
    `\`${sessionCookieName(config)}\` (HttpOnly). Every \`/api/\` call needs it, and each reply`,
    `says in \`${sessionHeaders.idleSeconds}\` and \`${sessionHeaders.expiresIn}\` when it ends.`,
    '',
    '**Writes** (POST, PUT, DELETE) with a body must be `Content-Type: application/json`, and a',
    'browser must send them from this server’s own origin: a foreign `Origin` or',
    '`Sec-Fetch-Site: cross-site` is refused with 403. There is no CSRF token header.',
    '',
    '**Admissions staff** sign in under `/staff-api/` (password, then an authenticator code) and',
    'hold their own session cookie. **Staff tools** send `Authorization: Bearer <ADMIN_API_KEY>`',
    'to the `/admin/` calls. A',
    'service link carries `service_token`, a temporary-answers link `token`, in its query.',
  ].join('\n');
}

/**
 * Requests are checked and replies written through the contract's zod schemas each route
 * declares (`schema.body`, `querystring`, `params`, `response`). Install before any route.
 */
export function installContractSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(requestValidator);
  // A reply keeps only the fields its schema declares, and one that does not fit is a 500.
  app.setSerializerCompiler(serializerCompiler);
}

/**
 * The OpenAPI 3.1 document made from the routes' schemas, and its reference page
 * (`apiDocumentationPaths`). Install before any route: the document collects routes as they
 * are added.
 */
export async function installApiReference(
  app: FastifyInstance,
  config: ServerConfig,
): Promise<void> {
  const title = `${config.partner.institutionName} application API`;
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title,
        version: contractPackage.version,
        description: describeApi(config),
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          [securitySchemes.session]: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookieName(config),
            description: 'The session cookie that `POST /public/login` sets.',
          },
          [securitySchemes.staff]: {
            type: 'apiKey',
            in: 'cookie',
            name: staffCookieName(config),
            description:
              'The staff session cookie that `POST /staff-api/sign-in` sets; the second-factor ' +
              'calls take it from the password step, the others only once signed in.',
          },
          [securitySchemes.admin]: {
            type: 'http',
            scheme: 'bearer',
            description: "The server's ADMIN_API_KEY.",
          },
          [securitySchemes.serviceToken]: {
            type: 'apiKey',
            in: 'query',
            name: 'service_token',
            description: 'A staff service link: reads one application.',
          },
          [securitySchemes.linkToken]: {
            type: 'apiKey',
            in: 'query',
            name: 'token',
            description: 'A temporary-answers link.',
          },
        },
      },
    },
    transform(document) {
      const { schema, url } = jsonSchemaTransform(document);
      if (schema.hide) return { schema, url };
      const area = apiAreaOf(url);
      return {
        url,
        schema: {
          ...schema,
          tags: [area ?? 'server'],
          security: schema.security ?? securityOf(area, document.route.config?.staffAccess),
          response: {
            ...(schema.response as object | undefined),
            '4xx': {
              description: 'Refused: `{message}`, and `errors` per field on a 400',
              ...errorReply,
            },
          },
        },
      };
    },
  });
  app.get(apiDocumentationPaths.openApi, { schema: { hide: true } }, async () => app.swagger());
  await app.register(fastifySwaggerUi, {
    routePrefix: apiDocumentationPaths.reference,
    theme: { title },
  });
}
