import type { Answers } from '../conditions/conditions';
import { limits } from '../rules/messages';
import { transferApplicationInEnglish } from '../definition/transferApplicationInEnglish';
import type { ApplicationDefinition } from '../definition/types';
import type { ModelContext } from './partner';
import type { FieldDefinition, ModelNode, PageDefinition, PageId, WidgetKind } from './types';
import {
  allFields,
  conditionKeys,
  descKey,
  holds,
  isCoded,
  visibleFields,
  type VisibilityState,
} from './walk';

/** The steps of the transfer application, in order. */
export const applicationPages: readonly PageDefinition[] = transferApplicationInEnglish.pages;

export interface DataModelEntry {
  key: string;
  label: string;
  /** 'desc' for the companion key holding a coded field's chosen label. */
  widget: WidgetKind | 'desc';
  page: PageId;
  /** For a `_desc` key: the coded field it describes. */
  describes?: string;
}

/** What a definition's answers may hold, looked up by key. */
export interface DefinitionIndex {
  /** Every answer key with its label, widget and page, `_desc` companions included. */
  dataModel: Readonly<Record<string, DataModelEntry>>;
  /** The one list of valid answer keys; the server rejects others. */
  keys: readonly string[];
  /** Keys answered by a document upload (kept in the document map, not in the answers). */
  documentKeys: readonly string[];
  /** The question of a key (undefined for `_desc` keys and unknown keys). */
  field(key: string): FieldDefinition | undefined;
  isKey(key: string): boolean;
  pageOf(key: string): PageId | undefined;
  /** Answer keys the definition does not know (stale keys, another institution's questions). */
  unknownKeys(answers: Answers): string[];
  /** An empty answer for every key that is not an upload: a new application. */
  emptyAnswers(): Answers;
}

const indexes = new WeakMap<ApplicationDefinition, DefinitionIndex>();

/** The keys, labels and pages of a definition; computed once per definition object. */
export function indexDefinition(definition: ApplicationDefinition): DefinitionIndex {
  const known = indexes.get(definition);
  if (known) return known;
  const model: Record<string, DataModelEntry> = {};
  const fields = new Map<string, FieldDefinition>();
  for (const page of definition.pages) {
    for (const field of allFields(page.sections)) {
      fields.set(field.key, field);
      model[field.key] = {
        key: field.key,
        label: field.label,
        widget: field.widget,
        page: page.id,
      };
      if (isCoded(field)) {
        const desc = descKey(field.key);
        model[desc] = {
          key: desc,
          label: field.label,
          widget: 'desc',
          page: page.id,
          describes: field.key,
        };
      }
    }
  }
  const keys = Object.keys(model);
  const documentKeys = keys.filter((key) => model[key]?.widget === 'file');
  const isKey = (key: string) => Object.hasOwn(model, key);
  const index: DefinitionIndex = {
    dataModel: model,
    keys,
    documentKeys,
    field: (key) => fields.get(key),
    isKey,
    pageOf: (key) => model[key]?.page,
    unknownKeys: (answers) => Object.keys(answers).filter((key) => !isKey(key)),
    emptyAnswers: () =>
      Object.fromEntries(keys.filter((key) => !documentKeys.includes(key)).map((key) => [key, ''])),
  };
  indexes.set(definition, index);
  return index;
}

const transferIndex = indexDefinition(transferApplicationInEnglish);

/** Every answer key of the transfer application, with its label, widget and page. */
export const dataModel: Readonly<Record<string, DataModelEntry>> = transferIndex.dataModel;

/** The transfer application's answer keys, `_desc` companions included. */
export const applicationKeys: readonly string[] = transferIndex.keys;

/** The transfer application's upload keys. */
export const documentKeys: readonly string[] = transferIndex.documentKeys;

/** The definition of a key of the transfer application. */
export function fieldDefinition(key: string): FieldDefinition | undefined {
  return transferIndex.field(key);
}

export function isApplicationKey(key: string): boolean {
  return transferIndex.isKey(key);
}

export function pageOfKey(key: string): PageId | undefined {
  return transferIndex.pageOf(key);
}

/** An empty answer for every key of the transfer application. */
export function emptyAnswers(): Answers {
  return transferIndex.emptyAnswers();
}

/** Copies mirrored answers (mailing = permanent address while the box is ticked). */
export function applyMirrors(
  answers: Answers,
  context: ModelContext,
  pages: readonly PageDefinition[] = applicationPages,
): Answers {
  let result = answers;
  const visit = (nodes: readonly ModelNode[]) => {
    for (const node of nodes) {
      if (node.kind === 'section') {
        if (node.mirror && holds(node.mirror.when, result, context)) {
          const copies = Object.entries(node.mirror.from).map(([to, from]) => [
            to,
            result[from] ?? '',
          ]);
          result = { ...result, ...Object.fromEntries(copies) };
        }
        visit(node.children);
      }
    }
  };
  for (const page of pages) visit(page.sections);
  return result;
}

