// @vitest-environment jsdom
import { PrintApplication } from '@applykit/admissions-form/print';
import {
  defaultPartner,
  documentKeys,
  examplePartner,
  shownBranches,
  transferApplication,
  type ApplicationDefinition,
  type ModelNode,
  type PartnerSettings,
} from '@applykit/admissions-form/validate';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { composeApplicationPdf } from '../../src/application-pdf/applicationPdf';
import * as riverbend from '../support/forms/riverbend';
import { fullApplicationAnswers, makePdf, pdfText } from './fixtures';

/** Every tab group switched to its last tab, so only that tab's answers may print. */
function lastTabs(definition: ApplicationDefinition): Record<string, string> {
  const tabs: Record<string, string> = {};
  const visit = (nodes: readonly ModelNode[]) => {
    for (const node of nodes) {
      if (node.kind === 'tabs') tabs[node.id] = node.tabs.at(-1)!.value;
      for (const branch of shownBranches(node, undefined)) visit(branch);
    }
  };
  for (const page of definition.pages) visit(page.sections);
  return tabs;
}

/** A full application with the readings that differ: unticked boxes, blanks, a closed term. */
function application(definition: ApplicationDefinition) {
  const answers = fullApplicationAnswers(definition);
  const boxes = Object.keys(answers).filter((key) => answers[key] === 'true');
  for (const key of boxes.filter((_, index) => index % 3 === 0)) answers[key] = 'false';
  answers.middle_name = '';
  delete answers.preferred_name;
  // A term the partner no longer offers reads by the label saved with it.
  answers.entry_term = 'SP20';
  answers.entry_term_desc = 'Spring 2020';
  answers.birth_date = '2001-02-03';
  // Kept from an older form: listed last, by key.
  answers.retired_question = 'An answer from an older form';
  return { answers, tabs: lastTabs(definition) };
}

const words = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The print view's text in reading order: headings, labels, answers, check lines. */
function printViewText(html: string): string {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const parts = [...page.querySelectorAll('h2, h3, h4, h5, h6, [data-readonly] > span')].map(
    (element) => element.textContent ?? '',
  );
  return words(parts.join(' '));
}

describe.each<[string, ApplicationDefinition, PartnerSettings]>([
  ['the default partner', transferApplication, defaultPartner],
  ['the example partner', transferApplication, examplePartner],
  ['a partner with its own definition', riverbend.definition, riverbend.partner],
])('the print view and the application PDF for %s', (_name, definition, partner) => {
  it('read the same pages, sections, labels and answers', async () => {
    const { answers, tabs } = application(definition);
    const now = new Date('2025-03-01T12:00:00Z');
    const fileKey = documentKeys[0]!;
    const html = renderToStaticMarkup(
      <PrintApplication
        answers={answers}
        documents={{ [fileKey]: { file_name: 'orders.pdf', file_size: 2048 } }}
        tabs={tabs}
        definition={definition}
        partner={partner}
        now={now}
        title="Transfer Application"
      />,
    );
    const view = printViewText(html);
    const pdf = await composeApplicationPdf({
      answers,
      tabs,
      documents: [
        {
          answerKey: fileKey,
          fileName: 'orders.pdf',
          fileSize: 2048,
          pdf: await makePdf('Military orders page'),
        },
      ],
      pages: definition.pages,
      partner,
      now,
    });
    const printed = words((await pdfText(pdf)).text);

    // The readings the two used to disagree on are in the view at all.
    for (const reading of [
      'Not answered',
      '[X]',
      '[ ]',
      'Spring 2020',
      'February 3, 2001',
      'Other answers retired_question An answer from an older form',
    ]) {
      expect(view).toContain(reading);
    }
    expect(view).not.toContain('SP20');
    // The PDF's answers, from the first page's title to the list of its documents, are the view's.
    const start = printed.indexOf(`${definition.pages[0]!.title} `);
    expect(start).toBeGreaterThan(0);
    expect(printed.slice(start, start + view.length)).toBe(view);
    expect(printed.slice(start + view.length)).toMatch(/^ Documents /);
  });
});
