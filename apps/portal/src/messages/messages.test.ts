import { accountMessages, messages, serverMessages } from '@applykit/api-contract';
import { formCatalogues } from '@applykit/admissions-form';
import { accountCatalogues } from '@applykit/admissions-form/accounts';
import { catalogueProblems, createTranslator, kitCatalogues } from '@applykit/ui';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compiledCatalogues } from '../../../../scripts/compile-messages.mjs';
import { statusTexts } from '../answers/statusTexts';
import { portalCatalogues } from '.';

const packageDir = resolve(import.meta.dirname, '../..');
const layers = [kitCatalogues, formCatalogues, accountCatalogues, portalCatalogues];
const english = createTranslator({ catalogues: layers });
const spanish = createTranslator({ locale: 'es', catalogues: layers });

describe('the portal catalogues', () => {
  it('are compiled from messages/*.json as they stand (run the build after an edit)', async () => {
    const { generated, expected } = await compiledCatalogues(packageDir, '@applykit/ui');
    expect(generated).toBe(expected);
  });

  it('say the specified texts word for word in en', () => {
    const specified: Record<string, string> = {
      'portal.error.heading': 'Something went wrong.',
      'portal.error.text':
        'The issue that caused you to see this has been logged. We will get it fixed as soon as possible.',
      'portal.error.unexpectedTitle': 'Unexpected Error',
      'portal.inactivity.stay': 'Yes - Take me back to my application',
      'portal.inactivity.leave': 'No - Please log me out',
      'portal.toast.successLabel': 'Success Notification',
      'portal.account.logOut': 'Log Out',
      'portal.account.signIn': 'Sign In',
      'portal.account.createAccount': 'Create Account',
    };
    for (const [id, text] of Object.entries(specified)) expect(english.t(id), id).toBe(text);
  });

  it('word every text the contract and the status banner show as the portal shows it', () => {
    const shown = [
      ...Object.values(messages),
      ...Object.values(accountMessages).filter(
        (text) => text !== accountMessages.passwordsMustMatch,
      ),
      ...Object.values(statusTexts),
    ];
    // The account cards' texts are the form package's (its cards show them).
    const english = new Set(
      [...Object.keys(portalCatalogues.en!), ...Object.keys(accountCatalogues.en!)].map((id) =>
        englishText(id),
      ),
    );
    for (const text of shown) expect(english, text).toContain(text);
    // The server's replies an applicant meets are translated too.
    for (const text of [
      serverMessages.loginRejected,
      serverMessages.codeRejected,
      serverMessages.serverBusy,
    ]) {
      expect(spanish.translateText(text)).not.toBe(text);
    }
  });

  it('has every id in es, with the same ICU parameters', () => {
    expect(catalogueProblems(portalCatalogues.en!, portalCatalogues.es!)).toEqual([]);
  });

  it('shows a contract message in Spanish', () => {
    expect(spanish.translateText(messages.sessionInvalid)).toBe(
      'Su sesión no es válida. Borre las cookies de su navegador y vuelva a iniciar sesión.',
    );
    expect(spanish.t('portal.inactivity.announce', { seconds: 1 })).toBe(
      'Su sesión se cerrará en 1 segundo.',
    );
  });
});

function englishText(id: string): string {
  return english.t(id);
}
