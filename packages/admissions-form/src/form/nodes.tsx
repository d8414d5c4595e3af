import {
  AddAnother,
  Button,
  focusField,
  Spinner,
  suggestionsInTopLayer,
  useMessages,
} from '@applykit/ui';
import {
  startTransition,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { useFormContext, useWatch } from 'react-hook-form';
import { isAnswered, type Answers } from '../conditions/conditions';
import { formatPartnerText } from '../model/partner';
import type {
  GroupsNode,
  ModelNode,
  RadioSectionNode,
  RepeatNode,
  SectionNode,
  TabsNode,
  TextNode,
  TriggerNode,
} from '../model/types';
import {
  allFields,
  answerKeysOf,
  chosenTab,
  documentKeysOf,
  holds,
  isButtonTriggerOpen,
  repeatCount,
} from '../model/walk';
import { limits } from '../rules/messages';
import { QuestionFormContext, useFormEnvironment, useHostState } from './context';
import { FieldView, isConverting } from './fields';
import { useClearWhenHidden, useCondition, useConditions } from './hooks';
import { LazyRemoveGroupDialog, LazyUploadInProgressDialog } from './lazyDialogs';
import { LazyChoiceTabs } from './lazyWidgets';
import * as styles from './styles.css';

type HeadingLevel = 2 | 3 | 4;

function NodeList({ nodes, level }: { nodes: readonly ModelNode[]; level: HeadingLevel }) {
  return (
    <>
      {nodes.map((node) => (
        <NodeView key={node.kind === 'field' ? node.key : node.id} node={node} level={level} />
      ))}
    </>
  );
}

/**
 * The page's forms. Neighbouring sections holding the applicant's own details (fields with an
 * autocomplete token) share one `<form>`: the browser fills a form at a time, so name, e-mail,
 * phone and address stay together. Elsewhere each question is a `<form>` of its own: on every
 * keystroke the browser re-reads the form being typed in (for autofill), which costs time for
 * each of its controls, and a section can hold over a hundred. Enter in a field submits the
 * page as before, through a hidden default button in each form.
 */
export function SectionForms({
  sections,
  onSubmit,
}: {
  sections: readonly ModelNode[];
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const forms = useMemo(() => sectionForms(sections), [sections]);
  const drawn = useDrawnInStages(forms.length);
  return (
    <>
      {forms.slice(0, drawn).map(({ nodes, ownDetails }) => {
        const key = nodes[0]!.kind === 'field' ? nodes[0]!.key : nodes[0]!.id;
        if (!ownDetails) {
          return (
            <QuestionFormContext.Provider key={key} value={onSubmit}>
              <NodeList nodes={nodes} level={2} />
            </QuestionFormContext.Provider>
          );
        }
        return (
          <form key={key} noValidate onSubmit={onSubmit}>
            <NodeList nodes={nodes} level={2} />
            <button type="submit" hidden tabIndex={-1} />
          </form>
        );
      })}
    </>
  );
}

/**
 * How many of the page's forms are drawn. On arrival only the first (on About You the
 * applicant's details, whole, so autofill fills them together); the others follow at once, one
 * form a transition, which a keystroke interrupts. On a slow phone the first field then takes a
 * key without waiting for the whole page to be built, and a key typed while the rest arrives
 * waits at most for one form's commit, not the whole page's. While validating, every form is
 * drawn at once: the error summary's links lead to fields anywhere on the page.
 */
function useDrawnInStages(count: number): number {
  const { validating } = useFormEnvironment();
  const [drawn, setDrawn] = useState(validating ? count : 1);
  useEffect(() => {
    if (drawn < count) startTransition(() => setDrawn(drawn + 1));
  }, [drawn, count]);
  return validating ? count : drawn;
}

const holdsOwnDetails = (node: ModelNode) =>
  allFields([node]).some((field) => field.autoComplete && field.autoComplete !== 'off');

/** Sections in reading order, the neighbouring ones holding the applicant's details together. */
function sectionForms(
  sections: readonly ModelNode[],
): { nodes: ModelNode[]; ownDetails: boolean }[] {
  const forms: { nodes: ModelNode[]; ownDetails: boolean }[] = [];
  for (const section of sections) {
    const ownDetails = holdsOwnDetails(section);
    const previous = forms.at(-1);
    if (ownDetails && previous?.ownDetails) previous.nodes.push(section);
    else forms.push({ nodes: [section], ownDetails });
  }
  return forms;
}

function NodeView({ node, level }: { node: ModelNode; level: HeadingLevel }) {
  switch (node.kind) {
    case 'field':
      return <FieldView field={node} />;
    case 'section':
      return <SectionView node={node} level={level} />;
    case 'groups':
      return <GroupsView node={node} level={level} />;
    case 'trigger':
      return <TriggerView node={node} level={level} />;
    case 'radioSections':
      return <RadioSectionsView node={node} level={level} />;
    case 'repeat':
      return <RepeatView node={node} level={level} />;
    case 'tabs':
      return <TabsView node={node} level={level} />;
    case 'text':
      return <TextView node={node} />;
  }
}

const deeper = (level: HeadingLevel): HeadingLevel =>
  level < 4 ? ((level + 1) as HeadingLevel) : 4;

/** A titled section; a conditional one clears its answers when hidden; a mirrored one copies. */
function SectionView({ node, level }: { node: SectionNode; level: HeadingLevel }) {
  const visible = useCondition(node.showWhen);
  useClearWhenHidden(node.children, visible);
  const mirrored = useMirror(node);
  const headingId = useId();
  const { t } = useMessages();
  if (!visible) return null;
  const Heading = `h${level}` as const;
  const body = mirrored ? (
    <p className={styles.note}>{t('form.address.sameAsPermanent')}</p>
  ) : (
    <NodeList nodes={node.children} level={deeper(level)} />
  );
  if (!node.title) {
    return (
      <div className={styles.group}>
        {node.intro ? <p className={styles.note}>{node.intro}</p> : null}
        {body}
      </div>
    );
  }
  return (
    <section
      className={
        level !== 2
          ? styles.subsection
          : suggestionsInTopLayer()
            ? styles.containedSection
            : styles.section
      }
      aria-labelledby={headingId}
    >
      <Heading id={headingId} className={styles.heading}>
        {node.title}
      </Heading>
      {node.intro ? <p className={styles.note}>{node.intro}</p> : null}
      {body}
    </section>
  );
}

/** While the mirror's condition holds, the target keys follow their source keys. */
function useMirror(node: SectionNode): boolean {
  const { getValues, setValue } = useFormContext<Answers>();
  const active = useCondition(node.mirror?.when);
  const pairs = useMemo(() => Object.entries(node.mirror?.from ?? {}), [node.mirror]);
  const sources = useMemo(() => pairs.map(([, from]) => from), [pairs]);
  const values = useWatch<Answers>({ name: sources, exact: true, disabled: sources.length === 0 });
  const isMirrored = Boolean(node.mirror) && active;
  useEffect(() => {
    if (!isMirrored) return;
    pairs.forEach(([to, from], index) => {
      const value = values[index] ?? '';
      if (getValues(to) !== value) setValue(to, value, { shouldDirty: true });
      const desc = `${from}_desc`;
      const label = getValues(desc);
      if (label !== undefined && getValues(`${to}_desc`) !== label) {
        setValue(`${to}_desc`, label, { shouldDirty: true });
      }
    });
  }, [isMirrored, pairs, values, getValues, setValue]);
  return isMirrored;
}

/** Keys shown by the chosen branch are kept when the other branches are cleared. */
function useClearOtherBranches(branches: readonly (readonly ModelNode[])[], chosen: number) {
  const shown = branches[chosen];
  const keep = useMemo(() => (shown ? answerKeysOf(shown) : []), [shown]);
  const others = useMemo(
    () => branches.filter((_, index) => index !== chosen).flat(),
    [branches, chosen],
  );
  useClearWhenHidden(others, false, keep);
}

/** Conditional groups: the first group whose condition holds is shown; the others are cleared. */
function GroupsView({ node, level }: { node: GroupsNode; level: HeadingLevel }) {
  const conditions = useMemo(() => node.groups.map((group) => group.showWhen), [node]);
  const holding = useConditions(conditions);
  const chosen = holding.indexOf(true);
  const branches = useMemo(() => node.groups.map((group) => group.children), [node]);
  useClearOtherBranches(branches, chosen);
  const group = node.groups[chosen];
  return group ? <NodeList nodes={group.children} level={level} /> : null;
}

/** A button or checkbox reveals the after-content and hides (and clears) the before-content. */
function TriggerView({ node, level }: { node: TriggerNode; level: HeadingLevel }) {
  const { getValues } = useFormContext<Answers>();
  const { trigger } = node;
  const checkboxKey = trigger.widget === 'checkbox' ? trigger.field.key : undefined;
  // No key at all rather than '', which React Hook Form reads as every key.
  const [checked] = useWatch<Answers>({
    name: checkboxKey ? [checkboxKey] : [],
    exact: true,
    disabled: !checkboxKey,
  });
  const [pressed, setPressed] = useState(() =>
    isButtonTriggerOpen(node.id, node.after, { answers: getValues() }),
  );
  const open = trigger.widget === 'checkbox' ? isAnswered(checked) : pressed;
  const branches = useMemo(() => [node.before, node.after], [node]);
  useClearOtherBranches(branches, open ? 1 : 0);
  return (
    <div className={styles.group}>
      {trigger.widget === 'checkbox' ? <FieldView field={trigger.field} /> : null}
      {open ? (
        <NodeList nodes={node.after} level={level} />
      ) : (
        <>
          <NodeList nodes={node.before} level={level} />
          {trigger.widget === 'button' ? (
            <Button
              variant="secondary"
              onClick={() => {
                // The button goes away: focus moves to the first revealed question instead.
                flushSync(() => setPressed(true));
                const first = allFields(node.after)[0];
                if (first) focusField(first.key);
              }}
            >
              {trigger.label}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}

/** A radio question and the content of its chosen answer; other answers' content is cleared. */
function RadioSectionsView({ node, level }: { node: RadioSectionNode; level: HeadingLevel }) {
  const value = useWatch<Answers>({ name: node.field.key, exact: true }) ?? '';
  const values = useMemo(() => Object.keys(node.cases), [node]);
  const branches = useMemo(() => Object.values(node.cases), [node]);
  useClearOtherBranches(branches, values.indexOf(value));
  const content = node.cases[value];
  return (
    <>
      <FieldView field={node.field} />
      {content ? (
        <div className={styles.followUp}>
          <NodeList nodes={content} level={level} />
        </div>
      ) : null}
    </>
  );
}

/**
 * Add Another: the host keeps the count; anonymous visitors cannot add.
 * A count the host refuses is rolled back; the last added group can be removed after a
 * confirmation, which deletes its documents and answers before the count goes down.
 */
function RepeatView({ node, level }: { node: RepeatNode; level: HeadingLevel }) {
  const environment = useFormEnvironment();
  const { t } = useMessages();
  const { host, client } = environment;
  const hostState = useHostState();
  const { getValues, setValue } = useFormContext<Answers>();
  const reveals = useMemo(
    () => node.instances.flatMap((instance) => (instance.revealWhen ? [instance.revealWhen] : [])),
    [node],
  );
  // Re-evaluates the count when a reveal condition changes (parent 2 for "both parents").
  useConditions(reveals);
  const count = repeatCount(node, {
    ...environment,
    answers: getValues(),
    addAnother: hostState.addAnother,
  });
  // Undefined until Remove is first pressed: only then does the dialog's code load.
  const [removing, setRemoving] = useState<number>();
  const [confirming, setConfirming] = useState(false);
  const groupsRef = useRef<HTMLDivElement>(null);
  // The Remove button pressed: a kept group's dialog gives focus back to it.
  const removeButtonRef = useRef<HTMLElement | null>(null);
  const Heading = `h${level}` as const;

  const saveCount = async (next: number) => {
    const previous = hostState.addAnother[node.id] ?? limits.addAnotherDefault;
    hostState.setCount(node.id, next);
    try {
      await host.putAddAnother({ buttonId: node.id, numComponents: next });
    } catch (error) {
      hostState.setCount(node.id, previous);
      throw error;
    }
  };

  const addError = t('form.toast.addAnotherError', { item: node.itemName });
  const add = (next: number) => {
    saveCount(next).then(
      () => host.dismissError?.(addError),
      () => host.notifyError(addError),
    );
  };

  const remove = async (index: number) => {
    const instance = node.instances[index];
    if (!instance) return;
    for (const key of documentKeysOf(instance.children).filter((k) => hostState.documents[k])) {
      await host.deleteDocument(key);
      await host.deleteConversion(key).catch(() => undefined);
      hostState.setConversion(key, undefined);
    }
    await hostState.refreshDocuments();
    for (const key of answerKeysOf(instance.children)) {
      if ((getValues(key) ?? '') !== '') setValue(key, '', { shouldDirty: true });
    }
    // Saved at once: a group whose answers stayed on the server would come back on the next visit.
    await host.saveAnswers(getValues());
    await saveCount(index);
  };

  const canRemove = (index: number) => {
    const revealWhen = node.instances[index]?.revealWhen;
    return !(revealWhen && holds(revealWhen, getValues(), environment));
  };

  const removingTitle = removing === undefined ? '' : (node.instances[removing]?.title ?? '');

  return (
    <div ref={groupsRef}>
      <AddAnother
        count={count}
        onCountChange={add}
        max={node.instances.length}
        addLabel={node.addLabel}
        disabled={!client.is_logged_in}
        groupLabel={(index) => node.instances[index]?.title ?? ''}
        onRemove={(index, button) => {
          removeButtonRef.current = button;
          setRemoving(index);
          setConfirming(true);
        }}
        canRemove={canRemove}
      >
        {(index) => {
          const instance = node.instances[index];
          if (!instance) return null;
          return (
            <>
              <Heading className={styles.heading}>{instance.title}</Heading>
              <NodeList nodes={instance.children} level={deeper(level)} />
            </>
          );
        }}
      </AddAnother>
      {removing !== undefined ? (
        <Suspense fallback={null}>
          <LazyRemoveGroupDialog
            open={confirming}
            onOpenChange={setConfirming}
            group={removingTitle}
            returnFocusTo={removeButtonRef}
            onConfirm={() => remove(removing)}
            focusAfterRemoval={() => {
              const groups = groupsRef.current?.querySelectorAll<HTMLElement>('[role="group"]');
              groups?.[groups.length - 1]?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * Tabs whose choice the host keeps. Switching is refused while an upload of this tab is
 * converting; otherwise it saves the choice, clears the other tabs' answers and deletes this
 * tab's documents. Anonymous visitors see the default tab only.
 */
function TabsView({ node, level }: { node: TabsNode; level: HeadingLevel }) {
  const { host, client } = useFormEnvironment();
  const { t } = useMessages();
  const hostState = useHostState();
  const { setValue, getValues } = useFormContext<Answers>();
  // Undefined until a switch is first refused: only then does the dialog's code load.
  const [blocked, setBlocked] = useState<boolean>();
  const current = client.is_logged_in ? chosenTab(node, hostState.tabs) : node.defaultTab;

  const canChange = async (next: string, previous: string): Promise<boolean> => {
    if (!client.is_logged_in) return false;
    const leaving = node.tabs.find((tab) => tab.value === previous);
    const documents = leaving ? documentKeysOf(leaving.children) : [];
    if (documents.some((key) => isConverting(hostState.conversions[key]))) {
      setBlocked(true);
      return false;
    }
    try {
      for (const key of documents.filter((k) => hostState.documents[k])) {
        await host.deleteDocument(key);
        await host.deleteConversion(key);
        hostState.setConversion(key, undefined);
      }
    } catch {
      setBlocked(true);
      await hostState.refreshDocuments();
      return false;
    }
    for (const tab of node.tabs.filter((t) => t.value !== next)) {
      for (const key of answerKeysOf(tab.children)) {
        if ((getValues(key) ?? '') !== '') setValue(key, '', { shouldDirty: true });
      }
    }
    hostState.setTab(node.id, next);
    const tabError = t('form.toast.tabError', { tabs: node.label });
    try {
      await host.putTab({ tabId: node.id, chosenTab: next });
      host.dismissError?.(tabError);
    } catch {
      host.notifyError(tabError, {
        // A refresh that fails leaves what is shown; the next change refreshes again.
        reset: () => {
          hostState.refreshDocuments().catch(() => undefined);
          hostState.refreshConversions(documents).catch(() => undefined);
        },
      });
      await hostState.refreshDocuments();
    }
    if (documents.length > 0) await hostState.refreshDocuments();
    return true;
  };

  return (
    <div className={styles.group}>
      <Suspense fallback={<Spinner label={t('form.field.loading', { label: node.label })} />}>
        <LazyChoiceTabs
          label={node.label}
          value={current}
          canChange={canChange}
          tabs={node.tabs.map((tab) => ({
            value: tab.value,
            label: tab.label,
            disabled: !client.is_logged_in && tab.value !== node.defaultTab,
            content: tab.value === current ? <NodeList nodes={tab.children} level={level} /> : null,
          }))}
        />
      </Suspense>
      {blocked !== undefined ? (
        <Suspense fallback={null}>
          <LazyUploadInProgressDialog open={blocked} onOpenChange={setBlocked} />
        </Suspense>
      ) : null}
    </div>
  );
}

function TextView({ node }: { node: TextNode }) {
  const { partner } = useFormEnvironment();
  const visible = useCondition(node.showWhen);
  if (!visible) return null;
  return (
    <p className={styles.note}>
      {formatPartnerText(node.text, partner)}
      {node.link ? (
        <>
          {' '}
          <a href={partner.links[node.link.href]} target="_blank" rel="noreferrer">
            {node.link.label}
          </a>
        </>
      ) : null}
    </p>
  );
}
