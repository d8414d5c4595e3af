import {
  accountMessages,
  confirmationSchema,
  forgotPasswordSchema,
  loginSchema,
  passwordResetSchema,
  resendConfirmationSchema,
  serverMessages,
  signUpSchema,
} from '@applykit/api-contract';
import { describe, expect, it } from 'vitest';
import {
  resendAddressError,
  validateConfirm,
  validateForgot,
  validateLogin,
  validateReset,
  validateSignUp,
} from './cardValidation';

const strong = 'Correct-Horse-9';

describe('card validation', () => {
  it('log in: the login e-mail message and a required password', () => {
    expect(validateLogin({ username: 'nope', password: '' })).toEqual({
      username: ['Please provide a valid email address.'],
      password: ['Password is required.'],
    });
    expect(validateLogin({ username: 'ada@example.edu', password: 'x' })).toEqual({});
  });

  it('sign up: the e-mail message, and one message for a weak password', () => {
    expect(validateSignUp({ username: 'ada@', password: 'short' })).toEqual({
      username: ['Your email address must be valid.'],
      password: [serverMessages.passwordRejected],
    });
    expect(validateSignUp({ username: 'ada@example.edu', password: strong })).toEqual({});
  });

  it('sign up: refuses leading or trailing whitespace', () => {
    expect(
      validateSignUp({ username: 'ada@example.edu', password: ` ${strong}` }).password,
    ).toEqual([serverMessages.passwordRejected]);
  });

  it('confirm: exactly 6 digits', () => {
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      expect(validateConfirm({ code }).code).toEqual([
        'The confirmation code must be exactly 6 numbers.',
      ]);
    }
    expect(validateConfirm({ code: '123456' })).toEqual({});
  });

  it('forgot: the e-mail message', () => {
    expect(validateForgot({ username: 'x' })).toEqual({
      username: ['Your email address must be valid.'],
    });
  });

  it('reset: password, confirm_password and id; the passwords must match', () => {
    expect(
      validateReset({
        username: 'ada@example.edu',
        id: '',
        password: strong,
        confirm_password: 'other',
      }),
    ).toEqual({
      confirm_password: [accountMessages.passwordsMustMatch],
      id: [serverMessages.resetLinkInvalid],
    });
    expect(
      validateReset({
        username: 'ada@example.edu',
        id: 'abc',
        password: strong,
        confirm_password: strong,
      }),
    ).toEqual({});
  });

  it('resend needs a valid address first', () => {
    expect(resendAddressError('nope')).toBe(
      'You must provide a valid email address to resend a confirmation code.',
    );
    expect(resendAddressError(' ada@example.edu ')).toBeUndefined();
  });

  it('refuses exactly what the server’s schemas refuse, with the same messages', () => {
    // The server's reading of a card's values: each field's messages from the contract's zod
    // schema, a weak new password's long message said once as the short refusal.
    const serverSays = (
      schema: { safeParse(value: unknown): { error?: { issues: readonly Issue[] } } },
      values: Record<string, string>,
      fields: readonly string[],
    ) => {
      const errors: Record<string, string[]> = {};
      for (const issue of schema.safeParse(values).error?.issues ?? []) {
        const name = String(issue.path[0]);
        if (!fields.includes(name)) continue;
        const message = issue.message.startsWith(
          `${serverMessages.passwordRejected.replace(/\.$/, '')}: `,
        )
          ? serverMessages.passwordRejected
          : issue.message;
        const list = (errors[name] ??= []);
        if (!list.includes(message)) list.push(message);
      }
      return errors;
    };
    type Issue = { path: readonly PropertyKey[]; message: string };
    const addresses = [
      '',
      ' ',
      'nope',
      'ada@',
      'ada@example.edu',
      ' ada@example.edu ',
      'a:b@x.edu;',
      'x<b@x.edu>',
      'a,b@x.edu',
      'ada@exa\u0007mple.edu',
      `${'a'.repeat(250)}@x.edu`,
      'ádá@exámple.edu',
      'ada@example.e',
    ];
    const passwords = [
      '',
      'x',
      'short',
      strong,
      ` ${strong}`,
      'a'.repeat(300),
      `${strong}\u0000`,
      'Ünïcode-Pass-9',
      `Aa1!${'x'.repeat(200)}`,
    ];
    const codes = ['', '123456', ' 123456 ', '12345', 'abcdef', '12345\u0001', '１２３４５６'];
    const ids = ['', 'abc', 'x'.repeat(201), 'a\u0002b'];
    let compared = 0;
    const same = (
      card: Record<string, string[] | undefined>,
      server: Record<string, string[]>,
      values: unknown,
    ) => {
      compared += 1;
      expect(card, JSON.stringify(values)).toEqual(server);
    };
    for (const username of addresses) {
      for (const password of passwords) {
        const values = { username, password };
        same(
          validateLogin(values),
          serverSays(loginSchema, values, ['username', 'password']),
          values,
        );
        same(
          validateSignUp(values),
          serverSays(signUpSchema, values, ['username', 'password']),
          values,
        );
      }
      same(
        validateForgot({ username }),
        serverSays(forgotPasswordSchema, { username }, ['username']),
        username,
      );
      const resend = serverSays(resendConfirmationSchema, { username }, ['username']).username;
      expect(resendAddressError(username), username).toBe(resend?.[0]);
    }
    for (const code of codes) {
      const values = { username: 'ada@example.edu', code };
      same(validateConfirm({ code }), serverSays(confirmationSchema, values, ['code']), values);
    }
    for (const password of passwords)
      for (const confirm_password of [...passwords.slice(0, 5), `${strong}\u0000`])
        for (const id of ids) {
          const values = { username: 'ada@example.edu', password, confirm_password, id };
          same(
            validateReset(values),
            serverSays(passwordResetSchema, values, ['password', 'confirm_password', 'id']),
            values,
          );
        }
    expect(compared).toBeGreaterThan(400);
  });
});
