import { evaluateCondition, isAnswered, type Answers } from '../conditions/conditions';
import { limits } from '../rules/messages';
import { openEntryTerms, termAsksForCampus } from './entryTerms';
import type { ModelContext } from './partner';
import type { Condition, FieldDefinition, ModelNode, Option } from './types';

/** The host-held state that decides visibility besides the answers. */
export interface VisibilityState extends ModelContext {
  answers: Answers;
  /** Chosen tab per tab id; a tab group without an entry shows its default tab. */
  tabs?: Readonly<Record<string, string>>;
  /** Add-another count per button id; default 1. */
  addAnother?: Readonly<Record<string, number>>;
  /** Button triggers the applicant has pressed in this session. */
  openTriggers?: ReadonlySet<string>;
}

/** Evaluates a model condition: resolves partner targets, then the condition operators. */
export function holds(condition: Condition, answers: Answers, context: ModelContext): boolean {
  if ('all' in condition) return condition.all.every((c) => holds(c, answers, context));
  if ('any' in condition) return condition.any.some((c) => holds(c, answers, context));
  const { target } = condition;
  if (target !== null && typeof target === 'object' && !Array.isArray(target)) {
    // The terms that ask for a campus follow the partner's calendar, open or long closed.
    const term = answers[condition.valueKey] ?? '';
    const campusTerms = termAsksForCampus(context.partner.termCalendar, term) ? [term] : [];
    return evaluateCondition({ ...condition, target: campusTerms }, answers);
  }
  return evaluateCondition(
    { valueKey: condition.valueKey, operator: condition.operator, target },
    answers,
  );
}

/** Every key a condition reads, for the configuration check. */
export function conditionKeys(condition: Condition): string[] {
  if ('all' in condition) return condition.all.flatMap(conditionKeys);
  if ('any' in condition) return condition.any.flatMap(conditionKeys);
  return [condition.valueKey];
}

/** The options a coded field offers today for this partner. */
export function resolveOptions(field: FieldDefinition, context: ModelContext): readonly Option[] {
  const { options } = field;
  if (!options) return [];
  if ('years' in options) {
    const year = context.now.getUTCFullYear();
    const years: Option[] = [];
    for (let y = year + options.years.to; y >= year + options.years.from; y -= 1) {
      years.push({ value: String(y), label: String(y) });
    }
    return years;
  }
  if ('partnerList' in options) {
    if (options.partnerList !== 'entryTerms') return context.partner[options.partnerList];
    return openEntryTerms(context.partner.termCalendar, context.now).map(({ value, label }) => ({
      value,
      label,
    }));
  }
  return options;
}

/** A coded field stores a value and, in `${key}_desc`, the chosen option's label. */
export function isCoded(field: FieldDefinition): boolean {
  return field.widget === 'select' || field.widget === 'radio';
}

export const descKey = (key: string) => `${key}_desc`;

/** Every field below these nodes, hidden or not, in reading order. */
export function allFields(nodes: readonly ModelNode[]): FieldDefinition[] {
  const out: FieldDefinition[] = [];
  collect(nodes, undefined, out);
  return out;
}

/** The fields an applicant can see given the answers and the host state. */
export function visibleFields(
  nodes: readonly ModelNode[],
  state: VisibilityState,
): FieldDefinition[] {
  const out: FieldDefinition[] = [];
  collect(nodes, state, out);
  return out;
}

function anyAnswered(nodes: readonly ModelNode[], answers: Answers): boolean {
  return allFields(nodes).some((field) => isAnswered(answers[field.key]));
}

export function isButtonTriggerOpen(
  id: string,
  after: readonly ModelNode[],
  state: Pick<VisibilityState, 'answers' | 'openTriggers'>,
): boolean {
  return (state.openTriggers?.has(id) ?? false) || anyAnswered(after, state.answers);
}

