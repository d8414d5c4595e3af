import type { DocumentAnswers } from '@applykit/admissions-form';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api/queryClient';

/**
 * The documents a new step starts from. The profile's copy is as of login and never refreshed,
 * so once the document map has been loaded (an upload, a deletion, a conversion) that map is
 * the truth; when it has been marked stale, nothing is given and the form fetches it afresh.
 */
export function stepDocuments(
  queryClient: QueryClient,
  fromProfile: DocumentAnswers | undefined,
): DocumentAnswers | undefined {
  const cached = queryClient.getQueryState<DocumentAnswers>(queryKeys.documentAnswers);
  if (!cached) return fromProfile;
  return cached.isInvalidated ? undefined : cached.data;
}
