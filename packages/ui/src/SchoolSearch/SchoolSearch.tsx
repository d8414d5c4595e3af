import { useState } from 'react';
import { renderSuggestion } from '../AddressLookup/AddressLookup';
import { Combobox, type ComboboxProps } from '../Combobox/Combobox';
import * as styles from '../Combobox/Combobox.css';
import { useChosenDetail } from '../Combobox/useChosenDetail';
import {
  useSuggestions,
  type FetchSuggestions,
  type LookupSuggestion,
} from '../Combobox/useSuggestions';

export const TYPED_SCHOOL_TEXT = 'Enter your school information below.';

/** A school as the detail lookup fills it; a typed entry has only its name. */
export interface SchoolRecord {
  name: string;
  ceeb?: string;
  address_line_1?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
}

/** Where the chosen school came from: the directory, or the user's own typing. */
export type SchoolSource = 'directory' | 'typed';

type SchoolChoice =
  { kind: 'suggestion'; suggestion: LookupSuggestion } | { kind: 'typed'; text: string };

export interface SchoolSearchProps extends Omit<
  ComboboxProps<SchoolChoice>,
  'items' | 'itemToString' | 'itemToKey' | 'renderItem' | 'onSelect' | 'loading' | 'onType'
> {
  fetchSuggestions: FetchSuggestions;
  /** Name, address and ceeb of a chosen school. */
  fetchDetail: (suggestion: LookupSuggestion) => Promise<SchoolRecord>;
  /**
   * Called with the school to fill in. A typed entry gives `{ name }` with source 'typed';
   * a failed detail lookup gives `{ name: option text }` with source 'directory'. Typing again
   * before the detail arrives abandons it: no call.
   */
  onSelect: (school: SchoolRecord, source: SchoolSource) => void;
}

/**
 * School name with directory suggestions, plus the typed text as the last choice. Choosing
 * the typed text asks the user to enter the school's details in the fields below.
 */
export function SchoolSearch({
  fetchSuggestions,
  fetchDetail,
  onSelect,
  value,
  defaultValue = '',
  onChange,
  autoComplete = 'off',
  ...props
}: SchoolSearchProps) {
  const { suggestions, loading, search, clear } = useSuggestions(fetchSuggestions);
  const [ownText, setOwnText] = useState(defaultValue);
  const [typedEntry, setTypedEntry] = useState(false);
  const text = value ?? ownText;
  const setText = (next: string) => {
    setOwnText(next);
    onChange?.(next);
  };

  const trimmed = text.trim();
  const choices: SchoolChoice[] = [
    ...suggestions.map((suggestion) => ({ kind: 'suggestion' as const, suggestion })),
    ...(trimmed && !loading ? [{ kind: 'typed' as const, text: trimmed }] : []),
  ];

  const detail = useChosenDetail(
    fetchDetail,
    (suggestion): SchoolRecord => ({ name: suggestion.text }),
    (school) => {
      setText(school.name);
      onSelect(school, 'directory');
    },
  );

  const choose = (choice: SchoolChoice) => {
    clear();
    if (choice.kind === 'typed') {
      detail.abandon();
      setTypedEntry(true);
      setText(choice.text);
      onSelect({ name: choice.text }, 'typed');
      return;
    }
    setTypedEntry(false);
    void detail.choose(choice.suggestion);
  };

  return (
    <>
      <Combobox
        {...props}
        autoComplete={autoComplete}
        value={text}
        onChange={setText}
        onType={(typed) => {
          detail.abandon();
          search(typed);
        }}
        items={choices}
        loading={loading}
        itemToString={(choice) => (choice.kind === 'typed' ? choice.text : choice.suggestion.text)}
        itemToKey={(choice) => (choice.kind === 'typed' ? 'typed-entry' : choice.suggestion.id)}
        renderItem={(choice) =>
          choice.kind === 'typed' ? (
            <span>Use “{choice.text}”</span>
          ) : (
            renderSuggestion(choice.suggestion)
          )
        }
        onSelect={choose}
      />
      {/* The live region stays in the page so the text is spoken when it appears. */}
      <p className={styles.notice} role="status">
        {typedEntry ? TYPED_SCHOOL_TEXT : null}
      </p>
    </>
  );
}
