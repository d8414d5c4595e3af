import { describe, expect, it } from 'vitest';
import { validateFile } from './files';
import { messages } from './messages';

const MB = 1024 * 1024;

describe('validateFile: application-form §5 file rules', () => {
  it.each<[string, { name: string; size: number }, string[]]>([
    ['a 1 MB pdf', { name: 'transcript.pdf', size: MB }, []],
    ['one byte over 1 MB', { name: 'transcript.pdf', size: MB + 1 }, [messages.fileTooLarge]],
    ['an empty file', { name: 'transcript.pdf', size: 0 }, [messages.fileEmpty]],
    ['upper-case extension', { name: 'SCAN.JPEG', size: 10 }, []],
    ['png, jpg and docx', { name: 'a.png', size: 1 }, []],
    ['docx', { name: 'letter.docx', size: 1 }, []],
    ['jpg', { name: 'photo.jpg', size: 1 }, []],
    ['a gif', { name: 'photo.gif', size: 1 }, [messages.fileType]],
    ['no extension', { name: 'README', size: 1 }, [messages.fileType]],
    ['a name of 32 characters', { name: `${'a'.repeat(28)}.pdf`, size: 1 }, []],
    [
      'a name of 33 characters',
      { name: `${'a'.repeat(29)}.pdf`, size: 1 },
      [messages.fileNameTooLong],
    ],
    [
      'every rule at once',
      { name: `${'a'.repeat(40)}.exe`, size: 0 },
      [messages.fileType, messages.fileNameTooLong, messages.fileEmpty],
    ],
  ])('%s', (_description, file, expected) => {
    expect(validateFile(file)).toEqual(expected);
  });

  it('keeps the exact texts', () => {
    expect(messages.fileTooLarge).toBe('Your file is too large. The maximum file size is 1 MB.');
    expect(messages.fileType).toBe(
      'You can only enter the following file types: .png, .jpeg, .jpg, .pdf, .docx',
    );
  });
});
