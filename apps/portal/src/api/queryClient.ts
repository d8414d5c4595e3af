import { QueryClient } from '@tanstack/react-query';
import { isUnauthorized } from './errors';

/** Unauthorised errors are handled once, by the API client; every other error goes to the nearest error boundary. */
export const throwUnlessUnauthorized = (error: Error) => !isUnauthorized(error);

/**
 * Platform §9: no retry, data never goes stale nor is collected, no refetch on focus, mount
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
