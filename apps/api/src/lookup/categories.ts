import type { SchoolRecord } from '@applykit/api-contract';

/** The categories answered from a school directory table. */
export type DirectoryCategory = 'college_ceeb' | 'hs_ceeb';
export const directoryCategories: readonly DirectoryCategory[] = ['college_ceeb', 'hs_ceeb'];

/** A directory entry: exactly the record a chosen school fills the form with. */
export type DirectoryRow = SchoolRecord;
