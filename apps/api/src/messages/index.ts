import {
  accountCatalogues,
  formCatalogues,
  ruleMessageCatalogues,
  type ApplicationDefinition,
} from '@applykit/admissions-form/validate';
import {
  createTranslator,
  kitCatalogues,
  SOURCE_LOCALE,
  type Translator,
} from '@applykit/ui/messages';
import { catalogues } from './catalogues.generated';

/** The server's own messages by locale: its mails and its replies. */
export const serverCatalogues = catalogues;

/**
 * The languages the server writes in: those its catalogue has. A reply or a mail of any
 * other language falls back to the partner's default language, then English.
 */
const serverLocales: readonly string[] = Object.keys(catalogues);

/**
 * The server's language for a language tag: the tag itself when the server writes it, else
 * its base language (`es-MX` reads `es`); undefined when neither.
 */
export function serverLocaleOf(tag: string | null | undefined): string | undefined {
  if (!tag) return undefined;
  const lower = tag.toLowerCase();
  if (serverLocales.includes(lower)) return lower;
  const base = lower.split('-')[0]!;
  return serverLocales.includes(base) ? base : undefined;
}

/**
 * The first language of an `Accept-Language` header the server writes in, by the header's
 * weights (`es-MX,es;q=0.9,en;q=0.8`); undefined when it names none.
 */
export function acceptedLocale(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = parameters
        .map((parameter) => /^\s*q=([0-9.]+)\s*$/i.exec(parameter)?.[1])
        .find((value) => value !== undefined);
      return { tag: tag.trim(), weight: weight === undefined ? 1 : Number(weight), order };
    })
    .filter(({ tag, weight }) => tag && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { tag } of ranked) {
    const locale = serverLocaleOf(tag);
    if (locale) return locale;
  }
  return undefined;
}

/** The first of the given language tags the server writes in, else English. */
export function firstServerLocale(...tags: (string | null | undefined)[]): string {
  for (const tag of tags) {
    const locale = serverLocaleOf(tag);
    if (locale) return locale;
  }
  return SOURCE_LOCALE;
}

const translators = new WeakMap<object, Map<string, Translator>>();
const withoutDefinition = {};

/**
 * The server's words in `locale`: its own catalogue over the form's, the account cards' and
 * the kit's, so a rule message or a file message the server replies with reads as the
 * browser would show it; with the form's definition, its own rule messages too.
 */
export function serverTranslator(locale: string, definition?: ApplicationDefinition): Translator {
  const owner = definition ?? withoutDefinition;
  const byLocale = translators.get(owner) ?? new Map<string, Translator>();
  translators.set(owner, byLocale);
  let translator = byLocale.get(locale);
  if (!translator) {
    translator = createTranslator({
      locale,
      catalogues: [
        kitCatalogues,
        formCatalogues,
        accountCatalogues,
        serverCatalogues,
        ...(definition ? [ruleMessageCatalogues(definition, locale)] : []),
      ],
    });
    byLocale.set(locale, translator);
  }
  return translator;
}
