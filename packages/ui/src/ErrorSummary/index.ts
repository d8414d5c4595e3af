export { ErrorSummary, focusField } from './ErrorSummary';
export type { ErrorSummaryProps, ErrorSummaryItem, ErrorSummaryGroup } from './ErrorSummary';
