import { z } from 'zod';
import type { AddressRecord, LookupSuggestion } from '@applykit/api-contract';
import { lookupLimits } from '@applykit/api-contract';
import { countryName, toAlpha3, toUsState } from './places';

/** Street-level suggestions from a geocoder; it may fail, and the caller gives up on it. */
export interface StreetAddressProvider {
  suggest(text: string, limit: number): Promise<LookupSuggestion[]>;
}

const photonReply = z.object({
  features: z.array(
    z.object({
      properties: z.object({
        type: z.string().optional(),
        name: z.string().optional(),
        housenumber: z.string().optional(),
        street: z.string().optional(),
        postcode: z.string().optional(),
        city: z.string().optional(),
        district: z.string().optional(),
        county: z.string().optional(),
        state: z.string().optional(),
        countrycode: z.string().optional(),
      }),
    }),
  ),
});
type PhotonPlace = z.infer<typeof photonReply>['features'][number]['properties'];

/**
 * An adapter for a Photon-compatible geocoder (GET {url}/api?q=&limit=&lang=): photon itself,
 * self-hosted or public, or anything that answers its GeoJSON. Any failure, a timeout, a
 * non-200 or an unexpected body, rejects; the address lookup then answers without it.
 */
export function photonProvider(options: {
  url: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}): StreetAddressProvider {
  const endpoint = new URL('api', options.url.endsWith('/') ? options.url : `${options.url}/`);
  const fetchJson = options.fetch ?? fetch;
  return {
    async suggest(text, limit) {
      const url = new URL(endpoint);
      url.searchParams.set('q', text);
      url.searchParams.set('limit', String(limit));
      url.searchParams.set('lang', 'en');
      const response = await fetchJson(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok) throw new Error(`The geocoder answered ${response.status}.`);
      const reply = photonReply.parse(await response.json());
      return reply.features.flatMap(({ properties }) => {
        const record = toAddressRecord(properties);
        const id = encodeAddressId(record);
        if (!id) return [];
        const text = record.address_line_1 || properties.name || record.city;
        const place = [
          record.city,
          [record.state, record.zip].filter(Boolean).join(' '),
          record.country ? countryName(record.country) : '',
        ];
        return text ? [{ text, id, sub_text: place.filter(Boolean).join(', ') }] : [];
      });
    },
  };
}

function toAddressRecord(place: PhotonPlace): AddressRecord {
  const country = (place.countrycode && toAlpha3(place.countrycode)) || '';
  // US addresses put the number first; most of Europe puts it after the street.
  const street =
    place.street && place.housenumber
      ? country === 'USA' || country === 'CAN'
        ? `${place.housenumber} ${place.street}`
        : `${place.street} ${place.housenumber}`
      : (place.street ?? (place.type === 'house' ? place.name : undefined));
  const city = place.city ?? (place.type === 'city' ? place.name : place.district);
  return {
    address_line_1: street ?? '',
    city: city ?? '',
    state: (country === 'USA' && place.state && toUsState(place.state)) || place.state || '',
    county: place.county ?? '',
    zip: place.postcode ?? '',
    country,
  };
}

const addressFields = ['address_line_1', 'city', 'state', 'county', 'zip', 'country'] as const;
const encodedAddress = z.array(z.string().max(200)).length(addressFields.length);

/**
 * A geocoder result's id carries the address itself: Photon cannot be asked for a place by id,
 * and keeping results on the server would tie the detail call to the instance that answered the
 * suggestion. The address is no more trusted than what the applicant types into those fields.
 */
function encodeAddressId(record: AddressRecord): string | undefined {
  const values = addressFields.map((field) => record[field]);
  const id = `geo:${Buffer.from(JSON.stringify(values)).toString('base64url')}`;
  return id.length <= lookupLimits.idMaxLength && encodedAddress.safeParse(values).success
    ? id
    : undefined;
}

export function decodeAddressId(id: string): AddressRecord | undefined {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(id.slice('geo:'.length), 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = encodedAddress.safeParse(values);
  if (!parsed.success) return undefined;
  return Object.fromEntries(
    addressFields.map((field, index) => [field, parsed.data[index]!]),
  ) as AddressRecord;
}
