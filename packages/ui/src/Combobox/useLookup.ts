import { useRef } from 'react';
import { useSuggestions, type FetchSuggestions, type LookupSuggestion } from './useSuggestions';

export interface LookupOptions<Detail> {
  fetchSuggestions: FetchSuggestions;
  fetchDetail: (suggestion: LookupSuggestion) => Promise<Detail>;
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
}: LookupOptions<Detail>) {
  const { suggestions, loading, search, clear } = useSuggestions(fetchSuggestions);
  const latestChoice = useRef(0);
  const abandon = () => {
    latestChoice.current++;
  };
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
      const ticket = ++latestChoice.current;
      let detail: Detail;
      try {
        detail = await fetchDetail(suggestion);
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
