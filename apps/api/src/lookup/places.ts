import { createRequire } from 'node:module';
import { optionLists } from '@applykit/admissions-form/validate';

export interface ZipCode {
  zip: string;
  city: string;
  state: string;
  /** 'US' or 'Canada'. */
  country: string;
  latitude: number;
  longitude: number;
}

// The zipcodes package is CommonJS and ships no types: loaded by require, typed here with the
// parts this module reads.
const zipcodes = createRequire(import.meta.url)('zipcodes') as {
  codes: Record<string, ZipCode>;
};

// The form's own tables of countries and states: what the lookup fills in is always one of
// the form's options, and the PDF prints it with the same name.
const byAlpha3 = new Map(optionLists.isoCountries.map(({ alpha3, name }) => [alpha3, name]));
const byAlpha2 = new Map(optionLists.isoCountries.map(({ alpha2, alpha3 }) => [alpha2, alpha3]));
const byName = new Map(
  optionLists.isoCountries.map(({ alpha3, name }) => [name.toUpperCase(), alpha3]),
);

/** The English name of an alpha-3 country code, or the code itself when unknown. */
export function countryName(alpha3: string): string {
  return byAlpha3.get(alpha3) ?? alpha3;
}

/**
 * The alpha-3 code the form stores, from an alpha-3 or alpha-2 code or an English name as
 * directories and geocoders write them; undefined when it is none of those.
 */
export function toAlpha3(country: string): string | undefined {
  const upper = country.trim().toUpperCase();
  if (byAlpha3.has(upper)) return upper;
  return byAlpha2.get(upper) ?? byName.get(upper);
}

/** US ZIP codes of the zipcodes package (it also carries Canadian postal areas). */
export const usZipCodes = Object.values(zipcodes.codes).filter((code) => code.country === 'US');

// States, DC, the inhabited territories and the armed-forces codes, as the form lists them.
const usStateCodes = new Set(optionLists.usStates.map(({ value }) => value));
const usStateNames = new Map(
  optionLists.usStates.map(({ value, label }) => [label.toUpperCase(), value]),
);

/** The two-letter code of a US state given by code or full name; undefined when unknown. */
export function toUsState(state: string): string | undefined {
  const upper = state.trim().toUpperCase();
  return usStateCodes.has(upper) ? upper : usStateNames.get(upper);
}
