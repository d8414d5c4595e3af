import { isUnauthorized } from '@applykit/admissions-form/applykit-api';
import { QueryClient } from '@tanstack/react-query';

/** Unauthorised errors are handled once, by the API client; every other error goes to the nearest error boundary. */
const throwUnlessUnauthorized = (error: Error) => !isUnauthorized(error);

/**
 * No retry, data never goes stale nor is collected, no refetch on focus, mount
 * or reconnect; errors go to an error boundary. A 401 is not one of them: the API client
 * hands it to the portal's session end (`whenSessionEnds`), whichever way the call was made.
 * Loaded only with the first part of the portal that needs data (`portalQueries.ts`).
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
