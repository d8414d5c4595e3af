import { api } from '../api/calls';
import type { Answers, ConversionStatus } from '../api/types';

/** UNPROCESSED and IN_PROGRESS keep polling; COMPLETED, NOT_ANSWERED and FAILED end it (platform §4). */
export function isConversionPending(status: ConversionStatus): boolean {
  return status === 'UNPROCESSED' || status === 'IN_PROGRESS';
}

export interface UploadDocumentOptions {
  answerKey: string;
  file: File;
  /** The answers as they stand; saved alongside so the upload never outruns the rest of the page. */
  answers: Answers;
  saveAnswers: (answers: Answers) => Promise<unknown>;
}

/**
 * Platform §4 document upload, up to the conversion request: save the answers and ask for a
 * presigned upload in parallel, POST the file with the returned fields, then ask the server
 * to convert it. The form's upload widget polls the conversion from there (every 2000 ms,
 * through the host's `getConversionStatus`), so it can show its converting state.
 */
export async function uploadDocument({
  answerKey,
  file,
  answers,
  saveAnswers,
}: UploadDocumentOptions): Promise<void> {
  const [, presigned] = await Promise.all([saveAnswers(answers), api.presignedUpload(answerKey)]);
  await api.upload(presigned, file);
  // The upload's object key is the `key` form field, as in an S3 presigned POST.
  await api.convertDocument(answerKey, presigned.fields.key ?? '', file.name);
}
