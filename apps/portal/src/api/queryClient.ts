import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthorized } from './errors';

/** Unauthorised errors are handled once, by `onUnauthorized`; every other error goes to the nearest error boundary. */
export const throwUnlessUnauthorized = (error: Error) => !isUnauthorized(error);

/**
 * Platform §9: no retry, data never goes stale nor is collected, no refetch on focus, mount
 * or reconnect; errors go to an error boundary. A 401 from any call clears the cache and
 * hands over to `onUnauthorized` (which goes to /login).
 */
export function createQueryClient(onUnauthorized: () => void): QueryClient {
  const handle = (error: Error) => {
    if (!isUnauthorized(error)) return;
    queryClient.clear();
    onUnauthorized();
  };
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError: handle }),
    mutationCache: new MutationCache({ onError: handle }),
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
  return queryClient;
}

/** The web-status post is the one call retried (twice) before it fails. */
export const WEB_STATUS_RETRIES = 2;

export const queryKeys = {
  profile: ['profile'] as const,
  tabs: ['tabs'] as const,
  addAnother: ['add-another'] as const,
  documentAnswers: ['document-answer'] as const,
  conversion: (answerKey: string) => ['conversion', answerKey] as const,
  applicationPdf: ['pdf'] as const,
  serviceView: (token: string) => ['service-view', token] as const,
  temporaryAnswers: (token: string) => ['temporary-answers', token] as const,
};
