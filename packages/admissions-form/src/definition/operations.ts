import type {
  Condition,
  FieldDefinition,
  ModelNode,
  OptionSource,
  PageDefinition,
  Rule,
  SectionNode,
  TextNode,
} from '../model/types';
import { definitionOptions, definitionTexts, translationProblems } from './translations';
import type {
  ApplicationDefinition,
  DefinitionModule,
  DefinitionTranslation,
  Placement,
} from './types';

/**
 * Typed edits of a definition. Each returns a new definition and leaves the one it was given
 * unchanged; each throws a `DefinitionEditError` naming what it could not find or would
 * duplicate. None of them checks the whole result: `assertDefinition` does, at start-up, so a
 * removed question that a condition still reads is reported there with every other problem.
 */
export class DefinitionEditError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DefinitionEditError';
  }
}

type NodeList = readonly ModelNode[];

/** A node's name in its list: a field's key, any other node's id. */
function nameOf(node: ModelNode): string {
  return node.kind === 'field' ? node.key : node.id;
}

/** The question a node asks itself (a field, a check-box trigger's box, a radio section's radio). */
function ownField(node: ModelNode): FieldDefinition | undefined {
  if (node.kind === 'field') return node;
  if (node.kind === 'radioSections') return node.field;
  if (node.kind === 'trigger' && node.trigger.widget === 'checkbox') return node.trigger.field;
  return undefined;
}

/** Rebuilds a node with each of its child lists edited. */
function mapChildLists(node: ModelNode, edit: (list: NodeList) => NodeList): ModelNode {
  switch (node.kind) {
    case 'field':
    case 'text':
      return node;
    case 'section':
      return { ...node, children: edit(node.children) };
    case 'groups':
      return { ...node, groups: node.groups.map((g) => ({ ...g, children: edit(g.children) })) };
    case 'trigger':
      return { ...node, before: edit(node.before), after: edit(node.after) };
    case 'radioSections':
      return {
        ...node,
        cases: Object.fromEntries(Object.entries(node.cases).map(([k, v]) => [k, edit(v)])),
      };
    case 'repeat':
      return {
        ...node,
        instances: node.instances.map((i) => ({ ...i, children: edit(i.children) })),
      };
    case 'tabs':
      return { ...node, tabs: node.tabs.map((t) => ({ ...t, children: edit(t.children) })) };
  }
}

function rewriteList(nodes: NodeList, edit: (list: NodeList) => NodeList): NodeList {
  return edit(nodes.map((node) => mapChildLists(node, (list) => rewriteList(list, edit))));
}

/** Applies `edit` to every list of nodes in the definition, the pages' section lists included. */
function rewrite(
  definition: ApplicationDefinition,
  edit: (list: NodeList) => NodeList,
): ApplicationDefinition {
  return withoutStaleTranslations({
    ...definition,
    pages: definition.pages.map((page) => ({
      ...page,
      sections: rewriteList(page.sections, edit) as readonly SectionNode[],
    })),
  });
}

/**
 * Drops the translated texts of what an edit removed (a question, a section, a module), so a
 * translation never names a text the definition no longer has.
 */
function withoutStaleTranslations(definition: ApplicationDefinition): ApplicationDefinition {
  if (!definition.translations) return definition;
  const ids = { ...definitionTexts(definition), ...definitionOptions(definition) };
  const translations = Object.fromEntries(
    Object.entries(definition.translations).map(([locale, translation]) => [
      locale,
      {
        ...translation,
        texts: Object.fromEntries(
          Object.entries(translation.texts ?? {}).filter(([id]) => Object.hasOwn(ids, id)),
        ),
      },
    ]),
  );
  return { ...definition, translations };
}

/** Every node of the definition, depth first. */
function everyNode(definition: ApplicationDefinition): ModelNode[] {
  const out: ModelNode[] = [];
  const visit = (nodes: NodeList) => {
    for (const node of nodes) {
      out.push(node);
      const field = ownField(node);
      if (field && field !== node) out.push(field);
      mapChildLists(node, (list) => {
        visit(list);
        return list;
      });
    }
  };
  for (const page of definition.pages) visit(page.sections);
  return out;
}

