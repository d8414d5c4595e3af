import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { forwardRef, useRef } from 'react';
import { Combobox, type ComboboxProps } from '../Combobox/Combobox';
import * as styles from '../Combobox/Combobox.css';
import { useLookup, type FetchDetail } from '../Combobox/useLookup';
import type {
  FetchSuggestions,
  LookupSuggestion,
  SuggestionTiming,
} from '../Combobox/useSuggestions';
import { DEFAULT_MAX_LENGTH } from '../TextInput/TextInput';
import { useControllable } from '../useControllable';

/** An address as the detail lookup fills it; only address_line_1 is sure to be there. */
export interface AddressRecord {
  address_line_1: string;
  address_line_2?: string;
  city?: string;
  state?: string;
  county?: string;
  zip?: string;
  country?: string;
}

export interface AddressLookupProps
  extends
    SuggestionTiming,
    Omit<
      ComboboxProps<LookupSuggestion>,
      'items' | 'itemToString' | 'itemToKey' | 'renderItem' | 'onSelect' | 'loading' | 'onType'
    > {
  /**
   * Suggestions for the typed text (asked once typing pauses, see `suggestionWait`; first 5
   * kept); pass its `signal` on to cancel a request the applicant has typed past.
   */
  fetchSuggestions: FetchSuggestions;
  /** The full address of a chosen suggestion. */
  fetchDetail: FetchDetail<AddressRecord>;
  /**
   * Called with the address to fill in; when the detail lookup fails, with just address_line_1 =
   * the option's text. When the user typed on before the detail arrived (the house number after
   * choosing the street), address_line_1 is what they typed and the detail fills the rest.
   */
  onSelect: (address: AddressRecord) => void;
}

export function renderSuggestion(suggestion: LookupSuggestion) {
  return (
    <>
      <span>{suggestion.text}</span>
      {suggestion.sub_text ? (
        <span className={styles.subText}>
          {/* The lines are stacked on screen; the comma keeps them apart when read aloud. */}
          <VisuallyHidden>,</VisuallyHidden> {suggestion.sub_text}
        </span>
      ) : null}
    </>
  );
}

/** Address line 1 with suggestions; choosing one fills the whole address through `onSelect`. */
export const AddressLookup = forwardRef<HTMLInputElement, AddressLookupProps>(
  function AddressLookup(
    {
      fetchSuggestions,
      fetchDetail,
      onSelect,
      value,
      defaultValue = '',
      onChange,
      maxLength = DEFAULT_MAX_LENGTH,
      autoComplete = 'address-line1',
      suggestionWait,
      suggestionMaxWait,
      ...props
    }: AddressLookupProps,
    ref,
  ) {
    const [text, setText] = useControllable({ value, defaultValue, onChange });
    // What the applicant typed last: a place without a street (a ZIP code, a city) keeps it.
    const typed = useRef(text);
    const lookup = useLookup({
      fetchSuggestions,
      fetchDetail,
      suggestionWait,
      suggestionMaxWait,
      fallback: (suggestion): AddressRecord => ({ address_line_1: suggestion.text }),
      typingAbandonsChoice: false,
      apply: (address, typedSince) => {
        if (typedSince !== undefined) {
          onSelect({ ...address, address_line_1: typedSince });
          return;
        }
        const street = address.address_line_1 || typed.current;
        setText(street);
        onSelect({ ...address, address_line_1: street });
      },
    });

    return (
      <Combobox
        {...props}
        ref={ref}
        maxLength={maxLength}
        autoComplete={autoComplete}
        value={text}
        onChange={setText}
        onType={(typedText) => {
          typed.current = typedText;
          lookup.type(typedText);
        }}
        items={lookup.suggestions}
        loading={lookup.loading}
        itemToString={(suggestion) => suggestion.text}
        itemToKey={(suggestion) => suggestion.id}
        renderItem={renderSuggestion}
        onSelect={(suggestion) => void lookup.choose(suggestion)}
      />
    );
  },
);
