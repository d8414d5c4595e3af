export { AddAnother, ADD_ANOTHER_MAX, ADD_ANOTHER_DEFAULT_COUNT } from './AddAnother';
export type { AddAnotherProps } from './AddAnother';
