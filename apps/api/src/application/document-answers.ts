import type { DocumentAnswers } from '@applykit/api-contract';

/**
 * Reads an applicant's uploaded documents (the `document_answer` map) for the profile, the
 * service view and the submit check. The documents module provides it to `buildServer`.
 */
export type DocumentAnswersReader = (applicantId: string) => Promise<DocumentAnswers>;
