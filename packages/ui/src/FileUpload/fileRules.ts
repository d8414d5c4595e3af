/**
 * The client checks of an uploaded file (application-form spec §5). Pure, so the server can
 * apply the same rule: importable from `@applykit/ui/file-rules`.
 */

/** 1 MB read as 1,048,576 bytes: a file any operating system shows as "1 MB" passes. */
export const MAX_FILE_SIZE = 1024 * 1024;
export const MAX_FILE_NAME_LENGTH = 32;
export const ALLOWED_FILE_EXTENSIONS = ['.png', '.jpeg', '.jpg', '.pdf', '.docx'] as const;

export const FILE_MESSAGES = {
  tooLarge: 'Your file is too large. The maximum file size is 1 MB.',
  wrongType: 'You can only enter the following file types: .png, .jpeg, .jpg, .pdf, .docx',
  nameTooLong:
    'The name of your file is too long. File name can have a maximum of 32 characters, including the extension.',
  empty: 'Your file is empty. Please upload a non-empty file.',
} as const;

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

/** A byte count as people read it, e.g. "245 KB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