function hasKey(definition: ApplicationDefinition, key: string): boolean {
  return everyNode(definition).some((node) => node.kind === 'field' && node.key === key);
}

function hasSection(definition: ApplicationDefinition, id: string): boolean {
  return everyNode(definition).some((node) => node.kind === 'section' && node.id === id);
}

/** Inserts at the placement; undefined when the anchor is not in this list. */
function insert<T extends ModelNode>(
  list: readonly T[],
  items: readonly T[],
  placement: Placement,
): T[] | undefined {
  if (placement === 'start') return [...items, ...list];
  if (placement === 'end') return [...list, ...items];
  const anchor = 'before' in placement ? placement.before : placement.after;
  const index = list.findIndex((node) => nameOf(node) === anchor);
  if (index < 0) return undefined;
  const at = 'before' in placement ? index : index + 1;
  return [...list.slice(0, at), ...items, ...list.slice(at)];
}

function describe(placement: Placement): string {
  if (typeof placement === 'string') return placement;
  return 'before' in placement ? `before "${placement.before}"` : `after "${placement.after}"`;
}

function renumber(pages: readonly PageDefinition[]): PageDefinition[] {
  return pages.map((page, index) => ({ ...page, step: index + 1 }));
}

function pageIndex(definition: ApplicationDefinition, id: string, operation: string): number {
  const index = definition.pages.findIndex((page) => page.id === id);
  if (index < 0) {
    throw new DefinitionEditError(
      `${operation}: there is no page "${id}" (pages: ${definition.pages.map((p) => p.id).join(', ')}).`,
    );
  }
  return index;
}

// Pages

/** Adds a page (last by default); steps are renumbered in page order. */
export function addPage(
  definition: ApplicationDefinition,
  page: PageDefinition,
  placement: Placement = 'end',
): ApplicationDefinition {
  if (definition.pages.some((p) => p.id === page.id)) {
    throw new DefinitionEditError(`addPage: a page "${page.id}" already exists.`);
  }
  const pages = placeAmong(definition.pages, page, placement, 'addPage');
  return { ...definition, pages: renumber(pages) };
}

function placeAmong(
  pages: readonly PageDefinition[],
  page: PageDefinition,
  placement: Placement,
  operation: string,
): PageDefinition[] {
  if (placement === 'start') return [page, ...pages];
  if (placement === 'end') return [...pages, page];
  const anchor = 'before' in placement ? placement.before : placement.after;
  const index = pages.findIndex((p) => p.id === anchor);
  if (index < 0) throw new DefinitionEditError(`${operation}: there is no page "${anchor}".`);
  const at = 'before' in placement ? index : index + 1;
  return [...pages.slice(0, at), page, ...pages.slice(at)];
}

/** Removes a page with everything on it. */
export function removePage(definition: ApplicationDefinition, id: string): ApplicationDefinition {
  pageIndex(definition, id, 'removePage');
  return withoutStaleTranslations({
    ...definition,
    pages: renumber(definition.pages.filter((page) => page.id !== id)),
  });
}

/** Moves a page to another place in the step order. */
export function movePage(
  definition: ApplicationDefinition,
  id: string,
  placement: Placement,
): ApplicationDefinition {
  const page = definition.pages[pageIndex(definition, id, 'movePage')]!;
  const others = definition.pages.filter((p) => p.id !== id);
  return { ...definition, pages: renumber(placeAmong(others, page, placement, 'movePage')) };
}

/** Replaces a page as a whole (its step number follows its place). */
export function replacePage(
  definition: ApplicationDefinition,
  id: string,
  page: PageDefinition,
): ApplicationDefinition {
  const index = pageIndex(definition, id, 'replacePage');
  const pages = definition.pages.map((p, i) => (i === index ? page : p));
  return withoutStaleTranslations({ ...definition, pages: renumber(pages) });
}

