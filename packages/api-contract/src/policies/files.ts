/**
 * The rules an uploaded document must meet. The upload widget (`@applykit/ui`), the form's
 * validation and the server refuse exactly the same files with the same texts. Plain code.
 */

export const fileLimits = {
  /** 1 MB read as 1,048,576 bytes: a file any operating system shows as "1 MB" passes. */
  maxBytes: 1024 * 1024,
  /** Counted with the extension. */
  nameMaxLength: 32,
  extensions: ['.png', '.jpeg', '.jpg', '.pdf', '.docx'],
} as const;

/** The English texts; the widget kit's catalogues hold their translations under `ui.file.*`. */
export const fileMessages = {
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
  if (file.size === 0) messages.push(fileMessages.empty);
  if (file.size > fileLimits.maxBytes) messages.push(fileMessages.tooLarge);
  if (!fileLimits.extensions.some((extension) => name.endsWith(extension)))
    messages.push(fileMessages.wrongType);
  if (file.name.length > fileLimits.nameMaxLength) messages.push(fileMessages.nameTooLong);
  return messages;
}
