import type { AddressRecord, LookupSuggestion } from '@applykit/api-contract';
import { countryName, toAlpha3, toUsState, usZipCodes, type ZipCode } from './places';
import { foldText } from './text';

/**
 * The built-in address provider: US ZIP codes with their city and state, from the zipcodes
 * package, searched in memory. It knows no streets; a ZIP, a city or "city, ST" finds it.
 */
export interface ZipCodeProvider {
  suggest(text: string, limit: number): LookupSuggestion[];
  find(zip: string): AddressRecord | undefined;
}

export function zipCodeProvider(): ZipCodeProvider {
  const byZip = [...usZipCodes].sort((a, b) => compare(a.zip, b.zip));
  const byZipCode = new Map(byZip.map((code) => [code.zip, code]));
  // City prefixes are found by binary search; within a city, by state and then ZIP.
  const byCity = usZipCodes
    .map((code) => ({ key: foldText(code.city), code }))
    .sort(
      (a, b) =>
        compare(a.key, b.key) ||
        compare(a.code.state, b.code.state) ||
        compare(a.code.zip, b.code.zip),
    );

  return {
    suggest(text, limit) {
      const folded = foldText(text);
      if (/^\d+$/.test(folded)) {
        const found: ZipCode[] = [];
        for (
          let index = lowerBound(byZip, folded, (code) => code.zip);
          found.length < limit;
          index++
        ) {
          const code = byZip[index];
          if (!code?.zip.startsWith(folded)) break;
          found.push(code);
        }
        return found.map(suggestion);
      }
      // "Springfield, IL": a state only after a comma, so "Fort Wa" still finds Fort Wayne.
      const [, cityPart = text, statePart] = /^(.*),\s*([^,]+)$/.exec(text) ?? [];
      const city = foldText(cityPart);
      const state = statePart ? toUsState(statePart) : undefined;
      if (city.length < 2 || (statePart && !state)) return [];
      const found: ZipCode[] = [];
      for (
        let index = lowerBound(byCity, city, (entry) => entry.key);
        found.length < limit;
        index++
      ) {
        const entry = byCity[index];
        if (!entry?.key.startsWith(city)) break;
        if (!state || entry.code.state === state) found.push(entry.code);
      }
      return found.map(suggestion);
    },
    find(zip) {
      const code = byZipCode.get(zip);
      return (
        code && { address_line_1: '', city: code.city, county: '', zip: code.zip, ...placeOf(code) }
      );
    },
  };
}

/**
 * The state and country the form stores. Micronesia, the Marshall Islands and Palau have US
 * ZIP codes under their own two-letter codes but are countries of their own in the form.
 */
function placeOf(code: ZipCode): { state: string; country: string } {
  if (toUsState(code.state)) return { state: code.state, country: 'USA' };
  return { state: '', country: toAlpha3(code.state) ?? 'USA' };
}

function suggestion(code: ZipCode): LookupSuggestion {
  return {
    text: `${code.city}, ${code.state} ${code.zip}`,
    id: `zip:${code.zip}`,
    sub_text: countryName(placeOf(code).country),
  };
}

/** Plain code-unit order, the same for the sort and the search. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function lowerBound<T>(sorted: T[], key: string, keyOf: (item: T) => string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keyOf(sorted[middle]!) < key) low = middle + 1;
    else high = middle;
  }
  return low;
}
