import { catalogueProblems, createTranslator, kitCatalogues } from '@applykit/ui/messages';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compiledCatalogues } from '../../../../scripts/compile-messages.mjs';
import { formCatalogues } from '.';
import { guidance } from '../rules/messages';

const packageDir = resolve(import.meta.dirname, '../..');
const english = createTranslator({ catalogues: [kitCatalogues, formCatalogues] });
const spanish = createTranslator({ locale: 'es', catalogues: [kitCatalogues, formCatalogues] });

describe('the form catalogues', () => {
  it('are compiled from messages/*.json as they stand (run the package build after an edit)', async () => {
    const { generated, expected } = await compiledCatalogues(packageDir, '@applykit/ui/messages');
    expect(generated).toBe(expected);
  });

  it('say the specified texts word for word in en', () => {
    const specified: Record<string, string> = {
      'form.button.previous': 'Previous',
      'form.button.save': 'Save',
      'form.button.continue': 'Save and Continue',
      'form.errorSummary.title': "We're missing some information!",
      'form.errorSummary.text':
        'The links below show what needs to be completed. Missing items will appear in red text on each page; simply fix them and then resubmit your application.',
      'form.uploadInProgress.title': 'File Upload in Progress',
      'form.uploadInProgress.text': 'Please wait until the file upload has completed.',
      'form.rule.zipMinLength': 'ZIP/Postal Code must be at least 5 characters.',
      'form.rule.birthDateInvalid': 'A valid date of birth is required.',
      'form.rule.birthDateTooOld':
        'This date is not supported. Please contact help support for assistance.',
      'form.rule.birthDateTooYoung': 'You must be 13 years or older to apply.',
      'form.rule.homePhone': 'Please enter a valid home phone number.',
      'form.rule.cellPhone': 'Please enter a valid cell phone number.',
      'form.rule.cellPhoneForSms':
        'A cell phone number is required to receive text message updates.',
      'form.rule.anyPhone':
        'Please enter a domestic or international home phone or cell phone number.',
      'form.privacy.title': 'Privacy Policy and Cookie Notice',
    };
    for (const [id, text] of Object.entries(specified)) expect(english.t(id), id).toBe(text);
    expect(english.t('form.rule.minimumYear', { year: 2023 })).toBe(
      'The minimum supported year is 2023',
    );
    expect(english.t('form.rule.maximumYear', { year: 2030 })).toBe(
      'The maximum supported year is 2030',
    );
    expect(english.t('form.toast.uploadError', { label: 'Veteran document' })).toBe(
      'Error uploading file for Veteran document',
    );
    expect(english.t('form.toast.tabError', { tabs: 'Tax documents' })).toBe(
      'Error handling tabs for Tax documents',
    );
    expect(english.t('form.toast.addAnotherError', { item: 'College' })).toBe(
      'Error adding another College',
    );
  });

  it('has every id in es, with the same ICU parameters', () => {
    expect(catalogueProblems(formCatalogues.en!, formCatalogues.es!)).toEqual([]);
  });

  it('shows a rule message of the server or the browser in Spanish, the label carried over', () => {
    expect(spanish.translateText('The minimum supported year is 2023')).toBe(
      'El año mínimo admitido es 2023',
    );
    expect(spanish.translateText('Enter at least 5 characters for ZIP')).toBe(
      'Ingrese al menos 5 caracteres en ZIP',
    );
    expect(spanish.translateText('Select an answer to: Are you a veteran?')).toBe(
      'Seleccione una respuesta para: Are you a veteran?',
    );
    expect(spanish.translateText('Enter City')).toBe('Ingrese City');
  });

  it('shows a closed or not yet open term in Spanish, its day in the Spanish long form', () => {
    const closed = guidance.termClosed('Período de ingreso', 'Primavera 2026', '2026-01-02');
    expect(closed).toBe(
      'Applications for Primavera 2026 closed on January 2, 2026. Select another Período de ingreso',
    );
    expect(spanish.translateText(closed)).toBe(
      'Las solicitudes para Primavera 2026 se cerraron el 2 de enero de 2026. Seleccione otra opción en Período de ingreso',
    );
    expect(
      spanish.translateText(guidance.termNotOpen('Período de ingreso', 'Otoño 2028', '2027-05-17')),
    ).toBe(
      'Las solicitudes para Otoño 2028 se abren el 17 de mayo de 2027. Seleccione otra opción en Período de ingreso',
    );
    expect(english.translateText(closed)).toBe(closed);
  });
});
