import { partnerTextsInLocale, type PartnerSettings } from '../model/partner';
import type {
  FieldDefinition,
  ModelNode,
  Option,
  OptionSource,
  PageDefinition,
  Rule,
  SectionNode,
} from '../model/types';
import type { ApplicationDefinition, DefinitionTranslation } from './types';

type Word = (id: string, text: string) => string;

function ruleTextId(key: string, rule: Rule): string | undefined {
  if (!('message' in rule) || rule.message === undefined) return undefined;
  return `${key}.rule.${rule.rule === 'validator' ? rule.validator : rule.rule}`;
}

/** Words one option of a fixed list: its `<key>.option.<value>` id and its source text. */
type OptionWord = (id: string, text: string) => string;

function wordOptions(key: string, options: OptionSource | undefined, option: OptionWord) {
  if (!options || !Array.isArray(options)) return options;
  return (options as readonly Option[]).map((o) => ({
    ...o,
    label: option(`${key}.option.${o.value}`, o.label),
  }));
}

function wordField(field: FieldDefinition, word: Word, option: OptionWord): FieldDefinition {
  const { key } = field;
  const worded: FieldDefinition = { ...field, label: word(`${key}.label`, field.label) };
  if (field.hint !== undefined) worded.hint = word(`${key}.hint`, field.hint);
  const options = wordOptions(key, field.options, option);
  if (options !== undefined) worded.options = options;
  if (field.rules) {
    worded.rules = field.rules.map((rule) => {
      const id = ruleTextId(key, rule);
      return id && 'message' in rule ? { ...rule, message: word(id, rule.message!) } : rule;
    }) as readonly Rule[];
  }
  return worded;
}

function wordNodes(nodes: readonly ModelNode[], word: Word, option: OptionWord): ModelNode[] {
  return nodes.map((node) => wordNode(node, word, option));
}

function wordNode(node: ModelNode, word: Word, option: OptionWord): ModelNode {
  const list = (nodes: readonly ModelNode[]) => wordNodes(nodes, word, option);
  switch (node.kind) {
    case 'field':
      return wordField(node, word, option);
    case 'section':
      return wordSection(node, word, option);
    case 'text':
      return {
        ...node,
        text: word(`${node.id}.text`, node.text),
        ...(node.link && {
          link: { ...node.link, label: word(`${node.id}.link`, node.link.label) },
        }),
      };
    case 'groups':
      return { ...node, groups: node.groups.map((g) => ({ ...g, children: list(g.children) })) };
    case 'trigger':
      return {
        ...node,
        trigger:
          node.trigger.widget === 'button'
            ? { ...node.trigger, label: word(`${node.id}.button`, node.trigger.label) }
            : { ...node.trigger, field: wordField(node.trigger.field, word, option) },
        before: list(node.before),
        after: list(node.after),
      };
    case 'radioSections':
      return {
        ...node,
        field: wordField(node.field, word, option),
        cases: Object.fromEntries(Object.entries(node.cases).map(([k, v]) => [k, list(v)])),
      };
    case 'repeat':
      return {
        ...node,
        addLabel: word(`${node.id}.addLabel`, node.addLabel),
        itemName: word(`${node.id}.itemName`, node.itemName),
        instances: node.instances.map((instance, index) => ({
          ...instance,
          title: word(`${node.id}.instance.${index + 1}`, instance.title),
          children: list(instance.children),
        })),
      };
    case 'tabs':
      return {
        ...node,
        label: word(`${node.id}.label`, node.label),
        tabs: node.tabs.map((tab) => ({
          ...tab,
          label: word(`${node.id}.tab.${tab.value}`, tab.label),
          children: list(tab.children),
        })),
      };
  }
}

function wordSection(section: SectionNode, word: Word, option: OptionWord): SectionNode {
  return {
    ...section,
    ...(section.title !== undefined && { title: word(`${section.id}.title`, section.title) }),
    ...(section.intro !== undefined && { intro: word(`${section.id}.intro`, section.intro) }),
    children: wordNodes(section.children, word, option),
  };
}

function wordPage(page: PageDefinition, word: Word, option: OptionWord): PageDefinition {
  return {
    ...page,
    title: word(`page.${page.id}.title`, page.title),
    submittedTitle: word(`page.${page.id}.submittedTitle`, page.submittedTitle),
    sections: page.sections.map((section) => wordSection(section, word, option)),
  };
}

function wordDefinition(
  definition: ApplicationDefinition,
  word: Word,
  option: OptionWord,
): ApplicationDefinition {
  return { ...definition, pages: definition.pages.map((page) => wordPage(page, word, option)) };
}

/** Every text of a definition by its text id, in reading order, with its source wording. */
export function definitionTexts(definition: ApplicationDefinition): Record<string, string> {
  return collectTexts(definition).texts;
}

/**
 * The definition's rule messages as a message catalogue (`definition.<text id>`), English and
 * `locale`, for a translator's `translateText`: matched whole before the form's patterns, a
 * message sent in English reads in the locale's wording, and one left untranslated reads as
 * written rather than as "Enter {label}" half translated ("Ingrese your badge as …").
 */
export function ruleMessageCatalogues(
  definition: ApplicationDefinition,
  locale: string,
): Record<string, Record<string, string>> {
  const inLocale = definitionTexts(definitionInLocale(definition, locale));
  const english: Record<string, string> = {};
  const translated: Record<string, string> = {};
  for (const [id, text] of Object.entries(definitionTexts(definition))) {
    if (!id.includes('.rule.')) continue;
    english[`definition.${id}`] = text;
    translated[`definition.${id}`] = inLocale[id] ?? text;
  }
  return { en: english, [locale]: translated };
}

