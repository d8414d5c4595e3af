import { Readable } from 'node:stream';
import type { z } from 'zod';
import type { QueueEntry, exportQuerySchema } from '@applykit/api-contract';
import type { Queryable } from '../db/database';
import {
  answersOf,
  decodeCursor,
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

/** How many applications are read from the database at a time while the export streams. */
const exportBatchSize = 500;

/**
 * The chosen applications as CSV or JSON, read a batch at a time with the queue's keyset pages
 * and written as they come: the export of 100,000 applications never sits in memory. Each
 * coded answer comes with its label (the answer's `_desc` key, which the form stores beside it).
 */
export function exportApplications(
  db: Queryable,
  filters: ExportFilters,
  answerKeys: readonly string[],
  keys: QueueKeys,
  labels: () => QueueLabels,
  batchSize = exportBatchSize,
): Readable {
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
        labels(),
      );
      const answers = await answersOf(
        db,
        page.entries.map((entry) => entry.applicant_id),
      );
      yield page.entries.map((entry) => ({
        entry,
        answers: answers.get(entry.applicant_id) ?? {},
      }));
      after = page.next;
    } while (after);
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
        const picked = Object.fromEntries(answerKeys.map((key) => [key, answers[key] ?? '']));
        yield `${first ? '' : ','}\n${JSON.stringify({ ...entry, answers: picked })}`;
        first = false;
      }
    }
    yield '\n]\n';
  }

  return Readable.from(filters.format === 'json' ? json() : csv());
}
