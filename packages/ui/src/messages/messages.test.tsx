import { render, screen } from '@testing-library/react';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compiledCatalogues } from '../../../../scripts/compile-messages.mjs';
import { FieldErrors } from '../Field/Field';
import { ReadOnlyValue } from '../Field/ReadOnlyValue';
import { catalogues } from './catalogues.generated';
import { MessagesProvider } from './MessagesProvider';
import { catalogueProblems, createTranslator, type Catalogues } from './translator';

const packageDir = resolve(import.meta.dirname, '../..');
const english = createTranslator({ catalogues: [catalogues] });
const spanish = createTranslator({ locale: 'es', catalogues: [catalogues] });

describe('the kit catalogues', () => {
  it('are compiled from messages/*.json as they stand (run the package build after an edit)', async () => {
    const { generated, expected } = await compiledCatalogues(packageDir, './translator');
    expect(generated).toBe(expected);
  });

  it('say the specified texts word for word in en', () => {
    const specified: Record<string, string> = {
      'ui.modal.defaultTitle': 'Error',
      'ui.toast.success': 'Success',
      'ui.toast.error': 'Error',
      'ui.addAnother.add': 'Add Another',
      'ui.schoolSearch.typed': 'Enter your school information below.',
      'ui.password.match': 'passwords must match',
      'ui.file.tooLarge': 'Your file is too large. The maximum file size is 1 MB.',
      'ui.file.wrongType':
        'You can only enter the following file types: .png, .jpeg, .jpg, .pdf, .docx',
      'ui.file.nameTooLong':
        'The name of your file is too long. File name can have a maximum of 32 characters, including the extension.',
      'ui.file.empty': 'Your file is empty. Please upload a non-empty file.',
      'ui.file.needsAccount': 'This question can be finished once you have created an account.',
      'ui.file.deleteTitle': 'Delete File',
      'ui.file.deleteText': 'Are you sure you want to delete your file?',
      'ui.file.delete': 'Delete',
      'ui.file.cancel': 'Cancel',
    };
    for (const [id, text] of Object.entries(specified)) expect(english.t(id), id).toBe(text);
    expect(english.t('ui.textArea.count', { count: 12, limit: 7000 })).toBe(
      'Character count: 12 / 7000',
    );
  });

  it('has every id in es, with the same ICU parameters', () => {
    expect(catalogueProblems(catalogues.en!, catalogues.es!)).toEqual([]);
  });

  it('reports a missing id, an unknown id and a parameter that differs', () => {
    const source = { a: ['Hello ', ['name']], b: ['Bye'] } as Catalogues[string] & object;
    const translation = { a: ['Hola ', ['nombre']], c: ['?'] } as Catalogues[string] & object;
    expect(catalogueProblems(source, translation)).toEqual([
      '"a" has parameters {nombre:text}, expected {name:text}',
      'missing "b"',
      'unknown "c"',
    ]);
  });

  it('uses plural forms of the locale', () => {
    expect(english.t('ui.errorSummary.count', { count: 1 })).toBe('1 answer still needs attention');
    expect(english.t('ui.errorSummary.count', { count: 3 })).toBe('3 answers still need attention');
    expect(spanish.t('ui.errorSummary.count', { count: 1 })).toBe(
      '1 respuesta aún requiere atención',
    );
    expect(spanish.t('ui.errorSummary.count', { count: 2 })).toBe(
      '2 respuestas aún requieren atención',
    );
  });

  it('turns an English text the kit produced into the locale, parameters and all', () => {
    expect(spanish.translateText('Your file is empty. Please upload a non-empty file.')).toBe(
      'Su archivo está vacío. Suba un archivo que no esté vacío.',
    );
    expect(spanish.translateText('Delete transcript.pdf')).toBe('Eliminar transcript.pdf');
    expect(spanish.translateText('A text of the partner')).toBe('A text of the partner');
  });

  it('formats numbers and dates with Intl for the locale', () => {
    expect(spanish.formatNumber(1.5)).toBe('1,5');
    expect(english.formatNumber(1.5)).toBe('1.5');
    expect(
      spanish.formatDate(new Date(Date.UTC(2020, 0, 5)), { timeZone: 'UTC', month: 'long' }),
    ).toBe('enero');
  });
});

describe('MessagesProvider', () => {
  it('shows the kit in the chosen locale, and a partner override wins for its id', () => {
    const overrides: Catalogues = { es: { 'ui.field.errorPrefix': ['Atención:'] } };
    render(
      <MessagesProvider locale="es" overrides={overrides}>
        <ReadOnlyValue label="Segundo nombre" value="" />
        <FieldErrors
          id="zip-error"
          errors={['Your file is empty. Please upload a non-empty file.']}
        />
      </MessagesProvider>,
    );
    expect(screen.getByText('Sin respuesta')).toBeInTheDocument();
    expect(screen.getByText('Atención:')).toBeInTheDocument();
    expect(
      screen.getByText('Su archivo está vacío. Suba un archivo que no esté vacío.'),
    ).toBeInTheDocument();
  });

  it('falls back to English for an id a partner added only in en', () => {
    const partner: Catalogues = { en: { 'partner.welcome': ['Welcome'] } };
    const translator = createTranslator({ locale: 'es', catalogues: [catalogues, partner] });
    expect(translator.t('partner.welcome')).toBe('Welcome');
  });

  it('speaks English without a provider', () => {
    render(<ReadOnlyValue label="Middle Name" value="" />);
    expect(screen.getByText('Not answered')).toBeInTheDocument();
  });
});
