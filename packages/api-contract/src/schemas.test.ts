import { describe, expect, it } from 'vitest';
import { errorReplySchema } from './schemas';

describe('errorReplySchema', () => {
  it('accepts a message with per-field errors', () => {
    const reply = {
      message: 'Bad input',
      errors: { zip: ['ZIP/Postal Code must be at least 5 characters.'] },
    };
    expect(errorReplySchema.parse(reply)).toEqual(reply);
  });

  it('refuses a reply without a message', () => {
    expect(errorReplySchema.safeParse({ error: 'x' }).success).toBe(false);
  });
});
