import type { Answers } from '../conditions/conditions';
import {
  ApplicationConfigurationError,
  findConfigurationErrors,
  indexDefinition,
} from '../model/dataModel';
import type { BuiltInWidgetKind, FieldDefinition, ModelNode, Rule } from '../model/types';
import { allFields } from '../model/walk';
import { queueColumnProblems } from './queueColumns';
import { translationProblems } from './translations';
import type { ApplicationDefinition } from './types';

/** The widgets the package renders without a registry. */
export const builtInWidgetKinds: readonly BuiltInWidgetKind[] = [
  'text',
  'email',
  'phone',
  'number',
  'date',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'file',
  'lookup',
];

const ruleNames: ReadonlySet<Rule['rule']> = new Set([
  'required',
  'pattern',
  'minLength',
  'range',
  'mustBeTrue',
  'birthDate',
  'yearWindow',
  'openTerm',
  'matches',
  'validator',
]);

const partnerLists: ReadonlySet<string> = new Set(['entryTerms', 'campuses', 'majors']);
const linkNames: ReadonlySet<string> = new Set(['financialAid', 'fafsa', 'virtualTour']);

export interface DefinitionCheckOptions {
  /** The names of the validators registered beside the definition; rules naming others fail. */
  validators?: Readonly<Record<string, unknown>>;
  /** The widget kinds registered beside the built-in ones; when given, other kinds fail. */
  widgets?: readonly string[];
  /** Answers to check against the definition's keys (a host's saved answers). */
  answers?: Answers;
}

/** Where a value is not plain data (a function, a class instance), by its path. */
function nonData(value: unknown, path: string, out: string[]): void {
  if (typeof value === 'function') {
    out.push(`${path} is a function; a definition is plain data (use a named validator).`);
    return;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) {
    out.push(`${path} is ${value}, which JSON cannot hold.`);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => nonData(item, `${path}[${index}]`, out));
    return;
  }
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) {
    out.push(
      `${path} is a ${value.constructor?.name ?? 'class'} object; a definition is plain data.`,
    );
    return;
  }
  for (const [name, item] of Object.entries(value)) nonData(item, `${path}.${name}`, out);
}

function checkRules(field: FieldDefinition, options: DefinitionCheckOptions, out: string[]) {
  for (const rule of field.rules ?? []) {
    const where = `A rule of "${field.key}"`;
    if (!ruleNames.has(rule.rule)) {
      out.push(`${where} is "${String(rule.rule)}", which is not a rule the form knows.`);
      continue;
    }
    if (rule.rule === 'matches' || rule.rule === 'validator') {
      if (typeof rule.message !== 'string' || rule.message.trim() === '') {
        out.push(`${where} ("${rule.rule}") has no message.`);
      }
    }
    if (rule.rule === 'matches') {
      try {
        new RegExp(rule.pattern, rule.flags);
      } catch {
        out.push(`${where} has the pattern /${rule.pattern}/, which is not a regular expression.`);
      }
    }
    if (rule.rule === 'validator' && options.validators) {
      if (!Object.hasOwn(options.validators, rule.validator)) {
        const known = Object.keys(options.validators);
        out.push(
          `${where} names the validator "${rule.validator}", which is not registered (registered: ${known.length > 0 ? known.join(', ') : 'none'}).`,
        );
      }
    }
  }
}

function checkField(
  field: FieldDefinition,
  isKey: (key: string) => boolean,
  options: DefinitionCheckOptions,
  out: string[],
) {
  const builtIn = (builtInWidgetKinds as readonly string[]).includes(field.widget);
  if (!builtIn && options.widgets && !options.widgets.includes(field.widget)) {
    out.push(
      `The question "${field.key}" uses the widget "${field.widget}", which is neither built in nor registered.`,
    );
  }
  if ((field.widget === 'select' || field.widget === 'radio') && !field.options) {
    out.push(`The question "${field.key}" is a ${field.widget} without options.`);
  }
  const source = field.options;
  if (source && !Array.isArray(source)) {
    if ('partnerList' in source && !partnerLists.has(source.partnerList)) {
      out.push(
        `The options of "${field.key}" name the partner list "${source.partnerList}"; the lists are entryTerms, campuses and majors.`,
      );
    }
    if ('years' in source && !(source.years.from <= source.years.to)) {
      out.push(`The years of "${field.key}" run from ${source.years.from} to ${source.years.to}.`);
    }
  } else if (Array.isArray(source)) {
    const seen = new Set<string>();
    for (const option of source as readonly { value: unknown; label: unknown }[]) {
      if (typeof option.value !== 'string' || typeof option.label !== 'string') {
        out.push(`An option of "${field.key}" needs a text value and label.`);
      } else if (seen.has(option.value)) {
        out.push(`The options of "${field.key}" hold the value "${option.value}" twice.`);
      } else seen.add(option.value);
    }
  }
  for (const target of Object.values(field.lookup?.fill ?? {})) {
    if (target !== undefined && !isKey(target)) {
      out.push(`The lookup of "${field.key}" fills "${target}", which is not in the data model.`);
    }
  }
  checkRules(field, options, out);
}

