import { describe, expect, it } from 'vitest';
import { defaultPartner, examplePartner } from '../model/builtInPartners';
import { printApplication } from '../model/printed';
import { marylandResidency } from '../model/residency';
import { resolveOptions } from '../model/walk';
import { checkDefinition } from './check';
import { DefinitionEditError, removeModule, translateDefinition, updateField } from './operations';
import { transferApplication } from './transferApplication';
import {
  definitionInLocale,
  definitionTexts,
  partnerInLocale,
  partnerListsInLocale,
  untranslatedTexts,
} from './translations';
import type { ApplicationDefinition } from './types';

const now = new Date('2026-11-22T12:00:00Z');
const spanish = definitionInLocale(transferApplication, 'es');

function field(definition: ApplicationDefinition, key: string) {
  for (const page of definition.pages) {
    const found = JSON.stringify(page).includes(`"key":"${key}"`);
    if (!found) continue;
    const stack: unknown[] = [page];
    while (stack.length) {
      const node = stack.pop();
      if (node && typeof node === 'object') {
        if ((node as { key?: string }).key === key) return node as { label: string; hint?: string };
        stack.push(...Object.values(node));
      }
    }
  }
  throw new Error(`no field ${key}`);
}

describe('the transfer application in Spanish', () => {
  it('translates every text, every option and the built-in partners’ lists', () => {
    expect(untranslatedTexts(transferApplication, 'es', defaultPartner)).toEqual([]);
    expect(untranslatedTexts(transferApplication, 'es', examplePartner)).toEqual([]);
    // And not by copying the English: most texts read differently.
    const texts = definitionTexts(transferApplication);
    const worded = definitionTexts(spanish);
    const same = Object.keys(texts).filter((id) => texts[id] === worded[id]);
    expect(same.length).toBeLessThan(Object.keys(texts).length / 50);
  });

  it('is plain data the check accepts, and survives JSON unchanged', () => {
    expect(checkDefinition(transferApplication)).toEqual([]);
    expect(JSON.parse(JSON.stringify(transferApplication))).toEqual(transferApplication);
  });

  it('words labels, hints, headings, options and rule messages; keys and values stay', () => {
    expect(field(spanish, 'first_name').label).toBe('Nombre');
    expect(field(spanish, 'preferred_name').hint).toBe('Lo saludaremos con este nombre.');
    expect(spanish.pages[0]!.title).toBe('Sus datos');
    expect(spanish.pages[0]!.sections[0]!.title).toBe('Información personal');
    const country = field(spanish, 'country') as Parameters<typeof resolveOptions>[0];
    const options = resolveOptions(country, { now, partner: defaultPartner });
    expect(options.find((o) => o.value === 'USA')?.label).toBe('Estados Unidos');
    expect(options.find((o) => o.value === 'DEU')?.label).toBe('Alemania');
    expect(JSON.stringify(spanish)).toContain('"message":"Ingrese un número de celular válido."');
    // The English stays the source wording.
    expect(field(transferApplication, 'first_name').label).toBe('First Name');
    // A regional tag takes its language's translation; a locale without one is the source.
    expect(field(definitionInLocale(transferApplication, 'es-MX'), 'first_name').label).toBe(
      'Nombre',
    );
    expect(field(definitionInLocale(transferApplication, 'fr'), 'first_name').label).toBe(
      'First Name',
    );
  });

  it('words the partner’s majors, campuses and terms', () => {
    const partner = partnerListsInLocale(defaultPartner, transferApplication, 'es');
    expect(partner.majors.find((m) => m.value === 'NURSING')?.label).toBe('Enfermería');
    expect(partner.campuses[0]!.label).toBe('Campus principal');
    const term = field(spanish, 'entry_term') as Parameters<typeof resolveOptions>[0];
    const terms = resolveOptions(term, { now, partner }).map((o) => o.label);
    expect(terms[0]).toMatch(/^(Primavera|Verano|Otoño) \d{4}$/);
  });

  it('gives the partner’s own texts in the locale, and its source wording where none is given', () => {
    const partner = {
      ...examplePartner,
      dateBanner: { start: '2026-11-01', end: '2027-01-31', title: 'Apply now', message: 'Soon.' },
      translations: {
        es: {
          institutionAddress: ['Casa de Admisiones', '1 Harbor Drive', 'Madison, WI 53703'],
          admissionsOfficeName: 'Admisiones de Lakeside',
          welcomeBenefits: ['Su solicitud es gratuita.'],
          privacyNotice: '{institutionName} usa cookies.',
          dateBanner: { title: 'Solicite ya', message: 'Pronto.' },
        },
      },
    };
    const mexican = partnerInLocale(partner, transferApplication, 'es-MX');
    expect(mexican.institutionAddress[0]).toBe('Casa de Admisiones');
    expect(mexican.admissionsOffice).toEqual({
      ...examplePartner.admissionsOffice,
      name: 'Admisiones de Lakeside',
    });
    expect(mexican.welcomeBenefits).toEqual(['Su solicitud es gratuita.']);
    expect(mexican.privacyNotice).toBe('{institutionName} usa cookies.');
    expect(mexican.dateBanner).toEqual({
      ...partner.dateBanner,
      title: 'Solicite ya',
      message: 'Pronto.',
    });
    // No Spanish help note: the source one stays. The lists come through the definition.
    expect(mexican.helpNote).toBe(examplePartner.helpNote);
    expect(mexican.majors.find((m) => m.value === 'NURSING')?.label).toBe('Enfermería');
    expect(partnerInLocale(partner, transferApplication, 'en').welcomeBenefits).toEqual(
      examplePartner.welcomeBenefits,
    );
  });

  it('prints in Spanish: labels, options, "not answered", dates and attached documents', () => {
    const printed = JSON.stringify(
      printApplication(spanish.pages, {
        answers: { first_name: 'Ana', country: 'USA', birth_date: '2001-03-04' },
        documents: {},
        partner: defaultPartner,
        now,
        locale: 'es',
      }),
    );
    expect(printed).toContain('"label":"Nombre","text":"Ana"');
    expect(printed).toContain('"label":"País","text":"Estados Unidos"');
    expect(printed).toContain('"text":"4 de marzo de 2001"');
    expect(printed).toContain('"text":"Sin respuesta"');
  });
});

