export { useField } from './useField';
export type { FieldOptions, FieldState } from './useField';
export { Field, FieldErrors, FieldHint, RequiredMarker } from './Field';
export type { FieldProps } from './Field';
export { ReadOnlyValue, ReadOnlyCheck, checkMark, NOT_ANSWERED } from './ReadOnlyValue';
export type { ReadOnlyValueProps, ReadOnlyCheckProps } from './ReadOnlyValue';
// The look of the kit's text-like controls, for an app's own control to look native:
// `className={fieldControl()}` (or `fieldControl({ variant: 'underlined' })`).
export { control as fieldControl } from './Field.css';
export type { ControlVariants } from './Field.css';
