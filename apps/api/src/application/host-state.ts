import {
  shownBranches,
  type ModelNode,
  type PageDefinition,
} from '@applykit/admissions-form/validate';

/**
 * What the form definition lets the portal keep per applicant beside the answers: the tab
 * groups with their tabs, and the add-another groups. Anything else an applicant sends would
 * only grow their row, so the server keeps these keys and no others.
 */
export interface HostStateShape {
  /** Tab group id → the values of its tabs. */
  tabs: ReadonlyMap<string, readonly string[]>;
  /** Ids of the add-another groups. */
  addAnother: ReadonlySet<string>;
}

export function hostStateShape(pages: readonly PageDefinition[]): HostStateShape {
  const tabs = new Map<string, readonly string[]>();
  const addAnother = new Set<string>();
  const visit = (nodes: readonly ModelNode[]) => {
    for (const node of nodes) {
      if (node.kind === 'tabs')
        tabs.set(
          node.id,
          node.tabs.map((tab) => tab.value),
        );
      if (node.kind === 'repeat') addAnother.add(node.id);
      // Without a visibility state every branch counts: a group may be shown later.
      for (const branch of shownBranches(node, undefined)) visit(branch);
    }
  };
  for (const page of pages) visit(page.sections);
  return { tabs, addAnother };
}
