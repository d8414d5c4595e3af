import type { FastifyBaseLogger } from 'fastify';
import type { AddressRecord, LookupSuggestion } from '@applykit/api-contract';
import { decodeAddressId, type StreetAddressProvider } from './photon';
import { foldText } from './text';
import { zipCodeProvider } from './zip-codes';

export interface AddressLookup {
  suggest(text: string, limit: number): Promise<LookupSuggestion[]>;
  find(id: string): AddressRecord | undefined;
}

/**
 * Address suggestions from the built-in ZIP codes and, when configured, a street-level
 * geocoder, asked at once. A provider that fails or times out adds nothing: the applicant can
 * always type the address (a lookup that fails gives an empty list).
 */
export function addressLookup(options: {
  streets: StreetAddressProvider | undefined;
  log: FastifyBaseLogger;
}): AddressLookup {
  const zipCodes = zipCodeProvider();
  const { streets, log } = options;
  return {
    async suggest(text, limit) {
      const folded = foldText(text);
      if (folded.length < 2) return [];
      const settle = async (provider: string, ask: () => Promise<LookupSuggestion[]>) => {
        try {
          return await ask();
        } catch (error) {
          log.warn({ err: error, provider }, 'address provider failed');
          return [];
        }
      };
      const [byZip, byStreet] = await Promise.all([
        settle('zipcodes', async () => zipCodes.suggest(text, limit)),
        streets ? settle('photon', () => streets.suggest(text, limit)) : [],
      ]);
      // Digits alone are a ZIP code being typed; anything else is likelier a street.
      const ordered = /^\d+$/.test(folded) ? [...byZip, ...byStreet] : [...byStreet, ...byZip];
      const seen = new Set<string>();
      return ordered.filter((item) => !seen.has(item.id) && seen.add(item.id)).slice(0, limit);
    },
    find(id) {
      return id.startsWith('zip:') ? zipCodes.find(id.slice('zip:'.length)) : decodeAddressId(id);
    },
  };
}
