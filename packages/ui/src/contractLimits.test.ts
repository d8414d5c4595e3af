import type * as Policies from '@applykit/api-contract/policies';
import { describe, expect, it, vi } from 'vitest';
import { ADD_ANOTHER_DEFAULT_COUNT, ADD_ANOTHER_MAX } from './AddAnother';
import { MAX_SUGGESTIONS } from './Combobox';
import { ALLOWED_FILE_EXTENSIONS, MAX_FILE_NAME_LENGTH, MAX_FILE_SIZE } from './FileUpload';
import { PASSWORD_MIN_LENGTH } from './PasswordChecklist';

// The contract's limits, changed here: every limit the widgets apply must follow them, so none
// of them can be a copy.
vi.mock('@applykit/api-contract/policies', async (importOriginal) => ({
  ...(await importOriginal<typeof Policies>()),
  lookupLimits: { maxResults: 3, textMaxLength: 100, idMaxLength: 600 },
  addAnotherLimits: { defaultCount: 2, maxCount: 4 },
  fileLimits: { maxBytes: 2048, nameMaxLength: 20, extensions: ['.pdf'] },
  passwordMinLength: 16,
}));

describe("the kit's limits are the API contract's", () => {
  it('shows as many suggestions and repeated groups as the contract allows', () => {
    expect(MAX_SUGGESTIONS).toBe(3);
    expect(ADD_ANOTHER_MAX).toBe(4);
    expect(ADD_ANOTHER_DEFAULT_COUNT).toBe(2);
  });

  it('names the contract’s file and password limits', () => {
    expect(MAX_FILE_SIZE).toBe(2048);
    expect(MAX_FILE_NAME_LENGTH).toBe(20);
    expect(ALLOWED_FILE_EXTENSIONS).toEqual(['.pdf']);
    expect(PASSWORD_MIN_LENGTH).toBe(16);
  });
});
