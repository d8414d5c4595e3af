import {
  lookupLimits,
  type LookupSuggestion as ServerSuggestion,
} from '@applykit/api-contract/policies';
import { useEffect, useMemo, useRef, useState } from 'react';
import { debounce } from './debounce';

export const SUGGESTION_WAIT = 200;
export const SUGGESTION_MAX_WAIT = 500;
/** The contract's limit: the server never sends more, the list never shows more. */
export const MAX_SUGGESTIONS = lookupLimits.maxResults;

/** A lookup result as the lookup service sends it; another source may leave `sub_text` out. */
export type LookupSuggestion = Omit<ServerSuggestion, 'sub_text'> &
  Partial<Pick<ServerSuggestion, 'sub_text'>>;

export type FetchSuggestions = (text: string) => Promise<LookupSuggestion[]>;

/**
 * Suggestions for typed text: asked at most every 200 ms of typing (500 ms at the latest),
 * at most 5 kept, a failure read as no suggestions, and an answer to older text ignored.
 */
export function useSuggestions(fetchSuggestions: FetchSuggestions) {
  const [suggestions, setSuggestions] = useState<LookupSuggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const fetchRef = useRef(fetchSuggestions);
  const latest = useRef(0);

  useEffect(() => {
    fetchRef.current = fetchSuggestions;
  }, [fetchSuggestions]);

  const lookup = useMemo(
    () =>
      debounce(
        async (text: string) => {
          const ticket = ++latest.current;
          let found: LookupSuggestion[];
          try {
            found = (await fetchRef.current(text)).slice(0, MAX_SUGGESTIONS);
          } catch {
            found = [];
          }
          if (ticket !== latest.current) return;
          setSuggestions(found);
          setLoading(false);
        },
        SUGGESTION_WAIT,
        SUGGESTION_MAX_WAIT,
      ),
    [],
  );

  useEffect(() => lookup.cancel, [lookup]);

  const search = (text: string) => {
    if (text.trim() === '') {
      lookup.cancel();
      latest.current++;
      setSuggestions([]);
      setLoading(false);
      return;
    }
    setLoading(true);
    lookup.call(text);
  };
  const clear = () => {
    lookup.cancel();
    latest.current++;
    setSuggestions([]);
    setLoading(false);
  };
  return { suggestions, loading, search, clear };
}
