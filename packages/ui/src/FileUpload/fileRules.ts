/**
 * The client checks of an uploaded file. Pure, so the server can
 * apply the same rule: importable from `@applykit/ui/file-rules`.
 */
import { catalogues } from '../messages/catalogues.generated';
import { createTranslator, sourceText, type Translator } from '../messages/translator';

/** 1 MB read as 1,048,576 bytes: a file any operating system shows as "1 MB" passes. */
export const MAX_FILE_SIZE = 1024 * 1024;
export const MAX_FILE_NAME_LENGTH = 32;
export const ALLOWED_FILE_EXTENSIONS = ['.png', '.jpeg', '.jpg', '.pdf', '.docx'] as const;

/** The English texts; a widget shows them in the applicant's language. */
export const FILE_MESSAGES = {
  tooLarge: sourceText(catalogues, 'ui.file.tooLarge'),
  wrongType: sourceText(catalogues, 'ui.file.wrongType'),
  nameTooLong: sourceText(catalogues, 'ui.file.nameTooLong'),
  empty: sourceText(catalogues, 'ui.file.empty'),
} as const;

const english = createTranslator({ catalogues: [catalogues] });

/** Every rule the file breaks, as the messages to show; empty when it may be uploaded. */
export function checkFile(file: { name: string; size: number }): string[] {
  const messages: string[] = [];
  const name = file.name.toLowerCase();
  if (file.size === 0) messages.push(FILE_MESSAGES.empty);
  if (file.size > MAX_FILE_SIZE) messages.push(FILE_MESSAGES.tooLarge);
  if (!ALLOWED_FILE_EXTENSIONS.some((extension) => name.endsWith(extension)))
    messages.push(FILE_MESSAGES.wrongType);
  if (file.name.length > MAX_FILE_NAME_LENGTH) messages.push(FILE_MESSAGES.nameTooLong);
  return messages;
}

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
