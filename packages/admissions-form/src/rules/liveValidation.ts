import { isAnswered, type Answers } from '../conditions/conditions';
import type { ApplicationDefinition } from '../definition/types';
import { indexDefinition } from '../model/dataModel';
import type { FieldDefinition, ModelNode, PageDefinition } from '../model/types';
import {
  allFields,
  conditionKeys,
  isShown,
  shownBranches,
  type VisibilityState,
} from '../model/walk';
import {
  definitionOf,
  validateApplication,
  validateField,
  validationInputs,
  type ValidateOptions,
  type ValidationErrors,
} from './validateApplication';

/** A field of the pages validated, with the nodes that decide whether it is shown. */
interface PlacedField {
  field: FieldDefinition;
  /** From the page's section down to the field's parent. */
  path: readonly ModelNode[];
}

/**
 * The rule dependency map: which fields' messages read which answers, from the definition's
 * data. A field's messages read its own answer, its rules' conditions, and whatever decides
 * whether it is shown; where one of those keys is a mirror's copy, what the mirror copies and
 * its condition too.
 */
interface RuleDependencies {
  /** Every field of the pages, in the order validation lists their messages. */
  fields: readonly PlacedField[];
  /** The fields whose messages can change with an answer's value, by key. */
  readers: ReadonlyMap<string, readonly number[]>;
  /**
   * An add-another or a reveal button keeps what is below it shown while any of its answers is
   * given: by key, the fields below each one reading it, to check when that answer goes from
   * given to not given or back (`whenAnswered`), or on any change (what a mirror copies in).
   */
  groupReaders: ReadonlyMap<string, readonly { below: readonly number[]; whenAnswered: boolean }[]>;
  /** Fields with a partner validator, which is told every answer: checked on any change. */
  readEverything: readonly number[];
  /** Each field's place in `fields`, by key: the order of the messages. */
  position: ReadonlyMap<string, number>;
  /** A key defined twice (a misconfiguration): only a whole validation orders its messages. */
  duplicated: boolean;
}

const keysOf = (nodes: readonly ModelNode[]) => allFields(nodes).map((field) => field.key);

/** The keys a node's own choice of what to show reads: their values, or only if answered. */
function shownBy(node: ModelNode): { values: string[]; answered: string[] } {
  const values = 'showWhen' in node && node.showWhen ? conditionKeys(node.showWhen) : [];
  switch (node.kind) {
    case 'groups':
      return {
        values: node.groups.flatMap((group) => conditionKeys(group.showWhen)),
        answered: [],
      };
    case 'trigger':
      return node.trigger.widget === 'checkbox'
        ? { values: [...values, node.trigger.field.key], answered: [] }
        : { values, answered: keysOf(node.after) };
    case 'radioSections':
      return { values: [...values, node.field.key], answered: [] };
    case 'repeat':
      return {
        values: node.instances.flatMap((instance) =>
          instance.revealWhen ? conditionKeys(instance.revealWhen) : [],
        ),
        answered: node.instances.flatMap((instance) => keysOf(instance.children)),
      };
    default:
      return { values, answered: [] };
  }
}

function ruleDependencies(
  definition: ApplicationDefinition,
  pages: readonly PageDefinition[],
): RuleDependencies {
  // `applyMirrors` copies over every page of the definition, whatever pages are validated.
  const mirrorSources = new Map<string, string[]>();
  const visitMirrors = (nodes: readonly ModelNode[]) => {
    for (const node of nodes) {
      if (node.kind !== 'section') continue;
      for (const [to, from] of Object.entries(node.mirror?.from ?? {})) {
        const sources = mirrorSources.get(to) ?? [];
        mirrorSources.set(to, [...sources, from, ...conditionKeys(node.mirror!.when)]);
      }
      visitMirrors(node.children);
    }
  };
  definition.pages.forEach((page) => visitMirrors(page.sections));
  /** The keys with what their mirrors copy, and what that copies in turn. */
  const withSources = (keys: Iterable<string>) => {
    const all = new Set(keys);
    for (const key of all) mirrorSources.get(key)?.forEach((source) => all.add(source));
    return all;
  };

  const fields: PlacedField[] = [];
  const readers = new Map<string, number[]>();
  const readEverything: number[] = [];
  const add = (map: Map<string, number[]>, key: string, index: number) => {
    const list = map.get(key);
    if (list) list.push(index);
    else map.set(key, [index]);
  };
  const shownByNode = new Map<ModelNode, ReturnType<typeof shownBy>>();
  const shownByOnce = (node: ModelNode) => {
    const known = shownByNode.get(node);
    if (known) return known;
    const found = shownBy(node);
    shownByNode.set(node, found);
    return found;
  };
  const groupReaders = new Map<string, { below: number[]; whenAnswered: boolean }[]>();
  const groups = new Map<ModelNode, number[]>();
  const place = (nodes: readonly ModelNode[], path: readonly ModelNode[]) => {
    for (const node of nodes) {
      const { values, answered } = shownByOnce(node);
      if (answered.length > 0 && !groups.has(node)) {
        const below: number[] = [];
        groups.set(node, below);
        const own = new Set(answered);
        for (const key of withSources(answered)) {
          const readers = groupReaders.get(key) ?? [];
          groupReaders.set(key, [...readers, { below, whenAnswered: own.has(key) }]);
        }
      }
      if (node.kind === 'field') {
        const index = fields.push({ field: node, path }) - 1;
        const rules = node.rules ?? [];
        if (rules.some((rule) => rule.rule === 'validator')) readEverything.push(index);
        const read = withSources([
          node.key,
          ...rules.flatMap((rule) => ('when' in rule && rule.when ? conditionKeys(rule.when) : [])),
          ...values,
          ...path.flatMap((above) => shownByOnce(above).values),
        ]);
        read.forEach((key) => add(readers, key, index));
        for (const above of path) groups.get(above)?.push(index);
      }
      for (const branch of shownBranches(node, undefined)) place(branch, [...path, node]);
    }
  };
  pages.forEach((page) => place(page.sections, []));
  const position = new Map(fields.map(({ field }, index) => [field.key, index]));
  return {
    fields,
    readers,
    groupReaders,
    readEverything,
    position,
    duplicated: position.size !== fields.length,
  };
}

