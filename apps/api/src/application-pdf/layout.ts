import {
  allFields,
  descKey,
  formatPartnerText,
  isAnswered,
  isCoded,
  type Answers,
  type FieldDefinition,
  type PageDefinition,
  type PartnerSettings,
} from '@applykit/admissions-form/validate';
import type { DocumentAnswers } from '@applykit/api-contract';

export interface PdfRow {
  label: string;
  value: string;
  /** A check box: drawn as "[X] label" or "[ ] label", with no value. */
  checked?: boolean;
}

export interface PdfSection {
  title: string;
  rows: PdfRow[];
}

/**
 * The application as the print view shows it: per page, every section with at least one
 * answer, each answered field as label and value, coded answers by their chosen label, check
 * boxes as [X] and [ ]. Answers under keys the model does not know close the list, labelled
 * by key, so nothing the applicant sent is left out.
 */
export function applicationSections(
  answers: Answers,
  documents: DocumentAnswers,
  pages: readonly PageDefinition[],
  partner: PartnerSettings,
): PdfSection[] {
  const sections: PdfSection[] = [];
  const covered = new Set<string>();
  for (const page of pages) {
    for (const section of page.sections) {
      const fields = allFields([section]);
      for (const field of fields) {
        covered.add(field.key);
        if (isCoded(field)) covered.add(descKey(field.key));
      }
      const rows = sectionRows(fields, answers, documents, partner);
      if (rows.length === 0) continue;
      const title = section.title ?? page.title;
      sections.push({ title: `${page.title}: ${formatPartnerText(title, partner)}`, rows });
    }
  }
  const others = Object.keys(answers)
    .filter((key) => !covered.has(key) && isAnswered(answers[key]))
    .sort()
    .map((key) => ({ label: key, value: answers[key]! }));
  if (others.length) sections.push({ title: 'Other answers', rows: others });
  return sections;
}

function sectionRows(
  fields: readonly FieldDefinition[],
  answers: Answers,
  documents: DocumentAnswers,
  partner: PartnerSettings,
): PdfRow[] {
  const anyChecked = fields.some((f) => f.widget === 'checkbox' && isAnswered(answers[f.key]));
  const rows: PdfRow[] = [];
  for (const field of fields) {
    const label = formatPartnerText(field.label, partner);
    const value = answers[field.key];
    if (field.widget === 'file') {
      const document = documents[field.key];
      if (document) rows.push({ label, value: `${document.file_name} (attached below)` });
    } else if (field.widget === 'checkbox') {
      // An unticked box is shown when the applicant said no, or ticked one of its neighbours.
      if (isAnswered(value)) rows.push({ label, value: '', checked: true });
      else if (value === 'false' || anyChecked) rows.push({ label, value: '', checked: false });
    } else if (isAnswered(value)) {
      const shown = isCoded(field) ? answers[descKey(field.key)] || value! : value!;
      rows.push({ label, value: shown });
    }
  }
  // Ticked boxes alone do not make a section worth printing among a page of empty ones.
  return rows.some((row) => row.checked !== false) ? rows : [];
}
