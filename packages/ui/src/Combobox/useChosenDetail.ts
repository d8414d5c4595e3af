import { useRef } from 'react';
import type { LookupSuggestion } from './useSuggestions';

/**
 * The detail of a chosen suggestion, fetched and then applied. A failed lookup applies
 * `fallback`, so a choice is never lost to the network. Typing again before the detail arrives
 * abandons it: a slow reply must not overwrite what the user has typed since.
 */
export function useChosenDetail<Detail>(
  fetchDetail: (suggestion: LookupSuggestion) => Promise<Detail>,
  fallback: (suggestion: LookupSuggestion) => Detail,
  apply: (detail: Detail) => void,
) {
  const latest = useRef(0);
  const choose = async (suggestion: LookupSuggestion) => {
    const ticket = ++latest.current;
    let detail: Detail;
    try {
      detail = await fetchDetail(suggestion);
    } catch {
      detail = fallback(suggestion);
    }
    if (ticket === latest.current) apply(detail);
  };
  const abandon = () => {
    latest.current++;
  };
  return { choose, abandon };
}
