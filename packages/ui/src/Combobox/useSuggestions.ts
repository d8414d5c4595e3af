import {
  lookupLimits,
  type LookupSuggestion as ServerSuggestion,
} from '@applykit/api-contract/policies';
import { useEffect, useMemo, useRef, useState } from 'react';
import { debounce } from './debounce';

/** How long typing pauses before suggestions are asked for, by default (ms). */
export const SUGGESTION_WAIT = 200;
/** The longest suggestions wait while typing goes on, by default (ms). */
export const SUGGESTION_MAX_WAIT = 500;
/** The contract's limit: the server never sends more, the list never shows more. */
export const MAX_SUGGESTIONS = lookupLimits.maxResults;

/** A lookup result as the lookup service sends it; another source may leave `sub_text` out. */
export type LookupSuggestion = Omit<ServerSuggestion, 'sub_text'> &
  Partial<Pick<ServerSuggestion, 'sub_text'>>;

/**
 * Suggestions for the typed text. `signal` aborts when the answer is no longer wanted (the
 * applicant typed on, cleared the field or left it): pass it to `fetch` to cancel the request.
 */
export type FetchSuggestions = (
  text: string,
  options: { signal: AbortSignal },
) => Promise<LookupSuggestion[]>;

/** When suggestions are asked for while the applicant types. */
export interface SuggestionTiming {
  /** Asked once typing pauses this long (ms). Default 200. */
  suggestionWait?: number;
  /** And at the latest this long after typing began, for a fast typist (ms). Default 500. */
  suggestionMaxWait?: number;
}

/**
 * Suggestions for typed text: asked once typing pauses (by default 200 ms, 500 ms at the
 * latest), at most 5 kept, a failure read as no suggestions; the request for older text is
 * aborted and its answer ignored.
 */
export function useSuggestions(
  fetchSuggestions: FetchSuggestions,
  {
    suggestionWait = SUGGESTION_WAIT,
    suggestionMaxWait = SUGGESTION_MAX_WAIT,
  }: SuggestionTiming = {},
) {
  const [suggestions, setSuggestions] = useState<LookupSuggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const fetchRef = useRef(fetchSuggestions);
  const latest = useRef(0);
  const inFlight = useRef<AbortController | null>(null);
  const abandon = () => {
    latest.current++;
    inFlight.current?.abort();
    inFlight.current = null;
  };

  useEffect(() => {
    fetchRef.current = fetchSuggestions;
  }, [fetchSuggestions]);

  const lookup = useMemo(
    () =>
      debounce(
        async (text: string) => {
          abandon();
          const ticket = latest.current;
          const request = new AbortController();
          inFlight.current = request;
          let found: LookupSuggestion[];
          try {
            found = (await fetchRef.current(text, { signal: request.signal })).slice(
              0,
              MAX_SUGGESTIONS,
            );
          } catch {
            found = [];
          }
          if (ticket !== latest.current) return;
          inFlight.current = null;
          setSuggestions(found);
          setLoading(false);
        },
        suggestionWait,
        suggestionMaxWait,
      ),
    [suggestionWait, suggestionMaxWait],
  );

  useEffect(
    () => () => {
      lookup.cancel();
      abandon();
    },
    [lookup],
  );

  const search = (text: string) => {
    if (text.trim() === '') {
      lookup.cancel();
      abandon();
      setSuggestions([]);
      setLoading(false);
      return;
    }
    setLoading(true);
    lookup.call(text);
  };
  const clear = () => {
    lookup.cancel();
    abandon();
    setSuggestions([]);
    setLoading(false);
  };
  return { suggestions, loading, search, clear };
}
