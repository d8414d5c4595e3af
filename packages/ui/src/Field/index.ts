export { useField } from './useField';
export type { FieldOptions, FieldState } from './useField';
export { Field, FieldErrors, FieldHint, RequiredMarker } from './Field';
export type { FieldProps } from './Field';
export { ReadOnlyValue, ReadOnlyCheck, checkMark, NOT_ANSWERED } from './ReadOnlyValue';
export type { ReadOnlyValueProps, ReadOnlyCheckProps } from './ReadOnlyValue';