/**
 * Whether the page shows the field: the checks `visibleFields` makes on its way down to it,
 * each node's answer kept for the other fields checked with the same state.
 */
function isPlacedFieldShown(
  { field, path }: PlacedField,
  state: VisibilityState,
  branchesOf: Map<ModelNode, (readonly ModelNode[])[]>,
): boolean {
  const branches = (node: ModelNode) => {
    let shown = branchesOf.get(node);
    if (!shown) {
      shown = isShown(node, state) ? shownBranches(node, state) : [];
      branchesOf.set(node, shown);
    }
    return shown;
  };
  return (
    path.every((node, depth) => {
      const next = path[depth + 1] ?? field;
      return branches(node).some((branch) => branch.includes(next));
    }) && isShown(field, state)
  );
}

/** The options that give the same messages for the same answers. */
function sameOptions(a: ValidateOptions, b: ValidateOptions): boolean {
  return (
    a.now.getTime() === b.now.getTime() &&
    a.partner === b.partner &&
    a.definition === b.definition &&
    a.validators === b.validators &&
    a.documents === b.documents &&
    a.tabs === b.tabs &&
    a.addAnother === b.addAnother &&
    a.pages === b.pages
  );
}

/** The keys whose answer differs, and whether one of them went from given to not or back. */
function changesBetween(before: Answers, after: Answers) {
  const changed: string[] = [];
  let answeredChanged = false;
  const compare = (key: string) => {
    if (before[key] === after[key]) return;
    changed.push(key);
    if (isAnswered(before[key]) !== isAnswered(after[key])) answeredChanged = true;
  };
  for (const key in after) compare(key);
  for (const key in before) if (!(key in after)) compare(key);
  return { changed, answeredChanged };
}

interface Checked {
  answers: Answers;
  options: ValidateOptions;
  errors: ValidationErrors;
  dependencies: RuleDependencies;
}

/**
 * Validation for a form being filled in: the first call, and any call with other options,
 * validates the whole application with `validateApplication`; after that each call re-checks
 * only the fields whose messages can depend on the answers changed since the last call (the
 * rule dependency map) and keeps the others' messages. Each call returns what
 * `validateApplication` returns for the same answers and options, keys in the same order.
 */
export function liveValidation(): (answers: Answers, options: ValidateOptions) => ValidationErrors {
  let last: Checked | undefined;
  return (answers, options) => {
    const definition = definitionOf(options);
    const index = indexDefinition(definition);
    const { changed, answeredChanged } = last
      ? changesBetween(last.answers, answers)
      : { changed: [], answeredChanged: false };
    if (last && sameOptions(last.options, options) && changed.length === 0) return last.errors;
    const dependencies =
      last && last.options.definition === options.definition && last.options.pages === options.pages
        ? last.dependencies
        : ruleDependencies(definition, options.pages ?? definition.pages);
    // Another key than the definition's changes the refused keys, listed first.
    if (
      !last ||
      !sameOptions(last.options, options) ||
      dependencies.duplicated ||
      !changed.every(index.isKey)
    ) {
      const errors = validateApplication(answers, options);
      last = { answers: { ...answers }, options, errors, dependencies };
      return errors;
    }

    const affected = new Set(dependencies.readEverything);
    for (const key of changed) {
      dependencies.readers.get(key)?.forEach((field) => affected.add(field));
      for (const { below, whenAnswered } of dependencies.groupReaders.get(key) ?? []) {
        if (answeredChanged || !whenAnswered) below.forEach((field) => affected.add(field));
      }
    }
    const { state, documents } = validationInputs(answers, options);
    const branchesOf = new Map<ModelNode, (readonly ModelNode[])[]>();
    let errors: ValidationErrors = { ...last.errors };
    let added = false;
    for (const field of affected) {
      const placed = dependencies.fields[field]!;
      const { key } = placed.field;
      const found = isPlacedFieldShown(placed, state, branchesOf)
        ? validateField(placed.field, state.answers, state, documents)
        : [];
      if (found.length === 0) {
        delete errors[key];
        continue;
      }
      added ||= !(key in errors);
      errors[key] = [...new Set(found)];
    }
    // A key changed or removed keeps the others' order; a new one takes its field's place.
    if (added) {
      const { position } = dependencies;
      errors = Object.fromEntries(
        Object.entries(errors).sort(
          ([a], [b]) => (position.get(a) ?? -1) - (position.get(b) ?? -1),
        ),
      );
    }
    last = { answers: { ...answers }, options, errors, dependencies };
    return errors;
  };
}
