import { api } from '../api/calls';
import type { LookupCategory, LookupDetail, LookupSuggestion } from '../api/types';

/**
 * Suggestions for what was typed (GET /lookup/find). The combobox widgets of @applykit/ui
 * already debounce their calls (200 ms, at most 500 ms: platform §7), so the portal calls
 * straight through; debouncing here too would double the wait. A failed lookup gives an
 * empty list rather than an error.
 */
export async function findSuggestions(
  text: string,
  category: LookupCategory,
): Promise<LookupSuggestion[]> {
  if (!text.trim()) return [];
  try {
    return await api.lookupSuggestions(text, category);
  } catch {
    return [];
  }
}

/**
 * The record behind a chosen suggestion. A failed lookup fills the name (schools) or the
 * address line (addresses) with the option's label, as platform §7 says.
 */
export async function findDetail(
  suggestion: { id: string; text: string },
  category: LookupCategory,
): Promise<LookupDetail | { name: string } | { address_line_1: string }> {
  try {
    return await api.lookupDetail(suggestion.id, category);
  } catch {
    return category === 'address' ? { address_line_1: suggestion.text } : { name: suggestion.text };
  }
}
