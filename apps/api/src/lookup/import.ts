import { parse } from 'csv-parse/sync';
import type { Database } from '../db/database';
import {
  aliasSeparator,
  directoryColumns,
  type DirectoryCategory,
  type DirectoryRow,
} from './categories';
import { writeDirectory, type DirectoryWrite } from './directory';
import { toAlpha3, toUsState } from './places';

const requiredColumns = ['ceeb', 'name'] as const;

const maxLength: Record<(typeof directoryColumns)[number], number> = {
  ceeb: 6,
  name: 200,
  address_line_1: 200,
  city: 100,
  state: 100,
  zip: 20,
  country: 60,
  aliases: 1000,
};
const maxAliasLength = 200;

const ceebDigits: Record<DirectoryCategory, number> = { college_ceeb: 4, hs_ceeb: 6 };

interface RejectedRow {
  /** The line of the file where the row ends (1 is the header). */
  line: number;
  reason: string;
}

export interface DirectoryFile {
  /** Data rows read, accepted or not. */
  read: number;
  rows: DirectoryRow[];
  rejected: RejectedRow[];
  /** Header columns that are not directory columns; their values are not loaded. */
  ignoredColumns: string[];
}

export interface ImportReport extends DirectoryFile, DirectoryWrite {
  category: DirectoryCategory;
  mode: 'merge' | 'replace';
}

/** A file that cannot be loaded at all; nothing was changed. */
export class DirectoryImportError extends Error {}

/** Reads and checks a directory CSV; rows that fail a check are reported, never loaded. */
export function readDirectoryCsv(category: DirectoryCategory, csv: string | Buffer): DirectoryFile {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(csv, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    throw new DirectoryImportError(`The file is not readable CSV: ${(error as Error).message}`);
  }
  const [header, ...data] = records;
  if (!header) throw new DirectoryImportError('The file is empty; it needs a header row.');
  const names = header.record.map((name) => name.toLowerCase());
  const missing = requiredColumns.filter((column) => !names.includes(column));
  if (missing.length) {
    throw new DirectoryImportError(
      `The header row has no ${missing.join(' or ')} column. Columns: ${directoryColumns.join(', ')}.`,
    );
  }
  const duplicated = names.filter((name, index) => names.indexOf(name) !== index);
  if (duplicated.length) {
    throw new DirectoryImportError(`The header row names ${duplicated.join(', ')} twice.`);
  }
  const known = new Set<string>(directoryColumns);

  const rows: DirectoryRow[] = [];
  const rejected: RejectedRow[] = [];
  const firstLine = new Map<string, number>();
  for (const { record, info } of data) {
    const line = info.lines;
    if (record.length !== names.length) {
      rejected.push({
        line,
        reason: `has ${record.length} fields; the header has ${names.length}`,
      });
      continue;
    }
    const values = Object.fromEntries(names.map((name, index) => [name, record[index] ?? '']));
    const checked = checkRow(category, values);
    if (typeof checked === 'string') {
      rejected.push({ line, reason: checked });
      continue;
    }
    const seen = firstLine.get(checked.ceeb);
    if (seen !== undefined) {
      rejected.push({ line, reason: `ceeb ${checked.ceeb} is already on line ${seen}` });
      continue;
    }
    firstLine.set(checked.ceeb, line);
    rows.push(checked);
  }
  return {
    read: data.length,
    rows,
    rejected,
    ignoredColumns: header.record.filter((name) => !known.has(name.toLowerCase())),
  };
}

/** A directory row, or why the row is rejected. */
function checkRow(
  category: DirectoryCategory,
  values: Record<string, string>,
): DirectoryRow | string {
  const value = (column: (typeof directoryColumns)[number]) => values[column] ?? '';
  for (const column of directoryColumns) {
    if (value(column).length > maxLength[column]) {
      return `${column} is longer than ${maxLength[column]} characters`;
    }
  }
  const digits = ceebDigits[category];
  const ceeb = value('ceeb');
  if (!ceeb) return 'ceeb is empty';
  if (!/^\d+$/.test(ceeb)) return `ceeb "${ceeb}" is not a number`;
  if (ceeb.length !== digits) {
    return ceeb.length < digits
      ? `ceeb "${ceeb}" has fewer than ${digits} digits (a spreadsheet may have dropped leading zeros)`
      : `ceeb "${ceeb}" has more than ${digits} digits`;
  }
  const name = value('name');
  if (!name) return 'name is empty';

  const country = value('country') ? toAlpha3(value('country')) : 'USA';
  if (!country)
    return `country "${value('country')}" is not an ISO 3166 code or English country name`;
  let state = value('state');
  let zip = value('zip');
  if (country === 'USA') {
    if (state) {
      const code = toUsState(state);
      if (!code) return `state "${state}" is not a US state`;
      state = code;
    }
    if (zip && !/^\d{5}(-\d{4})?$/.test(zip)) {
      return /^\d{3,4}$/.test(zip)
        ? `zip "${zip}" has fewer than 5 digits (a spreadsheet may have dropped leading zeros)`
        : `zip "${zip}" is not a US ZIP code`;
    }
  } else {
    zip = zip.toUpperCase();
  }
  const aliases = [
    ...new Set(
      value('aliases')
        .split(aliasSeparator)
        .map((alias) => alias.trim())
        .filter(Boolean),
    ),
  ];
  const longAlias = aliases.find((alias) => alias.length > maxAliasLength);
  if (longAlias) return `alias "${longAlias}" is longer than ${maxAliasLength} characters`;
  return {
    ceeb,
    name,
    address_line_1: value('address_line_1'),
    city: value('city'),
    state,
    zip,
    country,
    aliases,
  };
}

/**
 * Loads a directory CSV: checks every row, then writes the accepted ones in one transaction.
 * A file with no acceptable row changes nothing (a replace with it would empty the directory).
 */
export async function importDirectory(
  database: Database,
  options: {
    category: DirectoryCategory;
    csv: string | Buffer;
    mode: 'merge' | 'replace';
  },
): Promise<ImportReport> {
  const file = readDirectoryCsv(options.category, options.csv);
  if (file.rows.length === 0) {
    const first = file.rejected[0];
    throw new DirectoryImportError(
      `No row of the file can be loaded${first ? ` (line ${first.line}: ${first.reason})` : ''}; the directory is unchanged.`,
    );
  }
  const written = await writeDirectory(database, options.category, file.rows, options.mode);
  return { category: options.category, mode: options.mode, ...file, ...written };
}