describe('translateDefinition', () => {
  it('adds texts to a locale and keeps those it had', () => {
    const edited = translateDefinition(transferApplication, 'es', {
      texts: { 'first_name.label': 'Primer nombre' },
    });
    const worded = definitionInLocale(edited, 'es');
    expect(field(worded, 'first_name').label).toBe('Primer nombre');
    expect(field(worded, 'last_name').label).toBe('Apellido');
  });

  it('refuses a text id the definition does not have, naming it', () => {
    expect(() =>
      translateDefinition(transferApplication, 'es', { texts: { 'frist_name.label': 'Nombre' } }),
    ).toThrow(
      new DefinitionEditError(
        'translateDefinition: The "es" translation has a text "frist_name.label", which the definition does not have.',
      ),
    );
    expect(() => translateDefinition(transferApplication, 'Spanish', { texts: {} })).toThrow(
      /is not a language tag/,
    );
  });

  it('reports unknown and empty texts in a definition written as data', () => {
    const written: ApplicationDefinition = {
      ...transferApplication,
      translations: { fr: { texts: { 'no_such_key.label': 'Rien', 'first_name.label': ' ' } } },
    };
    expect(checkDefinition(written)).toEqual([
      'The "fr" translation has a text "no_such_key.label", which the definition does not have.',
      'The "fr" translation of "first_name.label" is empty.',
    ]);
  });

  it('drops the translations of what an edit removes, so the result stays sound', () => {
    const withoutResidency = removeModule(transferApplication, marylandResidency);
    expect(checkDefinition(withoutResidency)).toEqual([]);
    expect(untranslatedTexts(withoutResidency, 'es')).toEqual([]);
    // A reworded question keeps its translation until the partner gives a new one.
    const reworded = updateField(transferApplication, 'first_name', { label: 'Given Name' });
    expect(field(definitionInLocale(reworded, 'es'), 'first_name').label).toBe('Nombre');
  });
});
