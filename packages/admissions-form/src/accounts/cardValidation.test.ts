import { accountMessages, serverMessages } from '@applykit/api-contract';
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
});