/** Changes a page's title, its submitted title or its route. */
export function updatePage(
  definition: ApplicationDefinition,
  id: string,
  changes: Partial<Pick<PageDefinition, 'title' | 'submittedTitle' | 'path'>>,
): ApplicationDefinition {
  const index = pageIndex(definition, id, 'updatePage');
  return {
    ...definition,
    pages: definition.pages.map((p, i) => (i === index ? { ...p, ...changes } : p)),
  };
}

// Sections

/** Adds a section to a page (last by default, or before/after one of its sections). */
export function addSection(
  definition: ApplicationDefinition,
  pageId: string,
  section: SectionNode,
  placement: Placement = 'end',
): ApplicationDefinition {
  if (hasSection(definition, section.id)) {
    throw new DefinitionEditError(`addSection: a section "${section.id}" already exists.`);
  }
  const index = pageIndex(definition, pageId, 'addSection');
  const page = definition.pages[index]!;
  const sections = insert(page.sections, [section], placement);
  if (!sections) {
    throw new DefinitionEditError(
      `addSection: the page "${pageId}" has no section ${describe(placement)}.`,
    );
  }
  return {
    ...definition,
    pages: definition.pages.map((p, i) => (i === index ? { ...p, sections } : p)),
  };
}

function requireSection(definition: ApplicationDefinition, id: string, operation: string) {
  if (!hasSection(definition, id)) {
    throw new DefinitionEditError(`${operation}: there is no section "${id}".`);
  }
}

function findSection(definition: ApplicationDefinition, id: string): SectionNode | undefined {
  return everyNode(definition).find(
    (node): node is SectionNode => node.kind === 'section' && node.id === id,
  );
}

/** Removes a section with every question in it. */
export function removeSection(
  definition: ApplicationDefinition,
  id: string,
): ApplicationDefinition {
  requireSection(definition, id, 'removeSection');
  return rewrite(definition, (list) =>
    list.filter((node) => !(node.kind === 'section' && node.id === id)),
  );
}

/** Replaces a section as a whole. */
export function replaceSection(
  definition: ApplicationDefinition,
  id: string,
  section: SectionNode,
): ApplicationDefinition {
  requireSection(definition, id, 'replaceSection');
  return rewrite(definition, (list) =>
    list.map((node) => (node.kind === 'section' && node.id === id ? section : node)),
  );
}

/** Changes a section's title or its introduction (the help text under its heading). */
export function updateSection(
  definition: ApplicationDefinition,
  id: string,
  changes: Partial<Pick<SectionNode, 'title' | 'intro' | 'showWhen'>>,
): ApplicationDefinition {
  const section = findSection(definition, id);
  if (!section) throw new DefinitionEditError(`updateSection: there is no section "${id}".`);
  return replaceSection(definition, id, { ...section, ...changes });
}

/** Moves a section to a page (its own by default), first, last or next to another section. */
export function moveSection(
  definition: ApplicationDefinition,
  id: string,
  to: { page: string; placement?: Placement },
): ApplicationDefinition {
  const section = findSection(definition, id);
  if (!section) throw new DefinitionEditError(`moveSection: there is no section "${id}".`);
  return addSection(removeSection(definition, id), to.page, section, to.placement ?? 'end');
}

// Fields

function findField(definition: ApplicationDefinition, key: string): FieldDefinition | undefined {
  return everyNode(definition).find(
    (node): node is FieldDefinition => node.kind === 'field' && node.key === key,
  );
}

function requireField(definition: ApplicationDefinition, key: string, operation: string) {
  const field = findField(definition, key);
  if (!field) throw new DefinitionEditError(`${operation}: there is no question "${key}".`);
  return field;
}

/** Adds a question to a section (last by default, or before/after a question in it). */
export function addField(
  definition: ApplicationDefinition,
  sectionId: string,
  field: FieldDefinition,
  placement: Placement = 'end',
): ApplicationDefinition {
  if (hasKey(definition, field.key)) {
    throw new DefinitionEditError(`addField: the key "${field.key}" is already a question.`);
  }
  const section = findSection(definition, sectionId);
  if (!section) throw new DefinitionEditError(`addField: there is no section "${sectionId}".`);
  const children = insert(section.children, [field], placement);
  if (!children) {
    throw new DefinitionEditError(
      `addField: the section "${sectionId}" has nothing ${describe(placement)}.`,
    );
  }
  return replaceSection(definition, sectionId, { ...section, children });
}

