export { Combobox } from './Combobox';
export type { ComboboxProps } from './Combobox';
export {
  useSuggestions,
  SUGGESTION_WAIT,
  SUGGESTION_MAX_WAIT,
  MAX_SUGGESTIONS,
} from './useSuggestions';
export type { LookupSuggestion, FetchSuggestions, SuggestionTiming } from './useSuggestions';
export type { FetchDetail } from './useLookup';
export { debounce } from './debounce';
export type { Debounced } from './debounce';
export { suggestionsInTopLayer } from './listInTopLayer';
