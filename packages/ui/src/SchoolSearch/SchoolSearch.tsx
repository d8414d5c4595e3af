import { forwardRef, useState } from 'react';
import { renderSuggestion } from '../AddressLookup/AddressLookup';
import { Combobox, type ComboboxProps } from '../Combobox/Combobox';
import * as styles from '../Combobox/Combobox.css';
import { useLookup, type FetchDetail } from '../Combobox/useLookup';
import type {
  FetchSuggestions,
  LookupSuggestion,
  SuggestionTiming,
} from '../Combobox/useSuggestions';
import { catalogues } from '../messages/catalogues.generated';
import { useMessages } from '../messages/MessagesProvider';
import { sourceText } from '../messages/translator';
import { useControllable } from '../useControllable';

/** The English notice under a typed entry; the shown one follows the locale. */
export const TYPED_SCHOOL_TEXT = sourceText(catalogues, 'ui.schoolSearch.typed');

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

export interface SchoolSearchProps
  extends
    SuggestionTiming,
    Omit<
      ComboboxProps<SchoolChoice>,
      'items' | 'itemToString' | 'itemToKey' | 'renderItem' | 'onSelect' | 'loading' | 'onType'
    > {
  fetchSuggestions: FetchSuggestions;
  /** Name, address and ceeb of a chosen school. */
  fetchDetail: FetchDetail<SchoolRecord>;
  /**
   * Called with the school to fill in. A typed entry gives `{ name }` with source 'typed';
   * a failed detail lookup gives `{ name: option text }` with source 'directory'. Typing again
   * before the detail arrives abandons it (a new name is a new school): no call.
   */
  onSelect: (school: SchoolRecord, source: SchoolSource) => void;
}

/**
 * School name with directory suggestions, plus the typed text as the last choice. Choosing
 * the typed text asks the user to enter the school's details in the fields below.
 */
export const SchoolSearch = forwardRef<HTMLInputElement, SchoolSearchProps>(function SchoolSearch(
  {
    fetchSuggestions,
    fetchDetail,
    onSelect,
    value,
    defaultValue = '',
    onChange,
    autoComplete = 'off',
    suggestionWait,
    suggestionMaxWait,
    ...props
  }: SchoolSearchProps,
  ref,
) {
  const { t } = useMessages();
  const [text, setText] = useControllable({ value, defaultValue, onChange });
  const [typedEntry, setTypedEntry] = useState(false);
  const lookup = useLookup({
    fetchSuggestions,
    fetchDetail,
    suggestionWait,
    suggestionMaxWait,
    fallback: (suggestion): SchoolRecord => ({ name: suggestion.text }),
    apply: (school) => {
      setText(school.name);
      onSelect(school, 'directory');
    },
  });

  const trimmed = text.trim();
  const choices: SchoolChoice[] = [
    ...lookup.suggestions.map((suggestion) => ({ kind: 'suggestion' as const, suggestion })),
    ...(trimmed && !lookup.loading ? [{ kind: 'typed' as const, text: trimmed }] : []),
  ];

  const choose = (choice: SchoolChoice) => {
    setTypedEntry(choice.kind === 'typed');
    if (choice.kind === 'suggestion') {
      void lookup.choose(choice.suggestion);
      return;
    }
    lookup.dismiss();
    setText(choice.text);
    onSelect({ name: choice.text }, 'typed');
  };

  return (
    <>
      <Combobox
        {...props}
        ref={ref}
        autoComplete={autoComplete}
        value={text}
        onChange={setText}
        onType={lookup.type}
        items={choices}
        loading={lookup.loading}
        itemToString={(choice) => (choice.kind === 'typed' ? choice.text : choice.suggestion.text)}
        itemToKey={(choice) => (choice.kind === 'typed' ? 'typed-entry' : choice.suggestion.id)}
        renderItem={(choice) =>
          choice.kind === 'typed' ? (
            <span>{t('ui.schoolSearch.useTyped', { text: choice.text })}</span>
          ) : (
            renderSuggestion(choice.suggestion)
          )
        }
        onSelect={choose}
      />
      {/* The live region stays in the page so the text is spoken when it appears. */}
      <p className={styles.notice} role="status">
        {typedEntry ? t('ui.schoolSearch.typed') : null}
      </p>
    </>
  );
});
