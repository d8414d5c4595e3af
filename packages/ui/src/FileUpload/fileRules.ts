/**
 * The upload widget's file rules, React-free: `@applykit/ui/file-rules`. The rules themselves
 * are the API contract's (`@applykit/api-contract/policies`), so the form and the server refuse
 * exactly the same files with the same texts; this entry keeps the kit's names for them and
 * adds what only a widget needs.
 */
import { fileLimits, fileMessages } from '@applykit/api-contract/policies';
import { catalogues } from '../messages/catalogues.generated';
import { createTranslator, sourceText, type Translator } from '../messages/translator';

export { checkFile } from '@applykit/api-contract/policies';

export const MAX_FILE_SIZE = fileLimits.maxBytes;
export const MAX_FILE_NAME_LENGTH = fileLimits.nameMaxLength;
export const ALLOWED_FILE_EXTENSIONS = fileLimits.extensions;

/** The English texts; a widget shows them in the applicant's language (`ui.file.*`). */
export const FILE_MESSAGES = fileMessages;

const english = createTranslator({ catalogues: [catalogues] });

/** A byte count as people read it in the translator's language, e.g. "245 KB", "1.5 MB". */
export function formatFileSize(
  bytes: number,
  { t, formatNumber }: Pick<Translator, 't' | 'formatNumber'> = english,
): string {
  if (bytes < 1024) return t('ui.file.bytes', { bytes });
  if (bytes < 1024 * 1024) {
    return t('ui.file.kilobytes', { size: formatNumber(Math.round(bytes / 1024)) });
  }
  const megabytes = formatNumber(bytes / (1024 * 1024), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return t('ui.file.megabytes', { size: megabytes });
}

/**
 * The server refused this file for a reason retrying cannot fix (its content is not what its
 * name says, it cannot be read). Rejecting `onUpload` with it shows the reason, in words,
 * under the field instead of the invitation to try again. Here, on the React-free entry, so a
 * host that talks to the server can throw it without loading the widgets.
 */
export class FileRefusedError extends Error {
  override readonly name = 'FileRefusedError';
}

/** The English text of a failed upload; the widget shows it in the applicant's language. */
export const UPLOAD_FAILED_TEXT = sourceText(catalogues, 'ui.file.uploadFailed');

/**
 * The message a rejected upload shows under the field. Here rather than beside the widget, so
 * a form that reports an upload's failure does not load the widget and its delete dialog.
 */
export function uploadFailureMessage(error: unknown): string {
  return error instanceof FileRefusedError && error.message ? error.message : UPLOAD_FAILED_TEXT;
}
