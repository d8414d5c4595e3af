import { NOT_ANSWERED, formatDate } from '@applykit/ui/print-text';
import { createTranslator, kitCatalogues, SOURCE_LOCALE } from '@applykit/ui/messages';
import { isAnswered } from '../conditions/conditions';
import { english, formCatalogues } from '../messages';
import type { DocumentAnswer } from '../rules/validateApplication';
import { formatPartnerText } from './partner';
import type { FieldDefinition, ModelNode, PageDefinition } from './types';
import {
  allFields,
  descKey,
  isCoded,
  isShown,
  resolveOptions,
  shownBranches,
  visibleFields,
  type VisibilityState,
} from './walk';

/** One question as printed: its label and the answer as a reader reads it. */
export interface PrintedAnswer {
  kind: 'answer';
  key: string;
  label: string;
  /** The answer's text: an option's label, a long date, the attached file, or "Not answered". */
  text: string;
  answered: boolean;
}

/** A check box as printed: "[X] label" or "[ ] label". */
export interface PrintedCheck {
  kind: 'check';
  key: string;
  label: string;
  checked: boolean;
}

/** A titled part of a page (a section, one college of several) with at least one answer. */
export interface PrintedSection {
  kind: 'section';
  id: string;
  title: string;
  items: PrintedItem[];
}

export type PrintedItem = PrintedAnswer | PrintedCheck | PrintedSection;

export interface PrintedPage {
  id: string;
  title: string;
  items: PrintedItem[];
}

export interface PrintOptions extends VisibilityState {
  /** Uploaded documents by question: printed as attached, never their content. */
  documents?: Readonly<Record<string, DocumentAnswer>>;
  /**
   * Close with a page of the answers kept under keys no question of these pages has (saved
   * under an older definition and not migrated), labelled by key, so a reader still sees
   * everything the applicant sent. For printing the whole application.
   */
  otherAnswers?: boolean;
  /**
   * The reader's language for the print's own words ("Not answered", an attached document,
   * dates); English by default. The questions' texts come from the pages given, so pass the
   * definition in the same locale (`definitionInLocale`).
   */
  locale?: string;
}

/** The text of an upload question that has a document (in English; `printApplication` words it). */
export const documentAttached = (fileName: string) =>
  english.t('form.print.documentAttached', { fileName });

/** The words of the print that are not the definition's, in the reader's language. */
interface PrintWords {
  notAnswered: string;
  documentAttached: (fileName: string) => string;
  otherAnswers: string;
  date: (iso: string) => string;
}

function printWords(locale: string | undefined): PrintWords {
  if (!locale || locale === SOURCE_LOCALE) {
    return {
      notAnswered: NOT_ANSWERED,
      documentAttached,
      otherAnswers: english.t('form.print.otherAnswers'),
      date: formatDate,
    };
  }
  const words = createTranslator({ locale, catalogues: [kitCatalogues, formCatalogues] });
  return {
    notAnswered: words.t('ui.field.notAnswered'),
    documentAttached: (fileName) => words.t('form.print.documentAttached', { fileName }),
    otherAnswers: words.t('form.print.otherAnswers'),
    date: (iso) => formatDate(iso, locale),
  };
}

/** The heading lines of a printed application (the PDF's first lines). */
export interface PrintHeading {
  title: string;
  subtitle: string[];
}

/**
 * The heading of a printed application in the reader's language: the institution, the
 * applicant's name when there is one, and when it was printed (UTC, to the minute).
 */
export function printHeading({
  institution,
  applicant,
  printedAt,
  locale,
}: {
  institution: string;
  applicant: string;
  printedAt: Date;
  locale?: string;
}): PrintHeading {
  const words =
    !locale || locale === SOURCE_LOCALE
      ? english
      : createTranslator({ locale, catalogues: [kitCatalogues, formCatalogues] });
  const time = printedAt.toISOString().slice(0, 16).replace('T', ' ');
  return {
    title: words.t('form.print.title', { institution }),
    subtitle: [
      ...(applicant ? [words.t('form.print.applicant', { name: applicant })] : []),
      words.t('form.print.printedAt', { time }),
    ],
  };
}

/**
 * The application as a reader sees it in print: the one reading of the answers that the
 * print (service) view and the application PDF both render. It walks the definition the way
 * the form shows it (conditions, the chosen tabs, the add-another counts): every page, each
 * titled section with at least one answer, every question shown in it, unanswered ones as
 * "Not answered", coded answers by their option's label, check boxes ticked or not, uploads
 * as attached. Every page is printed, each under its title.
 */
