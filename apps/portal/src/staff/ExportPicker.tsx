import { useId, useMemo, useState, type FormEvent } from 'react';
import {
  allFields,
  definitionInLocale,
  descKey,
  formatPartnerText,
  isCoded,
  partnerInLocale,
  type ApplicationDefinition,
  type PartnerSettings,
} from '@applykit/admissions-form/validate';
import {
  exportFormats,
  exportKeysMaxLength,
  staffReviewPaths,
  type ExportFormat,
} from '@applykit/api-contract';
import { Button, ErrorSummary, useMessages } from '@applykit/ui';
import { apiOrigin } from '../config';
import { portalForm } from '../form/partnerForm';
import * as css from './StaffArea.css';
import { queryOf } from './staffCalls';

/** One question the export can add: its label, and its keys (a coded answer's label too). */
interface ExportQuestion {
  key: string;
  label: string;
  keys: string[];
}

interface ExportPage {
  id: string;
  title: string;
  sections: { id: string; title: string; questions: ExportQuestion[] }[];
}

/**
 * The questions of the form by page and section, in the reader's language: the export's
 * choices. Uploads are not answers an export carries; a coded question brings its label's key.
 */
function exportChoices(
  definition: ApplicationDefinition,
  partner: PartnerSettings,
  locale: string,
): ExportPage[] {
  const worded = definitionInLocale(definition, locale);
  const wordedPartner = partnerInLocale(partner, definition, locale);
  // A key asked in two branches of the form (one case or the other) is offered once.
  const offered = new Set<string>();
  return worded.pages.map((page) => ({
    id: page.id,
    title: page.title,
    sections: page.sections
      .map((section) => ({
        id: section.id,
        title: section.title ? formatPartnerText(section.title, wordedPartner) : page.title,
        questions: allFields([section])
          .filter((field) => field.widget !== 'file' && !offered.has(field.key))
          .map((field) => {
            offered.add(field.key);
            return {
              key: field.key,
              label: formatPartnerText(field.label, wordedPartner) || field.key,
              keys: isCoded(field) ? [field.key, descKey(field.key)] : [field.key],
            };
          }),
      }))
      .filter((section) => section.questions.length > 0),
  }));
}

/** Starts the browser's own download of the export: it is saved as the server streams it. */
function download(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The export of the applications the queue's search and filters find: the reader picks the
 * questions, page by page, and CSV or JSON.
 */
export function ExportPicker({ filters }: { filters: Record<string, string> }) {
  const { t, locale } = useMessages();
  const id = useId();
  const pages = useMemo(
    () => exportChoices(portalForm.definition, portalForm.partner, locale),
    [locale],
  );
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [format, setFormat] = useState<ExportFormat>('csv');
  // Nothing chosen, or more than one export's address can carry.
  const [problem, setProblem] = useState<'chooseOne' | 'tooMany' | null>(null);
  const firstBox = `${id}-${pages[0]?.id}-all`;

  const pageKeys = (page: ExportPage) =>
    page.sections.flatMap((section) => section.questions.map((question) => question.key));
  function choose(keys: string[], on: boolean) {
    const next = new Set(chosen);
    for (const key of keys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    setChosen(next);
    if (problem === 'chooseOne' && next.size) setProblem(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (chosen.size === 0) {
      setProblem('chooseOne');
      return;
    }
    const keys = pages
      .flatMap((page) =>
        page.sections.flatMap((section) =>
          section.questions.filter((q) => chosen.has(q.key)).flatMap((q) => q.keys),
        ),
      )
      .join(',');
    if (keys.length > exportKeysMaxLength) {
      setProblem('tooMany');
      return;
    }
    setProblem(null);
    const query = queryOf({ ...filters, format, keys });
    download(`${apiOrigin}${staffReviewPaths.export}${query}`);
  }

  return (
    <form aria-labelledby={`${id}-heading`} className={css.exportForm} noValidate onSubmit={submit}>
      <h3 id={`${id}-heading`}>{t('portal.staff.export.heading')}</h3>
      <p>{t('portal.staff.export.intro')}</p>
      {problem && (
        <ErrorSummary
          title={t('portal.staff.export.problem')}
          headingLevel={4}
          items={[{ targetId: firstBox, text: t(`portal.staff.export.${problem}`) }]}
        />
      )}
      <fieldset className={css.fieldset}>
        <legend>{t('portal.staff.export.format')}</legend>
        {exportFormats.map((value) => (
          <label key={value} className={css.choice}>
            <input
              type="radio"
              name="format"
              value={value}
              checked={format === value}
              onChange={() => setFormat(value)}
            />
            {t(value === 'csv' ? 'portal.staff.export.csv' : 'portal.staff.export.json')}
          </label>
        ))}
      </fieldset>
      {pages.map((page) => {
        const keys = pageKeys(page);
        const picked = keys.filter((key) => chosen.has(key)).length;
        return (
          <fieldset
            key={page.id}
            className={css.fieldset}
            aria-describedby={problem ? `${id}-problem` : undefined}
          >
            <legend>{page.title}</legend>
            <label className={css.choice}>
              <input
                id={`${id}-${page.id}-all`}
                type="checkbox"
                checked={picked === keys.length}
                ref={(box) => {
                  if (box) box.indeterminate = picked > 0 && picked < keys.length;
                }}
                onChange={(event) => choose(keys, event.currentTarget.checked)}
              />
              {t('portal.staff.export.allOfPage', { page: page.title })}
            </label>
            {page.sections.map((section) => (
              <fieldset key={section.id} className={css.fieldset}>
                <legend>{section.title}</legend>
                <div className={css.choices}>
                  {section.questions.map((question) => (
                    <label key={question.key} className={css.choice}>
                      <input
                        type="checkbox"
                        name="keys"
                        value={question.key}
                        checked={chosen.has(question.key)}
                        onChange={(event) => choose([question.key], event.currentTarget.checked)}
                      />
                      {question.label}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
          </fieldset>
        );
      })}
      {problem && (
        <p id={`${id}-problem`} className={css.error}>
          {t(`portal.staff.export.${problem}`)}
        </p>
      )}
      <Button type="submit">{t('portal.staff.export.download')}</Button>
    </form>
  );
}
