import type { DocumentAnswers } from '@applykit/api-contract';

/**
 * Reads an applicant's uploaded documents (platform §3 document_answer) for the profile, the
 * service view and the submit check. The documents module provides it to `buildServer`.
 */
export type DocumentAnswersReader = (applicantId: string) => Promise<DocumentAnswers>;
