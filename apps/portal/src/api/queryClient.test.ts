import { describe, expect, it, vi } from 'vitest';
import { ServerError, UnauthorizedError } from './errors';
import { createQueryClient, queryKeys } from './queryClient';

describe('createQueryClient', () => {
  it('uses the settings of platform §9', () => {
    const client = createQueryClient(() => undefined);
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries).toMatchObject({
      retry: false,
      staleTime: Infinity,
      gcTime: Infinity,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
    });
    expect(mutations?.retry).toBe(false);
    const throwOnError = queries?.throwOnError as (error: Error) => boolean;
    expect(throwOnError(new ServerError('x'))).toBe(true);
    expect(throwOnError(new UnauthorizedError())).toBe(false);
  });

  it('clears the cache and hands over on a 401 from a query', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient(onUnauthorized);
    client.setQueryData(queryKeys.tabs, { t: 'a' });
    await client
      .fetchQuery({
        queryKey: queryKeys.profile,
        queryFn: () => Promise.reject(new UnauthorizedError()),
      })
      .catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(queryKeys.tabs)).toBeUndefined();
  });

  it('leaves the cache alone for other errors', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient(onUnauthorized);
    client.setQueryData(queryKeys.tabs, { t: 'a' });
    await client
      .fetchQuery({
        queryKey: queryKeys.profile,
        queryFn: () => Promise.reject(new ServerError('down')),
      })
      .catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(client.getQueryData(queryKeys.tabs)).toEqual({ t: 'a' });
  });
});
