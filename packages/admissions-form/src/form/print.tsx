import { ReadOnlyCheck, ReadOnlyValue, formatDate } from '@applykit/ui';
import { useId, type ReactNode } from 'react';
import { isAnswered, type Answers } from '../conditions/conditions';
import { applicationPages } from '../model/dataModel';
import { defaultPartner, formatPartnerText, type PartnerSettings } from '../model/partner';
import type { FieldDefinition, ModelNode, PageDefinition } from '../model/types';
import {
  descKey,
  isShown,
  resolveOptions,
  shownBranches,
  visibleFields,
  type VisibilityState,
} from '../model/walk';
import type { AddAnotherCounts, DocumentAnswers, TabChoices } from './host';
import * as styles from './styles.css';
import { partnerThemeStyle } from './theme';

export interface PrintApplicationProps {
  answers: Answers;
  documents?: DocumentAnswers;
  tabs?: TabChoices;
  addAnother?: AddAnotherCounts;
  partner?: PartnerSettings;
  now?: Date;
  /** The pages to print; all three by default. */
  pages?: readonly PageDefinition[];
  /** The top heading; one page prints under its own title when left out. */
  title?: string;
}

type Level = 1 | 2 | 3 | 4 | 5;
const below = (level: Level): Level => (level < 5 ? ((level + 1) as Level) : 5);

/**
 * The service (print) view of platform §1: answers as read-only text, check marks as [X] and
 * [ ], sections without any answer left out, uploads shown as attached, and no navigation,
 * buttons, banners or footer.
 */
export function PrintApplication({
  answers,
  documents = {},
  tabs,
  addAnother,
  partner = defaultPartner,
  now = new Date(),
  pages = applicationPages,
  title,
}: PrintApplicationProps) {
  const state = printState({ answers, tabs, addAnother, partner, now });
  const single = pages.length === 1 && title === undefined;
  return (
    <div
      className={`${styles.root} ${styles.print}`}
      style={partnerThemeStyle(partner.theme)}
      data-print=""
    >
      {single ? null : <h1 className={styles.pageHeading}>{title ?? partner.institutionName}</h1>}
      {pages.map((page) => (
        <PrintPage
          key={page.id}
          page={page}
          state={state}
          documents={documents}
          level={single ? 1 : 2}
        />
      ))}
    </div>
  );
}

function printState({
  answers,
  tabs,
  addAnother,
  partner,
  now,
}: Pick<PrintApplicationProps, 'answers' | 'tabs' | 'addAnother'> & {
  partner: PartnerSettings;
  now: Date;
}) {
  return {
    answers,
    partner,
    now,
    ...(tabs && { tabs }),
    ...(addAnother && { addAnother }),
  } satisfies VisibilityState;
}

/** One page's answers as print text under the page's own heading (the submitted variant). */
export function PrintPageContent({
  page,
  answers,
  documents = {},
  tabs,
  addAnother,
  partner,
  now,
}: Omit<PrintApplicationProps, 'pages' | 'title' | 'partner' | 'now'> & {
  page: PageDefinition;
  partner: PartnerSettings;
  now: Date;
}) {
  const state = printState({ answers, tabs, addAnother, partner, now });
  return (
    <div className={styles.print} data-print="">
      <PrintNodes nodes={page.sections} state={state} documents={documents} level={2} />
    </div>
  );
}

function PrintPage({
  page,
  state,
  documents,
  level,
}: {
  page: PageDefinition;
  state: VisibilityState;
  documents: DocumentAnswers;
  level: Level;
}) {
  const headingId = useId();
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={headingId} className={styles.print}>
      <Heading id={headingId} className={styles.pageHeading}>
        {page.title}
      </Heading>
      <PrintNodes nodes={page.sections} state={state} documents={documents} level={below(level)} />
    </section>
  );
}

function hasAnswer(
  nodes: readonly ModelNode[],
  state: VisibilityState,
  documents: DocumentAnswers,
) {
  return visibleFields(nodes, state).some((field) =>
    field.widget === 'file'
      ? documents[field.key] !== undefined
      : isAnswered(state.answers[field.key]),
  );
}

function PrintNodes({
  nodes,
  state,
  documents,
  level,
}: {
  nodes: readonly ModelNode[];
  state: VisibilityState;
  documents: DocumentAnswers;
  level: Level;
}) {
  return (
    <>
      {nodes.map((node) => {
        if (!isShown(node, state) || node.kind === 'text') return null;
        if (node.kind === 'field') {
          return <PrintField key={node.key} field={node} state={state} documents={documents} />;
        }
        if (node.kind === 'section') {
          if (!hasAnswer(node.children, state, documents)) return null;
          return (
            <PrintSection key={node.id} title={node.title} level={level}>
              <PrintNodes
                nodes={node.children}
                state={state}
                documents={documents}
                level={below(level)}
              />
            </PrintSection>
          );
        }
        if (node.kind === 'repeat') {
          const shown = shownBranches(node, state);
          return node.instances.slice(0, shown.length).map((instance) =>
            hasAnswer(instance.children, state, documents) ? (
              <PrintSection key={instance.prefix} title={instance.title} level={level}>
                <PrintNodes
                  nodes={instance.children}
                  state={state}
                  documents={documents}
                  level={below(level)}
                />
              </PrintSection>
            ) : null,
          );
        }
        return shownBranches(node, state).map((branch, index) => (
          <PrintNodes
            key={`${node.id}-${index}`}
            nodes={branch}
            state={state}
            documents={documents}
            level={level}
          />
        ));
      })}
    </>
  );
}

function PrintSection({
  title,
  level,
  children,
}: {
  title: string | undefined;
  level: Level;
  children: ReactNode;
}) {
  const headingId = useId();
  if (!title) return <>{children}</>;
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={headingId} className={styles.print}>
      <Heading id={headingId} className={styles.heading}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** One answer as print text. */
function PrintField({
  field,
  state,
  documents,
}: {
  field: FieldDefinition;
  state: VisibilityState;
  documents: DocumentAnswers;
}) {
  const label = formatPartnerText(field.label, state.partner);
  const value = state.answers[field.key] ?? '';
  switch (field.widget) {
    case 'checkbox':
      return <ReadOnlyCheck label={label} checked={value === 'true'} />;
    case 'file': {
      const document = documents[field.key];
      return (
        <ReadOnlyValue
          label={label}
          value={document ? `Document attached: ${document.file_name}` : ''}
        />
      );
    }
    case 'select':
    case 'radio': {
      const option = resolveOptions(field, state).find((o) => o.value === value);
      return (
        <ReadOnlyValue
          label={label}
          value={option?.label ?? state.answers[descKey(field.key)] ?? value}
        />
      );
    }
    case 'date':
      return <ReadOnlyValue label={label} value={value ? formatDate(value) : ''} />;
    default:
      return <ReadOnlyValue label={label} value={value} />;
  }
}
