/**
 * The words and marks of the print-style read-only view, free of React so a server that
 * prints the same answers (a PDF) reads them exactly as the widgets show them:
 * `@applykit/ui/print-text`.
 */
export { formatDate, isValidDate } from '../DateInput/dates';

export const NOT_ANSWERED = 'Not answered';

/** The print-style check mark of the service view. */
export function checkMark(checked: boolean): '[X]' | '[ ]' {
  return checked ? '[X]' : '[ ]';
}