/** Every option of the definition's own (fixed) lists by its `<key>.option.<value>` id. */
export function definitionOptions(definition: ApplicationDefinition): Record<string, string> {
  return collectTexts(definition).options;
}

function collectTexts(definition: ApplicationDefinition) {
  const texts: Record<string, string> = {};
  const options: Record<string, string> = {};
  const record = (into: Record<string, string>) => (id: string, text: string) => {
    into[id] = text;
    return text;
  };
  wordDefinition(definition, record(texts), record(options));
  return { texts, options };
}

/** The source texts of a partner's option lists: majors, campuses, the names of its terms. */
function partnerOptionTexts(partner: PartnerSettings): Set<string> {
  return new Set([
    ...partner.majors.map((o) => o.label),
    ...partner.campuses.map((o) => o.label),
    ...partner.termCalendar.terms.map((term) => term.name),
  ]);
}

/** The translation of a locale: `es-MX` takes `es-MX`, else `es`; none for the source. */
function translationFor(
  definition: ApplicationDefinition,
  locale: string,
): DefinitionTranslation | undefined {
  const translations = definition.translations ?? {};
  const base = locale.split('-')[0]!;
  return translations[locale] ?? translations[base];
}

/**
 * The definition in a locale: every text its translation gives replaced, every other text left
 * in the source wording. The result has no translations of its own; the keys, values, rules and
 * conditions are untouched, so it validates and prints the same answers.
 */
export function definitionInLocale(
  definition: ApplicationDefinition,
  locale: string,
): ApplicationDefinition {
  const translation = translationFor(definition, locale);
  const { translations: _, ...source } = definition;
  if (!translation) return source;
  const texts = translation.texts ?? {};
  const options = translation.options ?? {};
  const word = (id: string, text: string) => (Object.hasOwn(texts, id) ? texts[id]! : text);
  return wordDefinition(source, word, (id, text) =>
    Object.hasOwn(texts, id) ? texts[id]! : Object.hasOwn(options, text) ? options[text]! : text,
  );
}

/** The partner's lists in a locale, through the definition's shared option texts. */
export function partnerListsInLocale(
  partner: PartnerSettings,
  definition: ApplicationDefinition,
  locale: string,
): PartnerSettings {
  const options = translationFor(definition, locale)?.options;
  if (!options) return partner;
  const word = (text: string) => (Object.hasOwn(options, text) ? options[text]! : text);
  const list = (items: readonly Option[]) => items.map((o) => ({ ...o, label: word(o.label) }));
  return {
    ...partner,
    majors: list(partner.majors),
    campuses: list(partner.campuses),
    termCalendar: {
      ...partner.termCalendar,
      terms: partner.termCalendar.terms.map((term) => ({ ...term, name: word(term.name) })),
    },
  };
}

/**
 * The partner as an applicant reading `locale` meets it: its own texts in their translation
 * (`partner.translations`) and its lists through the definition's option texts.
 */
export function partnerInLocale(
  partner: PartnerSettings,
  definition: ApplicationDefinition,
  locale: string,
): PartnerSettings {
  return partnerListsInLocale(partnerTextsInLocale(partner, locale), definition, locale);
}

/**
 * What is wrong with a definition's translations: text ids the definition does not have (a
 * typo, or a question since removed) and empty texts. An `options` entry is keyed by the text it
 * words, so one that no list offers today (a major the partner dropped) changes nothing and is
 * not reported; an empty one is.
 */
export function translationProblems(definition: ApplicationDefinition): string[] {
  const out: string[] = [];
  const { texts, options } = collectTexts(definition);
  for (const [locale, translation] of Object.entries(definition.translations ?? {})) {
    for (const [id, text] of Object.entries(translation.texts ?? {})) {
      if (!Object.hasOwn(texts, id) && !Object.hasOwn(options, id)) {
        out.push(
          `The "${locale}" translation has a text "${id}", which the definition does not have.`,
        );
      } else if (typeof text !== 'string' || text.trim() === '') {
        out.push(`The "${locale}" translation of "${id}" is empty.`);
      }
    }
    for (const [source, text] of Object.entries(translation.options ?? {})) {
      if (typeof text !== 'string' || text.trim() === '') {
        out.push(`The "${locale}" translation of the option "${source}" is empty.`);
      }
    }
  }
  return out;
}

/**
 * What a locale leaves in the source wording: the text ids, the options of the definition's
 * lists (by id) and, given the partner, the texts of its lists, that have no translation.
 * Empty when the translation is complete.
 */
export function untranslatedTexts(
  definition: ApplicationDefinition,
  locale: string,
  partner?: PartnerSettings,
): string[] {
  const translation = definition.translations?.[locale] ?? {};
  const texts = translation.texts ?? {};
  const shared = translation.options ?? {};
  const collected = collectTexts(definition);
  const missing = Object.keys(collected.texts).filter((id) => !Object.hasOwn(texts, id));
  for (const [id, source] of Object.entries(collected.options)) {
    if (!Object.hasOwn(texts, id) && !Object.hasOwn(shared, source)) missing.push(id);
  }
  for (const source of partner ? partnerOptionTexts(partner) : []) {
    if (!Object.hasOwn(shared, source)) missing.push(`option "${source}"`);
  }
  return missing;
}