/** How many instances of a repeat are shown: the host's count, stretched to any answered one. */
export function repeatCount(
  node: Extract<ModelNode, { kind: 'repeat' }>,
  state: Pick<VisibilityState, 'answers' | 'addAnother'> & ModelContext,
): number {
  let count = Math.min(
    Math.max(state.addAnother?.[node.id] ?? limits.addAnotherDefault, 1),
    node.instances.length,
  );
  node.instances.forEach((instance, index) => {
    const revealed = instance.revealWhen && holds(instance.revealWhen, state.answers, state);
    if (revealed || anyAnswered(instance.children, state.answers))
      count = Math.max(count, index + 1);
  });
  return count;
}

/**
 * The child lists of a node that are shown given the state (all of them without a state).
 * A field has none; its own `showWhen` is checked by `isShown`.
 */
export function shownBranches(
  node: ModelNode,
  state: VisibilityState | undefined,
): (readonly ModelNode[])[] {
  switch (node.kind) {
    case 'field':
    case 'text':
      return [];
    case 'section':
      return [node.children];
    case 'groups': {
      const groups = state
        ? node.groups.filter((group) => holds(group.showWhen, state.answers, state)).slice(0, 1)
        : node.groups;
      return groups.map((group) => group.children);
    }
    case 'trigger': {
      const own = node.trigger.widget === 'checkbox' ? [[node.trigger.field]] : [];
      if (!state) return [...own, node.before, node.after];
      const open =
        node.trigger.widget === 'checkbox'
          ? isAnswered(state.answers[node.trigger.field.key])
          : isButtonTriggerOpen(node.id, node.after, state);
      return [...own, open ? node.after : node.before];
    }
    case 'radioSections': {
      if (!state) return [[node.field], ...Object.values(node.cases)];
      const chosen = node.cases[state.answers[node.field.key] ?? ''];
      return chosen ? [[node.field], chosen] : [[node.field]];
    }
    case 'repeat': {
      const count = state ? repeatCount(node, state) : node.instances.length;
      return node.instances.slice(0, count).map((instance) => instance.children);
    }
    case 'tabs': {
      if (!state) return node.tabs.map((tab) => tab.children);
      const chosen = chosenTab(node, state.tabs);
      return node.tabs.filter((tab) => tab.value === chosen).map((tab) => tab.children);
    }
  }
}

/** A node's own condition (fields, sections and texts have one). */
export function isShown(node: ModelNode, state: VisibilityState | undefined): boolean {
  const condition = 'showWhen' in node ? node.showWhen : undefined;
  return !state || !condition || holds(condition, state.answers, state);
}

function collect(
  nodes: readonly ModelNode[],
  state: VisibilityState | undefined,
  out: FieldDefinition[],
): void {
  for (const node of nodes) {
    if (!isShown(node, state)) continue;
    if (node.kind === 'field') out.push(node);
    for (const branch of shownBranches(node, state)) collect(branch, state, out);
  }
}

/** The host's choice when it names one of the tabs, else the default tab. */
export function chosenTab(
  node: Extract<ModelNode, { kind: 'tabs' }>,
  tabs: Readonly<Record<string, string>> | undefined,
): string {
  const stored = tabs?.[node.id];
  return node.tabs.some((tab) => tab.value === stored) ? (stored as string) : node.defaultTab;
}

/** The answer keys below these nodes that clearing empties: values and `_desc`, not uploads. */
export function answerKeysOf(nodes: readonly ModelNode[]): string[] {
  return allFields(nodes)
    .filter((field) => field.widget !== 'file')
    .flatMap((field) => (isCoded(field) ? [field.key, descKey(field.key)] : [field.key]));
}

/** Upload keys below these nodes (a tab switch deletes their documents). */
export function documentKeysOf(nodes: readonly ModelNode[]): string[] {
  return allFields(nodes)
    .filter((field) => field.widget === 'file')
    .map((field) => field.key);
}
