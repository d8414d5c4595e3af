import type { SchoolRecord } from '@applykit/api-contract';

/** The categories answered from a school directory table. */
export type DirectoryCategory = 'college_ceeb' | 'hs_ceeb';
export const directoryCategories: readonly DirectoryCategory[] = ['college_ceeb', 'hs_ceeb'];

/**
 * A directory entry: the record a chosen school fills the form with, and the other names it is
 * known by ("UCLA", "Georgia Tech"), which only serve the search.
 */
export interface DirectoryRow extends SchoolRecord {
  aliases: string[];
}

/** A file's aliases column holds several names, separated by semicolons. */
export const aliasSeparator = ';';

/**
 * A school's columns: the directory file's (in any order, named in a header row; ceeb and name
 * are required) and, in this order, the school table's.
 */
export const directoryColumns = [
  'ceeb',
  'name',
  'address_line_1',
  'city',
  'state',
  'zip',
  'country',
  'aliases',
] as const;
