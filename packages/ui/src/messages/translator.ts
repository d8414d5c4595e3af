import { fillIn, type CompiledMessage } from './fillIn';

/** One locale's messages by id, compiled from ICU MessageFormat at build time. */
export type Catalogue = Readonly<Record<string, CompiledMessage>>;
/** A package's catalogues by locale (`en`, `es`, …). */
export type Catalogues = Readonly<Partial<Record<string, Catalogue>>>;
export type MessageValues = Readonly<Record<string, unknown>>;

/** The locale whose catalogue holds every message; any other falls back to it per id. */
export const SOURCE_LOCALE = 'en';

/** Everything a component needs to speak the applicant's language. */
export interface Translator {
  readonly locale: string;
  /** The message `id` in the locale, with its ICU parameters filled from `values`. */
  t(id: string, values?: MessageValues): string;
  /**
   * A text the kit produced in the source language (a validation message from the server or
   * from a rule, "Enter City") in the locale: matched against the source catalogue, with the
   * parts that came from parameters carried over. A parameter named `date` holds a day in the
   * source's long form ("January 12, 2026") and is shown in the locale's long form. Text that
   * matches no message comes back as is.
   */
  translateText(text: string): string;
  formatDate(value: Date, options?: Intl.DateTimeFormatOptions): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
}

export interface TranslatorOptions {
  locale?: string;
  /** Each package's catalogues, in the order they layer. */
  catalogues: readonly Catalogues[];
  /** A partner's replacements, by locale and id; they win over every package's text. */
  overrides?: readonly (Catalogues | undefined)[];
}

type Token = string | readonly unknown[];

/** A message with only text and plain `{name}` parameters, as a pattern over rendered text. */
interface SourcePattern {
  id: string;
  pattern: RegExp;
  names: string[];
  literalLength: number;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function sourcePatterns(catalogue: Catalogue): SourcePattern[] {
  const patterns: SourcePattern[] = [];
  for (const [id, message] of Object.entries(catalogue)) {
    const tokens: readonly Token[] = typeof message === 'string' ? [message] : (message as Token[]);
    const names: string[] = [];
    let source = '';
    let literalLength = 0;
    let plain = true;
    for (const token of tokens) {
      if (typeof token === 'string') {
        source += escapeRegExp(token);
        literalLength += token.length;
      } else if (token.length === 1 && typeof token[0] === 'string') {
        names.push(token[0]);
        source += '(.+?)';
      } else {
        plain = false;
      }
    }
    if (plain && literalLength > 0) {
      patterns.push({ id, pattern: new RegExp(`^${source}$`, 's'), names, literalLength });
    }
  }
  // The most specific message first: "Enter at least {min} characters for {label}" before "Enter {label}".
  return patterns.sort((a, b) => b.literalLength - a.literalLength);
}

// English month names, as the source texts write dates: from Intl, not a list of our own.
const englishMonth = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
const SOURCE_MONTHS = Array.from({ length: 12 }, (_, month) =>
  englishMonth.format(Date.UTC(2000, month, 1)),
);

/** A day in the source locale's long form, as messages carry it: "January 12, 2026". */
function sourceLongDay(text: string): Date | undefined {
  const found = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(text);
  const month = found ? SOURCE_MONTHS.indexOf(found[1]!) : -1;
  if (!found || month < 0) return undefined;
  return new Date(Date.UTC(Number(found[3]), month, Number(found[2])));
}

function merged(
  locale: string,
  catalogues: readonly Catalogues[],
  overrides: readonly (Catalogues | undefined)[],
): Catalogue {
  const messages: Catalogue = {};
  for (const layer of catalogues) Object.assign(messages, layer[SOURCE_LOCALE]);
  for (const layer of overrides) Object.assign(messages, layer?.[SOURCE_LOCALE]);
  if (locale !== SOURCE_LOCALE) {
    for (const layer of catalogues) Object.assign(messages, layer[locale]);
    for (const layer of overrides) Object.assign(messages, layer?.[locale]);
  }
  return messages;
}

/** A translator outside React: the server, validation, tests. */
export function createTranslator({
  locale = SOURCE_LOCALE,
  catalogues,
  overrides = [],
}: TranslatorOptions): Translator {
  const messages = merged(locale, catalogues, overrides);
  const source = merged(SOURCE_LOCALE, catalogues, []);
  let patterns: SourcePattern[] | undefined;
  // A message missing (or empty) reads as its id.
  const t = (id: string, values?: MessageValues) => fillIn(messages[id] || id, locale, values);
  return {
    locale,
    t,
    translateText(text) {
      if (locale === SOURCE_LOCALE && overrides.length === 0) return text;
      patterns ??= sourcePatterns(source);
      const dayFormat = { dateStyle: 'long', timeZone: 'UTC' } as const;
      const inLocale = (name: string, value: string) => {
        const day = name === 'date' ? sourceLongDay(value) : undefined;
        return day ? new Intl.DateTimeFormat(locale, dayFormat).format(day) : value;
      };
      for (const { id, pattern, names } of patterns) {
        const found = pattern.exec(text);
        if (!found) continue;
        return t(
          id,
          Object.fromEntries(names.map((name, index) => [name, inLocale(name, found[index + 1]!)])),
        );
      }
      return text;
    },
    formatDate: (value, options) => new Intl.DateTimeFormat(locale, options).format(value),
    formatNumber: (value, options) => new Intl.NumberFormat(locale, options).format(value),
  };
}

/** A message of the source catalogue that takes no parameters, as text. */
export function sourceText(catalogues: Catalogues, id: string): string {
  const message = catalogues[SOURCE_LOCALE]?.[id];
  if (message === undefined)
    throw new Error(`No message "${id}" in the ${SOURCE_LOCALE} catalogue.`);
  const tokens: readonly Token[] = typeof message === 'string' ? [message] : (message as Token[]);
  if (!tokens.every((token) => typeof token === 'string')) {
    throw new Error(`The message "${id}" takes parameters.`);
  }
  return tokens.join('');
}

/** The parameters a compiled message uses, with their kind (`plural`, `select`, … or `text`). */
function parameters(message: unknown, found = new Map<string, string>()): Map<string, string> {
  if (!Array.isArray(message)) return found;
  for (const token of message as unknown[]) {
    if (!Array.isArray(token)) continue;
    const [name, kind, branches] = token as [unknown, unknown, unknown];
    if (typeof name === 'string') found.set(name, typeof kind === 'string' ? kind : 'text');
    if (branches && typeof branches === 'object') {
      for (const branch of Object.values(branches)) parameters(branch, found);
    }
  }
  return found;
}

/**
 * What is wrong with a translation against its source catalogue: ids it lacks, ids the source
 * does not have, and messages whose ICU parameters (names and kinds) differ. Empty when complete.
 */
export function catalogueProblems(source: Catalogue, translation: Catalogue): string[] {
  const problems: string[] = [];
  for (const id of Object.keys(source)) {
    if (!(id in translation)) {
      problems.push(`missing "${id}"`);
      continue;
    }
    const expected = parameters(source[id]);
    const actual = parameters(translation[id]);
    const describe = (map: Map<string, string>) =>
      [...map]
        .map(([name, kind]) => `${name}:${kind}`)
        .sort()
        .join(', ');
    if (describe(expected) !== describe(actual)) {
      problems.push(
        `"${id}" has parameters {${describe(actual)}}, expected {${describe(expected)}}`,
      );
    }
  }
  for (const id of Object.keys(translation)) {
    if (!(id in source)) problems.push(`unknown "${id}"`);
  }
  return problems;
}
