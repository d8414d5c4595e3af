import { describe, expect, it } from 'vitest';
import { accountMessages, serverMessages } from './messages';
import {
  answersSchema,
  confirmationSchema,
  errorReplySchema,
  forgotPasswordSchema,
  loginSchema,
  passwordResetSchema,
  resendConfirmationSchema,
  signUpSchema,
} from './schemas';
import { isFreeText, isLineText } from './text';

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

describe('account schemas', () => {
  it('uses the platform messages for each card', () => {
    const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
      result.error?.issues.map((issue) => issue.message);
    expect(messagesOf(loginSchema.safeParse({ username: 'x', password: '' }))).toEqual([
      accountMessages.loginEmailInvalid,
      accountMessages.passwordRequired,
    ]);
    expect(
      messagesOf(confirmationSchema.safeParse({ username: 'a@b.cd', code: '12a456' })),
    ).toEqual([accountMessages.codeInvalid]);
    expect(messagesOf(resendConfirmationSchema.safeParse({ username: '' }))).toEqual([
      accountMessages.resendEmailInvalid,
    ]);
    expect(
      messagesOf(
        passwordResetSchema.safeParse({
          username: 'a@b.cd',
          password: 'Transfer-Student-2026',
          confirm_password: 'Transfer-Student-2027',
          id: 'link-id',
        }),
      ),
    ).toEqual([accountMessages.passwordsMustMatch]);
  });

  it('trims the e-mail address', () => {
    expect(forgotPasswordSchema.parse({ username: '  ana@example.edu ' })).toEqual({
      username: 'ana@example.edu',
    });
  });

  it('signs up only one plain mailbox, not what mail software reads as a group, name or list', () => {
    for (const username of ['a:b@x.edu;', 'x<b@x.edu>', 'a,b@x.edu', '"a"@x.edu', 'a..b@x.edu']) {
      const result = signUpSchema.safeParse({ username, password: 'Transfer-Student-2026' });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        accountMessages.emailInvalid,
      ]);
    }
    for (const username of ['ana.maría@universidad.es', "o'neil+apply@mail.example.edu"]) {
      expect(signUpSchema.safeParse({ username, password: 'Transfer-Student-2026' }).success).toBe(
        true,
      );
    }
  });
});

describe('text a field may hold', () => {
  it('refuses control characters and half a surrogate pair in one-line text', () => {
    for (const bad of [
      '\u0000',
      '\u0007',
      '\t',
      '\n',
      '\r',
      '\u001b',
      '\u007f',
      '\u0085',
      '\ud800',
      '\udfff',
    ]) {
      expect(isLineText(`ana${bad}@example.edu`), JSON.stringify(bad)).toBe(false);
    }
    expect(isLineText('Zoë Ångström 😀 <ana@example.edu>')).toBe(true);
  });

  it('keeps tab and line breaks in free text, and nothing else of the kind', () => {
    expect(isFreeText('First line\n\tsecond line\r\nthird 😀')).toBe(true);
    for (const bad of ['\u0000', '\u000b', '\u000c', '\u001b', '\u007f', '\u009f', '\ud83d']) {
      expect(isFreeText(`essay${bad}`), JSON.stringify(bad)).toBe(false);
    }
  });

  it('names the problem in the schemas that carry text', () => {
    const issues = signUpSchema.safeParse({ username: 'ana\u0000@example.edu', password: 'x' })
      .error!.issues;
    expect(issues.find((issue) => issue.path[0] === 'username')?.message).toBe(
      serverMessages.controlCharacters,
    );
    expect(answersSchema.safeParse({ essay: 'ok\n\tok' }).success).toBe(true);
    expect(answersSchema.safeParse({ essay: 'nul\u0000' }).success).toBe(false);
    expect(answersSchema.safeParse({ 'key\u0000': 'ok' }).success).toBe(false);
  });
});
