import type * as Policies from '@applykit/api-contract/policies';
import { describe, expect, it, vi } from 'vitest';
import { LOOKUP_MAX_RESULTS } from './applykit-api';
import { isConverting } from './form/fields';
import { limits } from './rules/messages';

// The contract's limits and its "still pending" rule, changed here: the form must follow them,
// so none of them can be a copy.
vi.mock('@applykit/api-contract/policies', async (importOriginal) => ({
  ...(await importOriginal<typeof Policies>()),
  lookupLimits: { maxResults: 3, textMaxLength: 100, idMaxLength: 600 },
  addAnotherLimits: { defaultCount: 2, maxCount: 4 },
  fileLimits: { maxBytes: 2048, nameMaxLength: 20, extensions: ['.pdf'] },
  isPendingStatus: (status: string) => status === 'UNPROCESSED',
}));

describe("the form's limits are the API contract's", () => {
  it('asks for as many suggestions and reveals as many groups as the contract allows', () => {
    expect(LOOKUP_MAX_RESULTS).toBe(3);
    expect(limits.addAnotherMax).toBe(4);
    expect(limits.addAnotherDefault).toBe(2);
  });

  it('checks files against the contract’s limits', () => {
    expect(limits.fileMaxBytes).toBe(2048);
    expect(limits.fileNameMaxLength).toBe(20);
    expect(limits.fileTypes).toEqual(['pdf']);
  });

  it('keeps polling a conversion exactly while the contract calls it pending', () => {
    expect(isConverting('UNPROCESSED')).toBe(true);
    expect(isConverting('IN_PROGRESS')).toBe(false);
  });
});
