import { describe, expect, it } from 'vitest';
import { ServerError, UnauthorizedError } from '@applykit/admissions-form/applykit-api';
import { createQueryClient } from './createQueryClient';

describe('createQueryClient', () => {
  it("uses the portal's query settings", () => {
    const client = createQueryClient();
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
});
