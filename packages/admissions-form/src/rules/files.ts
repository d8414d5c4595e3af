import { limits, messages } from './messages';

/** What the file rules need of a chosen file (a browser File satisfies it). */
export interface FileFacts {
  name: string;
  size: number;
}

/** Application-form §5 file rules, in the order an applicant should fix them. */
export function validateFile(file: FileFacts): string[] {
  const errors: string[] = [];
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!(limits.fileTypes as readonly string[]).includes(extension)) errors.push(messages.fileType);
  if (file.name.length > limits.fileNameMaxLength) errors.push(messages.fileNameTooLong);
  if (file.size === 0) errors.push(messages.fileEmpty);
  if (file.size > limits.fileMaxBytes) errors.push(messages.fileTooLarge);
  return errors;
}
