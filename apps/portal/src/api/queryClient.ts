import {
  isUnauthorized,
  type ApplyKitData,
  type ApplyKitHostCache,
} from '@applykit/admissions-form/applykit-api';
import { QueryClient } from '@tanstack/react-query';

/** Unauthorised errors are handled once, by the API client; every other error goes to the nearest error boundary. */
const throwUnlessUnauthorized = (error: Error) => !isUnauthorized(error);

/**
 * No retry, data never goes stale nor is collected, no refetch on focus, mount
 * or reconnect; errors go to an error boundary. A 401 is not one of them: the API client
 * hands it to the portal's session end (`whenSessionEnds`), whichever way the call was made.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        gcTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
        throwOnError: throwUnlessUnauthorized,
      },
      mutations: { retry: false, throwOnError: throwUnlessUnauthorized },
    },
  });
}

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
