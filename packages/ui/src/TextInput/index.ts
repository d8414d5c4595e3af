export { TextInput, DEFAULT_MAX_LENGTH } from './TextInput';
export type { TextInputProps, TextInputType } from './TextInput';
