import { Readable } from 'node:stream';
import type { z } from 'zod';
import type { QueueEntry, exportQuerySchema } from '@applykit/api-contract';
import {
  allFields,
  answerKeysOf,
  collegePrefixes,
  descKey,
  isCoded,
  queueColumnsOf,
  resolveOptions,
  type FieldDefinition,
  type PartnerForm,
  type PartnerSettings,
} from '@applykit/admissions-form/validate';
import type { Queryable } from '../db/database';
import {
  answersOf,
  decodeCursor,
  queueEntry,
  queueIds,
  queuePage,
  type QueueKeys,
  type QueueLabels,
} from './review-store';

type ExportFilters = z.output<typeof exportQuerySchema>;

/**
 * A spreadsheet cell that cannot run as a formula: text starting with `=`, `+`, `-`, `@`, a tab
 * or a carriage return gets a leading apostrophe, which spreadsheets show as text.
 */
export function neutralisedCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One CSV field (RFC 4180): neutralised, quoted when it holds a quote, comma or line break. */
export function csvField(text: string): string {
  const safe = neutralisedCell(text);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const queueColumns = [
  'applicant_id',
  'status',
  'name',
  'email',
  'entry_term',
  'major',
  'previous_colleges',
  'submitted_at',
  'reviewed_at',
] as const;

/**
 * What the review queue, the export and the hand-off to the student system read of the form:
 * the queue's columns, the labels of coded answers, and every answer key.
 */
export interface ApplicationRecordShape {
  keys: QueueKeys;
  labels(): QueueLabels;
  /** Every answer key of the form; each coded answer's key is followed by its label's. */
  answerKeys: readonly string[];
  fieldOf: ReadonlyMap<string, FieldDefinition>;
  /** The choices of a coded question as they stand now, with the partner's lists. */
  options(key: string): { value: string; label: string }[];
  /**
   * Fills in saved answers the label of each coded answer (its `…_desc` key) from the form's
   * options as they stand now; one call reads the options once, for a whole batch.
   */
  codedLabels(): (answers: Record<string, string>) => Record<string, string>;
}

/**
 * The queue's columns are the answers the form declares (`queueColumnsOf`: the transfer
 * application's names, entry term, major and colleges unless the partner names others); a
 * search also matches the colleges' and the high school's CEEB codes.
 */
function reviewKeys(form: PartnerForm, fields: readonly FieldDefinition[]): QueueKeys {
  const known = new Set(fields.map((field) => field.key));
  return {
    ...queueColumnsOf(form.definition),
    ceebs: [...collegePrefixes.map((prefix) => `${prefix}ceeb`), 'hs_ceeb'].filter((key) =>
      known.has(key),
    ),
  };
}

export function applicationRecordShape(
  form: PartnerForm,
  partner: PartnerSettings,
): ApplicationRecordShape {
  const sections = form.definition.pages.flatMap((page) => page.sections);
  const fields = allFields(sections);
  const fieldOf = new Map(fields.map((field) => [field.key, field]));
  const keys = reviewKeys(form, fields);
  function options(key: string) {
    const field = fieldOf.get(key);
    const resolved = field ? resolveOptions(field, { partner, now: new Date() }) : [];
    return resolved.map(({ value, label }) => ({ value, label }));
  }
  return {
    keys,
    labels() {
      const asMap = (key: string) =>
        new Map(options(key).map((option) => [option.value, option.label]));
      return { entryTerms: asMap(keys.entryTerm), majors: asMap(keys.programme) };
    },
    answerKeys: answerKeysOf(sections),
    fieldOf,
    options,
    codedLabels() {
      const coded = fields.filter(isCoded).map((field) => ({
        key: field.key,
        labels: new Map(options(field.key).map((option) => [option.value, option.label])),
      }));
      return (answers) => {
        const labelled = { ...answers };
        for (const { key, labels } of coded) {
          const label = labels.get(answers[key] ?? '');
          if (label !== undefined) labelled[descKey(key)] = label;
        }
        return labelled;
      };
    },
  };
}

/** One application as the JSON export writes it: its queue line and the chosen answers. */
function applicationRecord(
  entry: QueueEntry,
  answers: Record<string, string>,
  answerKeys: readonly string[],
) {
  const picked = Object.fromEntries(answerKeys.map((key) => [key, answers[key] ?? '']));
  return { ...entry, answers: picked };
}

/** One application's export record with every answer of the form; null for no such application. */
export async function exportedApplication(
  db: Queryable,
  applicantId: string,
  shape: ApplicationRecordShape,
) {
  const found = await queueEntry(db, applicantId, shape.keys, shape.labels());
  if (!found) return null;
  const answers = await answersOf(db, [applicantId]);
  const labelled = shape.codedLabels()(answers.get(applicantId) ?? {});
  return applicationRecord(found.entry, labelled, shape.answerKeys);
}

/** How many applications are read from the database at a time while the export streams. */
const exportBatchSize = 500;

/**
 * The chosen applications as CSV or JSON, read a batch at a time with the queue's keyset pages
 * and written as they come: the export of 100,000 applications never sits in memory. Each
 * coded answer's label (its `_desc` key) is the form's label of the saved value; a value the
 * form no longer offers (a closed term) keeps the label saved with it.
 *
 * Applicants go on working while an export runs, and a submission (or a name changed, in name
 * order) moves an application in the chosen order: ahead of the pages already read, where the
 * pages would pass it by, or behind them, where it would come twice. So each application is
 * written once, the first time it is read, and at the end the export reads the ids the filters
 * select and writes, after the rest, every one it has not: nothing selected is left out. Only
 * ids are kept (about 40 bytes an application). Reading everything in one snapshot would say
 * the same, but on PGlite it would hold every applicant's save until the download ends.
 */
export function exportApplications(
  db: Queryable,
  filters: ExportFilters,
  answerKeys: readonly string[],
  shape: Pick<ApplicationRecordShape, 'keys' | 'labels' | 'codedLabels'>,
  batchSize = exportBatchSize,
): Readable {
  const { keys } = shape;
  const written = new Set<string>();
  const withAnswers = async (entries: QueueEntry[]) => {
    const fresh = entries.filter((entry) => !written.has(entry.applicant_id));
    for (const entry of fresh) written.add(entry.applicant_id);
    const answers = await answersOf(
      db,
      fresh.map((entry) => entry.applicant_id),
    );
    const labelled = shape.codedLabels();
    return fresh.map((entry) => ({
      entry,
      answers: labelled(answers.get(entry.applicant_id) ?? {}),
    }));
  };
  async function* batches(): AsyncGenerator<
    { entry: QueueEntry; answers: Record<string, string> }[]
  > {
    let after: string | null = null;
    do {
      const page = await queuePage(
        db,
        { ...filters, limit: batchSize },
        after ? decodeCursor(after) : null,
        keys,
        shape.labels(),
      );
      yield await withAnswers(page.entries);
      after = page.next;
    } while (after);
    const passedBy = (await queueIds(db, filters, keys)).filter((id) => !written.has(id));
    for (let start = 0; start < passedBy.length; start += batchSize) {
      const entries: QueueEntry[] = [];
      for (const id of passedBy.slice(start, start + batchSize)) {
        const found = await queueEntry(db, id, keys, shape.labels());
        if (found) entries.push(found.entry);
      }
      yield await withAnswers(entries);
    }
  }

  const cellsOf = (entry: QueueEntry, answers: Record<string, string>) => [
    ...queueColumns.map((column) => {
      const value = entry[column];
      return Array.isArray(value) ? value.join('; ') : (value ?? '');
    }),
    ...answerKeys.map((key) => answers[key] ?? ''),
  ];

  async function* csv() {
    yield `${[...queueColumns, ...answerKeys].map(csvField).join(',')}\r\n`;
    for await (const batch of batches()) {
      yield batch
        .map(({ entry, answers }) => `${cellsOf(entry, answers).map(csvField).join(',')}\r\n`)
        .join('');
    }
  }

  async function* json() {
    yield '[';
    let first = true;
    for await (const batch of batches()) {
      for (const { entry, answers } of batch) {
        yield `${first ? '' : ','}\n${JSON.stringify(applicationRecord(entry, answers, answerKeys))}`;
        first = false;
      }
    }
    yield '\n]\n';
  }

  return Readable.from(filters.format === 'json' ? json() : csv());
}
