import { accountMessages } from '@applykit/api-contract';
import { catalogueProblems, createTranslator, kitCatalogues } from '@applykit/ui/messages';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compiledCatalogues } from '../../../../scripts/compile-messages.mjs';
import { catalogues as accountCatalogues } from './catalogues.generated';

const packageDir = resolve(import.meta.dirname, '../..');
const english = createTranslator({ catalogues: [kitCatalogues, accountCatalogues] });
const spanish = createTranslator({ locale: 'es', catalogues: [kitCatalogues, accountCatalogues] });
const englishOf = (id: string) => english.t(id);

describe("the account cards' catalogues", () => {
  it('are compiled from messages/accounts/*.json as they stand (run the package build after an edit)', async () => {
    const { generated, expected } = await compiledCatalogues(
      packageDir,
      '@applykit/ui/messages',
      'messages/accounts',
      'src/accounts/catalogues.generated.ts',
    );
    expect(generated).toBe(expected);
  });

  it('say the specified texts word for word in en', () => {
    const specified: Record<string, string> = {
      'form.account.logIn': 'Log In',
      'form.account.signUp': 'Sign Up',
      'form.account.confirm': 'Confirm Your Account',
      'form.account.forgot': 'Forgot Password',
      'form.account.reset': 'Reset Password',
      'form.account.emailAddress': 'Email Address',
      'form.account.password': 'Password',
      'form.account.confirmationCode': 'Confirmation Code',
      'form.account.newPassword': 'New Password',
      'form.account.confirmPassword': 'Confirm Password',
      'form.account.resendLink': 'Resend confirmation code?',
      'form.account.forgotLink': 'Forgot password?',
      'form.account.submit': 'Submit',
      'form.account.loginError': 'Login Card Error',
      'form.account.signUpError': 'Sign Up Card Error',
      'form.account.resendError': 'Resend Confirmation Code Error',
    };
    for (const [id, text] of Object.entries(specified)) expect(english.t(id), id).toBe(text);
  });

  it("word the contract's account messages the cards show, in en and es", () => {
    const shown = Object.values(accountMessages).filter(
      (text) => text !== accountMessages.passwordsMustMatch,
    );
    const worded = new Set(Object.keys(accountCatalogues.en!).map((id) => englishOf(id)));
    for (const text of shown) {
      expect(worded, text).toContain(text);
      expect(spanish.translateText(text), text).not.toBe(text);
    }
    expect(spanish.t('form.account.confirmIntro', { username: 'ada@example.edu' })).toBe(
      'Ingrese el código de 6 dígitos que enviamos a ada@example.edu.',
    );
  });

  it('has every id in es, with the same ICU parameters', () => {
    expect(catalogueProblems(accountCatalogues.en!, accountCatalogues.es!)).toEqual([]);
  });
});
