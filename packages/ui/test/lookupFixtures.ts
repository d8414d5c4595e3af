import type { AddressRecord } from '../src/AddressLookup/AddressLookup';
import type { LookupSuggestion } from '../src/Combobox/useSuggestions';
import type { SchoolRecord } from '../src/SchoolSearch/SchoolSearch';

export const addresses: (LookupSuggestion & { record: AddressRecord })[] = [
  {
    id: 'a1',
    text: '1 Main Street',
    sub_text: 'Bowie, MD 20715',
    record: {
      address_line_1: '1 Main Street',
      city: 'Bowie',
      state: 'MD',
      zip: '20715',
      county: "Prince George's",
      country: 'USA',
    },
  },
  {
    id: 'a2',
    text: '12 Main Street',
    sub_text: 'Bowie, MD 20716',
    record: {
      address_line_1: '12 Main Street',
      city: 'Bowie',
      state: 'MD',
      zip: '20716',
      country: 'USA',
    },
  },
  {
    id: 'a3',
    text: '120 Main Street',
    sub_text: 'Laurel, MD 20707',
    record: {
      address_line_1: '120 Main Street',
      city: 'Laurel',
      state: 'MD',
      zip: '20707',
      country: 'USA',
    },
  },
  {
    id: 'a4',
    text: '121 Main Street',
    sub_text: 'Laurel, MD 20708',
    record: {
      address_line_1: '121 Main Street',
      city: 'Laurel',
      state: 'MD',
      zip: '20708',
      country: 'USA',
    },
  },
  {
    id: 'a5',
    text: '122 Main Street',
    sub_text: 'Annapolis, MD 21401',
    record: {
      address_line_1: '122 Main Street',
      city: 'Annapolis',
      state: 'MD',
      zip: '21401',
      country: 'USA',
    },
  },
  {
    id: 'a6',
    text: '123 Main Street',
    sub_text: 'Annapolis, MD 21403',
    record: {
      address_line_1: '123 Main Street',
      city: 'Annapolis',
      state: 'MD',
      zip: '21403',
      country: 'USA',
    },
  },
];

export const schools: (LookupSuggestion & { record: SchoolRecord })[] = [
  {
    id: '5401',
    text: 'Towson University',
    sub_text: 'Towson, MD',
    record: {
      name: 'Towson University',
      ceeb: '5404',
      address_line_1: '8000 York Road',
      city: 'Towson',
      state: 'MD',
      zip: '21252',
      country: 'USA',
    },
  },
  {
    id: '5402',
    text: 'Howard University',
    sub_text: 'Washington, DC',
    record: {
      name: 'Howard University',
      ceeb: '5297',
      address_line_1: '2400 Sixth Street NW',
      city: 'Washington',
      state: 'DC',
      zip: '20059',
      country: 'USA',
    },
  },
];

/** A lookup that answers like the service: suggestions whose text contains the query. */
export function searchIn<T extends LookupSuggestion>(entries: T[]) {
  return async (text: string): Promise<LookupSuggestion[]> =>
    entries
      .filter((entry) => entry.text.toLowerCase().includes(text.toLowerCase()))
      .map(({ id, text: label, sub_text }) => ({ id, text: label, sub_text }));
}

export function detailIn<R, T extends LookupSuggestion & { record: R }>(entries: T[]) {
  return async (suggestion: LookupSuggestion): Promise<R> => {
    const found = entries.find((entry) => entry.id === suggestion.id);
    if (!found) throw new Error('not found');
    return found.record;
  };
}

/** A detail lookup that answers only when `answer()` is called: a reply held up by the network. */
export function heldDetailIn<T extends LookupSuggestion & { record: unknown }>(entries: T[]) {
  const detail = detailIn<T['record'], T>(entries);
  let release = () => {};
  return {
    fetchDetail: (suggestion: LookupSuggestion) =>
      new Promise<T['record']>((resolve, reject) => {
        release = () => void detail(suggestion).then(resolve, reject);
      }),
    answer: () => release(),
  };
}
