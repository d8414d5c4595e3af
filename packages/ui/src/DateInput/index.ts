export { DateInput, isValidDate, formatDate } from './DateInput';
export type { DateInputProps } from './DateInput';