export function printApplication(
  pages: readonly PageDefinition[],
  options: PrintOptions,
): PrintedPage[] {
  const documents = options.documents ?? {};
  const words = printWords(options.locale);
  const printed: PrintedPage[] = pages.map((page) => ({
    id: page.id,
    title: page.title,
    items: printNodes(page.sections, options, documents, words),
  }));
  const others = options.otherAnswers ? otherAnswers(pages, options.answers) : [];
  if (others.length) {
    printed.push({ id: 'other-answers', title: words.otherAnswers, items: others });
  }
  return printed;
}

function printNodes(
  nodes: readonly ModelNode[],
  state: VisibilityState,
  documents: Readonly<Record<string, DocumentAnswer>>,
  words: PrintWords,
): PrintedItem[] {
  const items: PrintedItem[] = [];
  for (const node of nodes) {
    if (!isShown(node, state) || node.kind === 'text') continue;
    if (node.kind === 'field') {
      items.push(printField(node, state, documents, words));
    } else if (node.kind === 'section') {
      if (!hasAnswer(node.children, state, documents)) continue;
      const children = printNodes(node.children, state, documents, words);
      if (node.title) {
        const title = formatPartnerText(node.title, state.partner);
        items.push({ kind: 'section', id: node.id, title, items: children });
      } else {
        items.push(...children);
      }
    } else if (node.kind === 'repeat') {
      const shown = shownBranches(node, state).length;
      for (const instance of node.instances.slice(0, shown)) {
        if (!hasAnswer(instance.children, state, documents)) continue;
        items.push({
          kind: 'section',
          id: instance.prefix,
          title: formatPartnerText(instance.title, state.partner),
          items: printNodes(instance.children, state, documents, words),
        });
      }
    } else {
      for (const branch of shownBranches(node, state)) {
        items.push(...printNodes(branch, state, documents, words));
      }
    }
  }
  return items;
}

function hasAnswer(
  nodes: readonly ModelNode[],
  state: VisibilityState,
  documents: Readonly<Record<string, DocumentAnswer>>,
): boolean {
  return visibleFields(nodes, state).some((field) =>
    field.widget === 'file'
      ? documents[field.key] !== undefined
      : isAnswered(state.answers[field.key]),
  );
}

function printField(
  field: FieldDefinition,
  state: VisibilityState,
  documents: Readonly<Record<string, DocumentAnswer>>,
  words: PrintWords,
): PrintedAnswer | PrintedCheck {
  const label = formatPartnerText(field.label, state.partner);
  const { key } = field;
  if (field.widget === 'checkbox') {
    return { kind: 'check', key, label, checked: state.answers[key] === 'true' };
  }
  const text = answerText(field, state, documents, words);
  return {
    kind: 'answer',
    key,
    label,
    text: text === '' ? words.notAnswered : text,
    answered: text !== '',
  };
}

function answerText(
  field: FieldDefinition,
  state: VisibilityState,
  documents: Readonly<Record<string, DocumentAnswer>>,
  words: PrintWords,
): string {
  if (field.widget === 'file') {
    const document = documents[field.key];
    return document ? words.documentAttached(document.file_name) : '';
  }
  const value = state.answers[field.key] ?? '';
  if (value === '') return '';
  if (isCoded(field)) {
    // The definition's label for the value; the label saved with it when the list no longer
    // offers it (a term from the calendar that has closed).
    const option = resolveOptions(field, state).find((o) => o.value === value);
    return option?.label ?? (state.answers[descKey(field.key)] || value);
  }
  return field.widget === 'date' ? words.date(value) : value;
}

function otherAnswers(pages: readonly PageDefinition[], answers: VisibilityState['answers']) {
  const known = new Set<string>();
  for (const field of allFields(pages.flatMap((page) => page.sections))) {
    known.add(field.key);
    if (isCoded(field)) known.add(descKey(field.key));
  }
  return Object.keys(answers)
    .filter((key) => !known.has(key) && isAnswered(answers[key]))
    .sort()
    .map((key): PrintedAnswer => ({
      kind: 'answer',
      key,
      label: key,
      text: answers[key]!,
      answered: true,
    }));
}
