import type { ApplyKitData, ApplyKitHostCache } from '@applykit/admissions-form/applykit-api';
import type { QueryClient } from '@tanstack/react-query';

export const queryKeys = {
  profile: ['profile'] satisfies [ApplyKitData],
  tabs: ['tabs'] satisfies [ApplyKitData],
  addAnother: ['add-another'] satisfies [ApplyKitData],
  documentAnswers: ['document-answer'] satisfies [ApplyKitData],
  conversion: (answerKey: string) => ['conversion', answerKey] as const,
  applicationPdf: ['pdf'] as const,
  serviceView: (token: string) => ['service-view', token] as const,
  temporaryAnswers: (token: string) => ['temporary-answers', token] as const,
};

/**
 * The form package's host keeps what it loads in the query cache, under the same keys as the
 * portal's own queries, so a page and the form share one copy.
 */
export function hostCache(queryClient: QueryClient): ApplyKitHostCache {
  return {
    load: (name, fetch, options) =>
      queryClient.fetchQuery({
        queryKey: [name],
        queryFn: fetch,
        ...(options?.fresh && { staleTime: 0 }),
      }),
    read: (name) => queryClient.getQueryData([name]),
    change: (name, update) => {
      queryClient.setQueryData([name], update);
    },
    invalidate: (name) => queryClient.invalidateQueries({ queryKey: [name] }),
  };
}
