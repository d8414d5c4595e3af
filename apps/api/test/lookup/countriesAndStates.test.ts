import {
  allFields,
  applicationPages,
  optionLists,
  type Option,
} from '@applykit/admissions-form/validate';
import { describe, expect, it } from 'vitest';
import { applicationPdfContent } from '../../src/application-pdf/applicationPdf';
import { countryName, toAlpha3, toUsState } from '../../src/lookup/places';
import { zipCodeProvider } from '../../src/lookup/zip-codes';

const fields = allFields(applicationPages.flatMap((page) => page.sections));
const optionsOf = (key: string) =>
  (fields.find((field) => field.key === key)?.options ?? []) as readonly Option[];

/** What the PDF prints for `answers`, as one text. */
const printed = (answers: Record<string, string>) =>
  JSON.stringify(applicationPdfContent({ answers, documents: [] }).pages);

describe('one table of countries and one of states for the form, the lookup and the PDF', () => {
  it('the form lists every country of the table, the lookup turns its codes and name into it, the PDF prints its name', () => {
    expect(optionsOf('country')).toEqual(
      optionLists.isoCountries.map(({ alpha3, name }) => ({ value: alpha3, label: name })),
    );
    for (const { alpha2, alpha3, name } of optionLists.isoCountries) {
      expect([toAlpha3(alpha2), toAlpha3(alpha3), toAlpha3(name)], name).toEqual([
        alpha3,
        alpha3,
        alpha3,
      ]);
      expect(countryName(alpha3)).toBe(name);
    }
    const text = printed({ country: 'CIV' });
    expect(text).toContain(JSON.stringify("Côte d'Ivoire").slice(1, -1));
  });

  it('the lookup knows every state the form lists, by code and by name, and no other', () => {
    for (const { value, label } of optionLists.usStates) {
      expect([toUsState(value), toUsState(label)], label).toEqual([value, value]);
    }
    expect(toUsState('Puerto Rico')).toBe('PR');
    expect(toUsState('ON')).toBeUndefined();
    expect(printed({ country: 'USA', state: 'PR' })).toContain('Puerto Rico');
  });

  it('fills in only a state and a country the form can show, whatever the ZIP code', () => {
    const states = new Set(optionsOf('state').map(({ value }) => value));
    const countries = new Set(optionsOf('country').map(({ value }) => value));
    const zipCodes = zipCodeProvider();
    // Micronesia, the Marshall Islands and Palau have US ZIP codes but are countries in the form.
    expect(zipCodes.find('96941')).toMatchObject({ state: '', country: 'FSM' });
    expect(zipCodes.suggest('96941', 1)[0]?.sub_text).toBe('Micronesia, Federated States of');
    for (const zip of ['96941', '96960', '96940', '00901', '96910', '09001', '20500']) {
      const address = zipCodes.find(zip);
      expect(address, zip).toBeDefined();
      expect(countries.has(address!.country), zip).toBe(true);
      if (address!.state) expect(states.has(address!.state), zip).toBe(true);
    }
  });
});