/**
 * Removes a question. A question that opens content of its own (a radio question with its
 * follow-ups, a check box that reveals more) goes with that content.
 */
export function removeField(definition: ApplicationDefinition, key: string): ApplicationDefinition {
  requireField(definition, key, 'removeField');
  return rewrite(definition, (list) => list.filter((node) => ownField(node)?.key !== key));
}

/** Replaces a question as a whole (it may change its key). */
export function replaceField(
  definition: ApplicationDefinition,
  key: string,
  field: FieldDefinition,
): ApplicationDefinition {
  requireField(definition, key, 'replaceField');
  if (field.key !== key && hasKey(definition, field.key)) {
    throw new DefinitionEditError(`replaceField: the key "${field.key}" is already a question.`);
  }
  const swap = (node: ModelNode): ModelNode => {
    if (node.kind === 'field') return node.key === key ? field : node;
    if (node.kind === 'radioSections' && node.field.key === key) return { ...node, field };
    if (node.kind === 'trigger' && node.trigger.widget === 'checkbox') {
      if (node.trigger.field.key === key)
        return { ...node, trigger: { widget: 'checkbox', field } };
    }
    return node;
  };
  return rewrite(definition, (list) => list.map(swap));
}

/** The parts of a question a partner rewords or changes in place. */
export type FieldChanges = Partial<
  Pick<FieldDefinition, 'label' | 'hint' | 'options' | 'showWhen' | 'autoComplete' | 'rules'>
>;

/** Changes a question's label, hint, options, condition, autocomplete token or rules. */
export function updateField(
  definition: ApplicationDefinition,
  key: string,
  changes: FieldChanges,
): ApplicationDefinition {
  const field = requireField(definition, key, 'updateField');
  return replaceField(definition, key, { ...field, ...changes });
}

/** Replaces the options of a select or radio question. */
export function replaceOptions(
  definition: ApplicationDefinition,
  key: string,
  options: OptionSource,
): ApplicationDefinition {
  const field = requireField(definition, key, 'replaceOptions');
  if (field.widget !== 'select' && field.widget !== 'radio') {
    throw new DefinitionEditError(
      `replaceOptions: the question "${key}" is a ${field.widget}, not a select or radio question.`,
    );
  }
  return replaceField(definition, key, { ...field, options });
}

/**
 * Makes a question required (`true`), optional (`false`), or required while a condition holds;
 * `message` replaces the default "Enter …"/"Select …" text.
 */
export function setRequired(
  definition: ApplicationDefinition,
  key: string,
  required: boolean | Condition,
  message?: string,
): ApplicationDefinition {
  const field = requireField(definition, key, 'setRequired');
  const others = (field.rules ?? []).filter(
    (rule) => rule.rule !== 'required' && rule.rule !== 'mustBeTrue',
  );
  const rule: Rule | undefined =
    required === false
      ? undefined
      : {
          rule: 'required',
          ...(required !== true && { when: required }),
          ...(message !== undefined && { message }),
        };
  return replaceField(definition, key, { ...field, rules: rule ? [rule, ...others] : others });
}

/** Adds a rule, with its own message, to a question (after its other rules). */
export function addRule(
  definition: ApplicationDefinition,
  key: string,
  rule: Rule,
): ApplicationDefinition {
  const field = requireField(definition, key, 'addRule');
  return replaceField(definition, key, { ...field, rules: [...(field.rules ?? []), rule] });
}

