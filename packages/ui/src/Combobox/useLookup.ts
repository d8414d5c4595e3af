import { useEffect, useRef } from 'react';
import {
  useSuggestions,
  type FetchSuggestions,
  type LookupSuggestion,
  type SuggestionTiming,
} from './useSuggestions';

/**
 * The detail of a chosen suggestion. `signal` aborts when the applicant makes another choice
 * (or, where typing abandons a choice, types again) before it arrives, or leaves the field.
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
  /**
   * Fills the form with a chosen suggestion's detail. `typedSince` is the field's text when the
   * applicant typed on while the detail was on its way (only where typing keeps the choice).
   */
  apply: (detail: Detail, typedSince: string | undefined) => void;
  /**
   * Whether typing before the detail arrives abandons the choice (default). A school's name is
   * the school, so a new name is a new search; an address's street line is edited on (the house
   * number after choosing the street), so the detail still fills the rest, as if it had come first.
   */
  typingAbandonsChoice?: boolean;
}

/**
 * A lookup field's behaviour: suggestions for what is typed, and the detail of the one chosen.
 * A slow reply never overwrites what the user has typed since: typing abandons it, or (where
 * typing keeps the choice) it is applied with the typed text.
 */
export function useLookup<Detail>({
  fetchSuggestions,
  fetchDetail,
  fallback,
  apply,
  typingAbandonsChoice = true,
  suggestionWait,
  suggestionMaxWait,
}: LookupOptions<Detail>) {
  const { suggestions, loading, search, clear } = useSuggestions(fetchSuggestions, {
    suggestionWait,
    suggestionMaxWait,
  });
  const latestChoice = useRef(0);
  const detailRequest = useRef<AbortController | null>(null);
  const typedSinceChoice = useRef<string | undefined>(undefined);
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
      if (typingAbandonsChoice) abandon();
      typedSinceChoice.current = text;
      search(text);
    },
    /** The user chose a suggestion: its detail is fetched and applied unless they move on. */
    choose: async (suggestion: LookupSuggestion) => {
      clear();
      abandon();
      typedSinceChoice.current = undefined;
      const ticket = latestChoice.current;
      const request = new AbortController();
      detailRequest.current = request;
      let detail: Detail;
      try {
        detail = await fetchDetail(suggestion, { signal: request.signal });
      } catch {
        detail = fallback(suggestion);
      }
      if (ticket === latestChoice.current) apply(detail, typedSinceChoice.current);
    },
    /** The user chose something that is not a suggestion (the school typed in full). */
    dismiss: () => {
      clear();
      abandon();
    },
  };
}
