export { SchoolSearch, TYPED_SCHOOL_TEXT } from './SchoolSearch';
export type { SchoolSearchProps, SchoolRecord, SchoolSource } from './SchoolSearch';