/**
 * Everything wrong with a definition, as sentences: the development-time configuration errors
 * of the form (a repeat prefix that is not part of its keys, condition keys the data model does
 * not know, a repeat over the add-another maximum, keys defined twice), and what a partner's
 * edits can break (unknown widgets, rules and validators, options, ids used twice, functions
 * where data belongs). Empty when the definition is sound.
 */
export function checkDefinition(
  definition: ApplicationDefinition,
  options: DefinitionCheckOptions = {},
): string[] {
  const out: string[] = [];
  nonData(definition, 'definition', out);
  if (typeof definition.id !== 'string' || definition.id.trim() === '') {
    out.push('The definition has no id.');
  }
  if (typeof definition.version !== 'string' || definition.version.trim() === '') {
    out.push('The definition has no version.');
  }
  if (new Set(definition.modules).size !== definition.modules.length) {
    out.push('The definition lists a module twice.');
  }
  if (definition.pages.length === 0) out.push('The definition has no pages.');
  const pageIds = new Set<string>();
  const paths = new Set<string>();
  for (const page of definition.pages) {
    if (pageIds.has(page.id)) out.push(`The page id "${page.id}" is used twice.`);
    pageIds.add(page.id);
    if (!page.path.startsWith('/')) out.push(`The path of page "${page.id}" must start with "/".`);
    else if (!/^\/[a-z0-9]+(?:-[a-z0-9]+)*$/.test(page.path)) {
      out.push(
        `The path "${page.path}" of page "${page.id}" is not a route: write "/" and lowercase letters, digits and single hyphens, like "/final-steps".`,
      );
    }
    if (paths.has(page.path)) out.push(`The path "${page.path}" is used by two pages.`);
    paths.add(page.path);
    for (const node of page.sections as readonly ModelNode[]) {
      if (node.kind !== 'section') {
        out.push(
          `The page "${page.id}" holds a ${node.kind} at its top level; put it in a section.`,
        );
      }
    }
  }
  out.push(...findConfigurationErrors(definition.pages));

  const { isKey, unknownKeys } = indexDefinition(definition);
  const ids: Record<string, Set<string>> = {};
  const once = (kind: string, id: string) => {
    const seen = (ids[kind] ??= new Set());
    if (seen.has(id)) out.push(`The ${kind} id "${id}" is used twice.`);
    seen.add(id);
  };
  const visit = (nodes: readonly ModelNode[]) => {
    for (const node of nodes) {
      if (node.kind !== 'field') once(node.kind, node.id);
      if (node.kind === 'tabs' && !node.tabs.some((tab) => tab.value === node.defaultTab)) {
        out.push(`The tabs "${node.id}" have no tab "${node.defaultTab}" to show by default.`);
      }
      if (node.kind === 'text' && node.link && !linkNames.has(node.link.href)) {
        out.push(
          `The text "${node.id}" links to "${node.link.href}"; the partner links are financialAid, fafsa and virtualTour.`,
        );
      }
    }
  };
  const walkAll = (nodes: readonly ModelNode[]) => {
    visit(nodes);
    for (const node of nodes) {
      switch (node.kind) {
        case 'section':
          walkAll(node.children);
          break;
        case 'groups':
          node.groups.forEach((group) => walkAll(group.children));
          break;
        case 'trigger':
          walkAll(node.before);
          walkAll(node.after);
          break;
        case 'radioSections':
          Object.values(node.cases).forEach(walkAll);
          break;
        case 'repeat':
          node.instances.forEach((instance) => walkAll(instance.children));
          break;
        case 'tabs':
          node.tabs.forEach((tab) => walkAll(tab.children));
          break;
        default:
          break;
      }
    }
  };
  for (const page of definition.pages) {
    walkAll(page.sections);
    for (const field of allFields(page.sections)) checkField(field, isKey, options, out);
  }
  out.push(...translationProblems(definition));
  out.push(...queueColumnProblems(definition));
  if (options.answers) {
    for (const key of unknownKeys(options.answers)) {
      out.push(`The answer key "${key}" is not in the data model.`);
    }
  }
  return [...new Set(out)];
}

/**
 * Throws an `ApplicationConfigurationError` listing every problem `checkDefinition` finds.
 * Call it at start-up: the form does in development, the server when it loads a definition.
 */
export function assertDefinition(
  definition: ApplicationDefinition,
  options: DefinitionCheckOptions = {},
): void {
  const problems = checkDefinition(definition, options);
  if (problems.length > 0) throw new ApplicationConfigurationError(problems);
}
