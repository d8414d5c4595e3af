import { ReadOnlyCheck, ReadOnlyValue, useMessages } from '@applykit/ui';
import { useId, type ReactNode } from 'react';
import type { Answers } from '../conditions/conditions';
import { transferApplication } from '../definition/transferApplication';
import { definitionInLocale, partnerInLocale } from '../definition/translations';
import type { ApplicationDefinition } from '../definition/types';
import { type PartnerSettings } from '../model/partner';
import { defaultPartner } from '../model/builtInPartners';
import { printApplication, type PrintedItem, type PrintedPage } from '../model/printed';
import type { PageDefinition } from '../model/types';
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
  /**
   * The application whose answers these are; the transfer application by default. Printed
   * whole, it closes with any answers kept under keys it has no question for.
   */
  definition?: ApplicationDefinition;
  /** Only these pages (one step of the form); every page of the definition by default. */
  pages?: readonly PageDefinition[];
  /** The top heading; one page prints under its own title when left out. */
  title?: string;
}

type Level = 1 | 2 | 3 | 4 | 5;
const below = (level: Level): Level => (level < 5 ? ((level + 1) as Level) : 5);

/**
 * The service (print) view: answers as read-only text, check marks as [X] and [ ], sections
 * without any answer left out, uploads shown as attached, and no navigation, buttons, banners
 * or footer. What it shows is `printApplication`'s reading, the same the application PDF prints.
 */
export function PrintApplication({
  answers,
  documents = {},
  tabs,
  addAnother,
  partner = defaultPartner,
  now = new Date(),
  definition = transferApplication,
  pages,
  title,
}: PrintApplicationProps) {
  const { locale } = useMessages();
  // In the reader's language: the definition's translation for the locale, if it has one.
  const worded = definitionInLocale(definition, locale);
  const wordedPages = pages?.map((page) => worded.pages.find((p) => p.id === page.id) ?? page);
  const printed = printApplication(wordedPages ?? worded.pages, {
    answers,
    documents,
    partner: partnerInLocale(partner, definition, locale),
    now,
    locale,
    ...(tabs && { tabs }),
    ...(addAnother && { addAnother }),
    // The whole application also lists answers no question has; one page does not.
    otherAnswers: pages === undefined,
  });
  const single = printed.length === 1 && title === undefined;
  return (
    <div
      className={`${styles.root} ${styles.print}`}
      style={partnerThemeStyle(partner.theme)}
      data-print=""
    >
      {single ? null : <h1 className={styles.pageHeading}>{title ?? partner.institutionName}</h1>}
      {printed.map((page) => (
        <PrintPage key={page.id} page={page} level={single ? 1 : 2} />
      ))}
    </div>
  );
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
}: Omit<PrintApplicationProps, 'definition' | 'pages' | 'title' | 'partner' | 'now'> & {
  page: PageDefinition;
  partner: PartnerSettings;
  now: Date;
}) {
  const [printed] = printApplication([page], {
    answers,
    documents,
    partner,
    now,
    ...(tabs && { tabs }),
    ...(addAnother && { addAnother }),
  });
  return (
    <div className={styles.print} data-print="">
      <PrintItems items={printed!.items} level={2} />
    </div>
  );
}

function PrintPage({ page, level }: { page: PrintedPage; level: Level }) {
  const headingId = useId();
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={headingId} className={styles.print}>
      <Heading id={headingId} className={styles.pageHeading}>
        {page.title}
      </Heading>
      <PrintItems items={page.items} level={below(level)} />
    </section>
  );
}

function PrintItems({ items, level }: { items: readonly PrintedItem[]; level: Level }) {
  return (
    <>
      {items.map((item) =>
        item.kind === 'section' ? (
          <PrintSection key={item.id} title={item.title} level={level}>
            <PrintItems items={item.items} level={below(level)} />
          </PrintSection>
        ) : item.kind === 'check' ? (
          <ReadOnlyCheck key={item.key} label={item.label} checked={item.checked} />
        ) : (
          <ReadOnlyValue key={item.key} label={item.label} value={item.text} />
        ),
      )}
    </>
  );
}

function PrintSection({
  title,
  level,
  children,
}: {
  title: string;
  level: Level;
  children: ReactNode;
}) {
  const headingId = useId();
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
