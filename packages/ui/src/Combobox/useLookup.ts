import { useEffect, useRef } from 'react';
import {
  useSuggestions,
  type FetchSuggestions,
  type LookupSuggestion,
  type SuggestionTiming,
} from './useSuggestions';

/**
 * The detail of a chosen suggestion. `signal` aborts when the applicant types again before it
 * arrives, or leaves the field.
 */
export type FetchDetail<Detail> = (
  suggestion: LookupSuggestion,
  options: { signal: AbortSignal },
) => Promise<Detail>;

export interface LookupOptions<Detail> extends SuggestionTiming {
  fetchSuggestions: FetchSuggestions;
  fetchDetail: FetchDetail<Detail>;
  /** What a chosen suggestion fills when its detail lookup fails: a choice is never lost. */
  fallback: (suggestion: LookupSuggestion) => Detail;
  /** Fills the form with a chosen suggestion's detail. */
  apply: (detail: Detail) => void;
}

/**
 * A lookup field's behaviour: suggestions for what is typed, and the detail of the one chosen.
 * Typing again before a detail arrives abandons it, so a slow reply never overwrites what the
 * user has typed since.
 */
export function useLookup<Detail>({
  fetchSuggestions,
  fetchDetail,
  fallback,
  apply,
  suggestionWait,
  suggestionMaxWait,
}: LookupOptions<Detail>) {
  const { suggestions, loading, search, clear } = useSuggestions(fetchSuggestions, {
    suggestionWait,
    suggestionMaxWait,
  });
  const latestChoice = useRef(0);
  const detailRequest = useRef<AbortController | null>(null);
  const abandon = () => {
    latestChoice.current++;
    detailRequest.current?.abort();
    detailRequest.current = null;
  };
  useEffect(() => () => detailRequest.current?.abort(), []);
  return {
    suggestions,
    loading,
    /** The user typed `text`. */
    type: (text: string) => {
      abandon();
      search(text);
    },
    /** The user chose a suggestion: its detail is fetched and applied unless they type again. */
    choose: async (suggestion: LookupSuggestion) => {
      clear();
      abandon();
      const ticket = latestChoice.current;
      const request = new AbortController();
      detailRequest.current = request;
      let detail: Detail;
      try {
        detail = await fetchDetail(suggestion, { signal: request.signal });
      } catch {
        detail = fallback(suggestion);
      }
      if (ticket === latestChoice.current) apply(detail);
    },
    /** The user chose something that is not a suggestion (the school typed in full). */
    dismiss: () => {
      clear();
      abandon();
    },
  };
}
