import type { FieldDefinition, ModelNode } from '../model/types';
import { allFields } from '../model/walk';
import type { ApplicationDefinition, QueueColumnKeys } from './types';

/** The transfer application's answers behind the review queue's columns. */
const transferQueueColumns: Required<QueueColumnKeys> = {
  givenName: 'first_name',
  familyName: 'last_name',
  entryTerm: 'entry_term',
  programme: 'applied_major',
  colleges: { repeat: 'colleges', name: 'name' },
};

/** The queue's columns of a definition, resolved to answer keys. */
export interface QueueColumns {
  givenName: string;
  familyName: string;
  entryTerm: string;
  programme: string;
  /** The add-another group of the colleges: only its shown instances are listed. */
  collegeGroup: string;
  /** The key of each college's name, in the instances' order. */
  collegeNames: readonly string[];
}

type Repeat = Extract<ModelNode, { kind: 'repeat' }>;

function repeatsOf(nodes: readonly ModelNode[]): Repeat[] {
  return nodes.flatMap((node): Repeat[] => {
    switch (node.kind) {
      case 'repeat':
        return [node, ...node.instances.flatMap((instance) => repeatsOf(instance.children))];
      case 'section':
        return repeatsOf(node.children);
      case 'groups':
        return node.groups.flatMap((group) => repeatsOf(group.children));
      case 'trigger':
        return [...repeatsOf(node.before), ...repeatsOf(node.after)];
      case 'radioSections':
        return Object.values(node.cases).flatMap(repeatsOf);
      case 'tabs':
        return node.tabs.flatMap((tab) => repeatsOf(tab.children));
      default:
        return [];
    }
  });
}

const nodesOf = (definition: ApplicationDefinition) =>
  definition.pages.flatMap((page) => page.sections);

/**
 * The definition's queue columns: each one it declares, else the transfer application's. The
 * previous colleges are the name key in each instance of the colleges' repeat that has one.
 */
export function queueColumnsOf(definition: ApplicationDefinition): QueueColumns {
  const declared = { ...transferQueueColumns, ...definition.queueColumns };
  const repeat = repeatsOf(nodesOf(definition)).find(
    (node) => node.id === declared.colleges.repeat,
  );
  const keys = new Set(allFields(nodesOf(definition)).map((field) => field.key));
  return {
    givenName: declared.givenName,
    familyName: declared.familyName,
    entryTerm: declared.entryTerm,
    programme: declared.programme,
    collegeGroup: declared.colleges.repeat,
    collegeNames: (repeat?.instances ?? [])
      .map((instance) => `${instance.prefix}${declared.colleges.name}`)
      .filter((key) => keys.has(key)),
  };
}

const columnNames: Record<Exclude<keyof QueueColumnKeys, 'colleges'>, string> = {
  givenName: 'given name',
  familyName: 'family name',
  entryTerm: 'entry term',
  programme: 'programme',
};

/**
 * What is wrong with a definition's declared queue columns, as sentences: a key that is not a
 * question of the definition, an upload, a term or programme that is not a choice, a colleges'
 * repeat that is not one. The columns left to the transfer application's keys are not checked:
 * a form without such a question has that column empty.
 */
export function queueColumnProblems(definition: ApplicationDefinition): string[] {
  const declared = definition.queueColumns;
  if (!declared) return [];
  const out: string[] = [];
  const fields = new Map<string, FieldDefinition>(
    allFields(nodesOf(definition)).map((field) => [field.key, field]),
  );
  for (const column of Object.keys(columnNames) as (keyof typeof columnNames)[]) {
    const key = declared[column];
    if (key === undefined) continue;
    const field = fields.get(key);
    const name = columnNames[column];
    if (!field) {
      out.push(`The queue's ${name} column reads "${key}", which is not a question of the form.`);
    } else if (field.widget === 'file') {
      out.push(`The queue's ${name} column reads "${key}", which is an upload, not an answer.`);
    } else if (
      (column === 'entryTerm' || column === 'programme') &&
      field.widget !== 'select' &&
      field.widget !== 'radio'
    ) {
      out.push(
        `The queue's ${name} column reads "${key}", which is not a choice (a select or radio question), so it could not be filtered by its options.`,
      );
    }
  }
  if (declared.colleges) {
    const { repeat, name } = declared.colleges;
    const found = repeatsOf(nodesOf(definition)).find((node) => node.id === repeat);
    if (!found) {
      out.push(
        `The queue's previous colleges read the repeat "${repeat}", which the form has not.`,
      );
    } else if (!found.instances.some((instance) => fields.has(`${instance.prefix}${name}`))) {
      out.push(
        `The queue's previous colleges read "${name}" in each college of "${repeat}", which none of them asks (the keys would be "${found.instances[0]?.prefix ?? ''}${name}", …).`,
      );
    }
  }
  return out;
}
