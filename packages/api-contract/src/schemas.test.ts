import { describe, expect, it } from 'vitest';
import { accountMessages } from './accountMessages';
import { serverMessages } from './serverMessages';
import {
  answerLimits,
  answersSchema,
  isAnswerSet,
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

  it('refuses in free text every control character but tab and line breaks, and lone surrogates', () => {
    const kept = new Set(['\t', '\n', '\r']);
    const wrong: string[] = [];
    for (let unit = 0; unit < 0x10000; unit++) {
      const character = String.fromCharCode(unit);
      const refused =
        (/\p{Cc}/u.test(character) && !kept.has(character)) || /\p{Cs}/u.test(character);
      if (isFreeText(`a${character}b`) === refused) wrong.push(unit.toString(16));
    }
    expect(wrong).toEqual([]);
    expect(isFreeText('\ud83d\ude00')).toBe(true);
    expect(isFreeText('\ud83d\ud83d\ude00')).toBe(false);
    expect(isFreeText('\ude00\ud83d')).toBe(false);
  });

  it('judges an answer set quickly exactly as answersSchema does', () => {
    const { keyLength, valueLength } = answerLimits;
    const sets: unknown[] = [
      {},
      { first_name: 'Ana', essay: 'First line\n\tsecond 😀' },
      { first_name: 'x'.repeat(valueLength) },
      { first_name: 'x'.repeat(valueLength + 1) },
      { ['k'.repeat(keyLength)]: 'ok' },
      { ['k'.repeat(keyLength + 1)]: 'ok' },
      { essay: 'nul\u0000' },
      { essay: 'lone \ud83d' },
      { 'key\tname': 'ok' },
      { 'key\u0085': 'ok' },
      { first_name: 1 },
      { first_name: null },
      { first_name: ['Ana'] },
      { first_name: { text: 'Ana' } },
      ['Ana'],
      'Ana',
      null,
      undefined,
      7,
      new Date(0),
      new Map([['first_name', 'Ana']]),
      Object.assign(Object.create(null) as object, { first_name: 'Ana' }),
      JSON.parse('{"__proto__": "Ana"}'),
    ];
    for (const set of sets) {
      expect(isAnswerSet(set), JSON.stringify(set)).toBe(answersSchema.safeParse(set).success);
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