/** Moves a question into a section (first, last, or next to another of its questions). */
export function moveField(
  definition: ApplicationDefinition,
  key: string,
  to: { section: string; placement?: Placement },
): ApplicationDefinition {
  const node = everyNode(definition).find((n) => ownField(n)?.key === key);
  if (!node) throw new DefinitionEditError(`moveField: there is no question "${key}".`);
  const removed = removeField(definition, key);
  const section = findSection(removed, to.section);
  if (!section) throw new DefinitionEditError(`moveField: there is no section "${to.section}".`);
  const children = insert(section.children, [node], to.placement ?? 'end');
  if (!children) {
    throw new DefinitionEditError(
      `moveField: the section "${to.section}" has nothing ${describe(to.placement ?? 'end')}.`,
    );
  }
  return replaceSection(removed, to.section, { ...section, children });
}

// Guidance text

/** Rewords a guidance text (or changes its link). */
export function updateText(
  definition: ApplicationDefinition,
  id: string,
  changes: Partial<Pick<TextNode, 'text' | 'link' | 'showWhen'>>,
): ApplicationDefinition {
  if (!everyNode(definition).some((n) => n.kind === 'text' && n.id === id)) {
    throw new DefinitionEditError(`updateText: there is no text "${id}".`);
  }
  return rewrite(definition, (list) =>
    list.map((node) => (node.kind === 'text' && node.id === id ? { ...node, ...changes } : node)),
  );
}

/** Removes a guidance text. */
export function removeText(definition: ApplicationDefinition, id: string): ApplicationDefinition {
  if (!everyNode(definition).some((n) => n.kind === 'text' && n.id === id)) {
    throw new DefinitionEditError(`removeText: there is no text "${id}".`);
  }
  return rewrite(definition, (list) =>
    list.filter((node) => !(node.kind === 'text' && node.id === id)),
  );
}

// Modules

/** Adds a module's sections and questions where it places them, and records its id. */
export function includeModule(
  definition: ApplicationDefinition,
  module: DefinitionModule,
): ApplicationDefinition {
  if (definition.modules.includes(module.id)) {
    throw new DefinitionEditError(`includeModule: the module "${module.id}" is already included.`);
  }
  let result = definition;
  for (const part of module.sections ?? []) {
    result = addSection(result, part.page, part.section, part.placement ?? 'end');
  }
  for (const part of module.fields ?? []) {
    result = addField(result, part.section, part.field, part.placement ?? 'end');
  }
  return { ...result, modules: [...result.modules, module.id] };
}

/** Takes out everything a module added: its sections and its questions. */
export function removeModule(
  definition: ApplicationDefinition,
  module: DefinitionModule,
): ApplicationDefinition {
  if (!definition.modules.includes(module.id)) {
    throw new DefinitionEditError(`removeModule: the module "${module.id}" is not included.`);
  }
  let result = definition;
  for (const part of module.fields ?? []) {
    if (hasKey(result, part.field.key)) result = removeField(result, part.field.key);
  }
  for (const part of module.sections ?? []) {
    if (hasSection(result, part.section.id)) result = removeSection(result, part.section.id);
  }
  return { ...result, modules: result.modules.filter((id) => id !== module.id) };
}

// Translations

/**
 * Gives texts of the definition in another language (`'es'`), added to those it already has
 * there: `texts` by text id (`first_name.label`, `page.about.title`), `options` by the
 * option's source text wherever a list offers it (`'United States'`). Throws for an id the
 * definition does not have, so a typo never leaves a text silently untranslated.
 */
export function translateDefinition(
  definition: ApplicationDefinition,
  locale: string,
  translation: DefinitionTranslation,
): ApplicationDefinition {
  if (!/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(locale)) {
    throw new DefinitionEditError(
      `translateDefinition: "${locale}" is not a language tag (use e.g. "es" or "es-MX").`,
    );
  }
  const before = definition.translations?.[locale] ?? {};
  const merged: DefinitionTranslation = {
    texts: { ...before.texts, ...translation.texts },
    options: { ...before.options, ...translation.options },
  };
  const result: ApplicationDefinition = {
    ...definition,
    translations: { ...definition.translations, [locale]: merged },
  };
  const problems = translationProblems({ ...result, translations: { [locale]: translation } });
  if (problems.length > 0) {
    throw new DefinitionEditError(`translateDefinition: ${problems.join(' ')}`);
  }
  return result;
}