/**
 * Clears answers (and their `_desc`) that a condition hides, repeating until nothing changes,
 * since clearing one answer can hide the next.
 */
export function clearHiddenAnswers(
  state: VisibilityState,
  pages: readonly PageDefinition[] = applicationPages,
): Answers {
  let answers = state.answers;
  for (;;) {
    const visible = new Set(
      pages
        .flatMap((page) => visibleFields(page.sections, { ...state, answers }))
        .map((f) => f.key),
    );
    const cleared: Answers = {};
    for (const page of pages) {
      for (const field of allFields(page.sections)) {
        if (visible.has(field.key)) continue;
        if ((answers[field.key] ?? '') !== '') cleared[field.key] = '';
        if (isCoded(field) && (answers[descKey(field.key)] ?? '') !== '')
          cleared[descKey(field.key)] = '';
      }
    }
    if (Object.keys(cleared).length === 0) return answers;
    answers = { ...answers, ...cleared };
  }
}

/**
 * Misconfiguration: a repeat prefix that is not part of its keys, keys the
 * model does not know, repeats over the add-another maximum, and keys defined twice. Returns
 * every problem found; `assertApplicationConfiguration` throws them in development.
 */
export function findConfigurationErrors(
  pages: readonly PageDefinition[] = applicationPages,
): string[] {
  const errors: string[] = [];
  const seen = new Set<string>();
  const fields: FieldDefinition[] = pages.flatMap((page) => allFields(page.sections));
  for (const field of fields) {
    if (seen.has(field.key)) errors.push(`The key "${field.key}" is defined more than once.`);
    seen.add(field.key);
  }
  const known = (key: string) =>
    seen.has(key) || (key.endsWith('_desc') && seen.has(key.slice(0, -5)));
  const checkCondition = (
    where: string,
    condition: Parameters<typeof conditionKeys>[0] | undefined,
  ) => {
    for (const key of condition ? conditionKeys(condition) : []) {
      if (!known(key)) errors.push(`${where} reads "${key}", which is not in the data model.`);
    }
  };
  const visit = (nodes: readonly ModelNode[]) => {
    for (const node of nodes) {
      switch (node.kind) {
        case 'field':
          checkCondition(`The field "${node.key}"`, node.showWhen);
          for (const rule of node.rules ?? []) {
            if ('when' in rule) checkCondition(`A rule of "${node.key}"`, rule.when);
          }
          break;
        case 'section':
          checkCondition(`The section "${node.id}"`, node.showWhen);
          if (node.mirror) {
            checkCondition(`The mirror of "${node.id}"`, node.mirror.when);
            for (const [to, from] of Object.entries(node.mirror.from)) {
              for (const key of [to, from]) {
                if (!known(key))
                  errors.push(
                    `The mirror of "${node.id}" names "${key}", which is not in the data model.`,
                  );
              }
            }
          }
          visit(node.children);
          break;
        case 'groups':
          for (const group of node.groups) {
            checkCondition(`A group of "${node.id}"`, group.showWhen);
            visit(group.children);
          }
          break;
        case 'trigger':
          if (node.trigger.widget === 'checkbox') visit([node.trigger.field]);
          visit(node.before);
          visit(node.after);
          break;
        case 'radioSections':
          visit([node.field]);
          Object.values(node.cases).forEach(visit);
          break;
        case 'repeat':
          if (node.instances.length > limits.addAnotherMax) {
            errors.push(
              `The add-another "${node.id}" has ${node.instances.length} components; the maximum is ${limits.addAnotherMax}.`,
            );
          }
          for (const instance of node.instances) {
            checkCondition(`An instance of "${node.id}"`, instance.revealWhen);
            for (const field of allFields(instance.children)) {
              if (!field.key.startsWith(instance.prefix)) {
                errors.push(
                  `The prefix "${instance.prefix}" of "${node.id}" is not part of the key "${field.key}".`,
                );
              }
            }
            visit(instance.children);
          }
          break;
        case 'tabs':
          node.tabs.forEach((tab) => visit(tab.children));
          break;
        case 'text':
          checkCondition(`The text "${node.id}"`, node.showWhen);
          break;
      }
    }
  };
  for (const page of pages) visit(page.sections);
  return errors;
}

/** Answer keys the transfer application does not know (a host or server sending stale keys). */
export function findUnknownKeys(answers: Answers): string[] {
  return transferIndex.unknownKeys(answers);
}

export class ApplicationConfigurationError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The application form is misconfigured:\n- ${problems.join('\n- ')}`);
    this.name = 'ApplicationConfigurationError';
  }
}

/** Throws the problems above; call it in development only (a production form keeps working). */
export function assertApplicationConfiguration(
  pages: readonly PageDefinition[] = applicationPages,
  answers?: Answers,
): void {
  const problems = [
    ...findConfigurationErrors(pages),
    ...(answers
      ? findUnknownKeys(answers).map((key) => `The answer key "${key}" is not in the data model.`)
      : []),
  ];
  if (problems.length > 0) throw new ApplicationConfigurationError(problems);
}
