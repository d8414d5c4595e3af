import { checkFile as contractCheckFile } from '@applykit/api-contract/policies';
import { checkFile, FILE_MESSAGES, MAX_FILE_SIZE } from '@applykit/ui/file-rules';
import { describe, expect, it } from 'vitest';
import { validateFile } from './files';
import { limits, messages } from './messages';

// The rule itself is tested once, with the widget kit (packages/ui, FileUpload.test.tsx).
describe('validateFile', () => {
  it('is the widget kit’s file rule, with its texts and limits', () => {
    expect(validateFile).toBe(checkFile);
    expect(validateFile).toBe(contractCheckFile);
    expect(messages.fileTooLarge).toBe(FILE_MESSAGES.tooLarge);
    expect(messages.fileType).toBe(FILE_MESSAGES.wrongType);
    expect(messages.fileNameTooLong).toBe(FILE_MESSAGES.nameTooLong);
    expect(messages.fileEmpty).toBe(FILE_MESSAGES.empty);
    expect(limits.fileMaxBytes).toBe(MAX_FILE_SIZE);
    expect(limits.fileNameMaxLength).toBe(32);
    expect(limits.fileTypes).toEqual(['png', 'jpeg', 'jpg', 'pdf', 'docx']);
  });
});
