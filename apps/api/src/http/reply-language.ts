import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApplicationDefinition, PartnerSettings } from '@applykit/admissions-form/validate';
import { passwordRequirements, serverMessages } from '@applykit/api-contract';
import { SOURCE_LOCALE, type Translator } from '@applykit/ui/messages';
import { acceptedLocale, firstServerLocale, serverTranslator } from '../messages';
import { apiAreaOf } from './api-paths';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language this request's replies are written in, once a route knows it better than
     * the account and the headers do (the language just saved, the one a sign-up carried).
     */
    replyLocale: string | undefined;
  }
}

/**
 * The language an applicant reads this request's replies and mails in: the one a route set,
 * else the account's choice (signed in), else the request's `Accept-Language` (the portal
 * and the form's API client send the page's language), else the partner's default language,
 * else English. Only languages the server writes count; an unknown one is passed over.
 */
export function replyLocaleOf(request: FastifyRequest, partner: PartnerSettings): string {
  return firstServerLocale(
    request.replyLocale,
    request.applicant?.locale,
    acceptedLocale(request.headers['accept-language']),
    partner.defaultLocale,
  );
}

const passwordUnmetPrefix = `${serverMessages.passwordRejected.replace(/\.$/, '')}: `;

/**
 * "Your password does not meet the requirements: a number, an uppercase letter." with each
 * requirement in the locale; undefined for any other text.
 */
function translatePasswordUnmet(text: string, translator: Translator): string | undefined {
  if (!text.startsWith(passwordUnmetPrefix) || !text.endsWith('.')) return undefined;
  const listed = text.slice(passwordUnmetPrefix.length, -1);
  const unmet = passwordRequirements
    .map((requirement) => requirement.label)
    .filter((label) => listed.includes(label));
  if (unmet.join(', ') !== listed) return undefined;
  return translator.t('api.reply.passwordUnmet', {
    requirements: unmet.map((label) => translator.translateText(label)).join(', '),
  });
}

/**
 * One reply text in the locale: the server's, the form's or the kit's message it is, or a rule
 * message of the form's `definition`.
 */
export function translateReplyText(
  text: string,
  locale: string,
  definition?: ApplicationDefinition,
): string {
  if (locale === SOURCE_LOCALE) return text;
  const translator = serverTranslator(locale, definition);
  return translatePasswordUnmet(text, translator) ?? translator.translateText(text);
}

function isMessageLists(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(
      (list) => Array.isArray(list) && list.every((item) => typeof item === 'string'),
    )
  );
}

/**
 * Writes the replies an applicant reads in the applicant's language: the `message` of every
 * JSON reply of the applicant's calls (`/api/`, `/public/`, `/lookup/`), and the messages per
 * field of a 400. Routes keep replying with the English texts of `@applykit/api-contract`
 * and the form; this one place translates them through the catalogues, so a reply in English
 * reads word for word as before. Staff calls (`/admin/`, `/service/`) stay English.
 */
export function installReplyLanguage(
  app: FastifyInstance,
  partner: PartnerSettings,
  definition: ApplicationDefinition,
): void {
  app.decorateRequest('replyLocale', undefined);
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
    const area = apiAreaOf(request.url);
    if (area !== 'api' && area !== 'public' && area !== 'lookup') return payload;
    const locale = replyLocaleOf(request, partner);
    if (locale === SOURCE_LOCALE) return payload;
    const reply = payload as { message?: unknown; errors?: unknown };
    const translated: Record<string, unknown> = { ...reply };
    if (typeof reply.message === 'string') {
      translated.message = translateReplyText(reply.message, locale, definition);
    }
    if (reply.errors !== undefined && isMessageLists(reply.errors)) {
      translated.errors = Object.fromEntries(
        Object.entries(reply.errors).map(([key, list]) => [
          key,
          list.map((text) => translateReplyText(text, locale, definition)),
        ]),
      );
    }
    return translated;
  });
}
