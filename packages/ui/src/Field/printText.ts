/**
 * The words and marks of the print-style read-only view, free of React so a server that
 * prints the same answers (a PDF) reads them exactly as the widgets show them:
 * `@applykit/ui/print-text`.
 */
import { catalogues } from '../messages/catalogues.generated';
import { sourceText } from '../messages/translator';

export { formatDate, isValidDate } from '../DateInput/dates';

/** The English text of an empty answer; a widget shows it in the applicant's language. */
export const NOT_ANSWERED = sourceText(catalogues, 'ui.field.notAnswered');

/** The print-style check mark of the service view. */
export function checkMark(checked: boolean): '[X]' | '[ ]' {
  return checked ? '[X]' : '[ ]';
}
