import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import {
  forwardRef,
  useRef,
  type ChangeEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { joinClassNames, useComposedRefs } from '../composeProps';
import { Field } from '../Field/Field';
import { control, type ControlVariants } from '../Field/Field.css';
import { ReadOnlyValue } from '../Field/ReadOnlyValue';
import { useField } from '../Field/useField';
import { useControllable } from '../useControllable';
import { useMessages } from '../messages/MessagesProvider';
import * as styles from './Combobox.css';
import { useListInTopLayer } from './listInTopLayer';

export interface ComboboxProps<T> {
  id?: string;
  name?: string;
  label: ReactNode;
  hint?: ReactNode;
  errors?: readonly string[];
  required?: boolean;
  disabled?: boolean;
  /** Print view: the typed text. */
  readOnly?: boolean;
  variant?: ControlVariants['variant'];
  maxLength?: number;
  autoComplete?: string;
  /** The text in the input. */
  value?: string;
  defaultValue?: string;
  /** Called with the text as it is typed, and when a choice fills the input. */
  onChange?: (text: string) => void;
  onBlur?: () => void;
  /** Called as the user types (not when a choice fills the input): ask for suggestions here. */
  onType?: (text: string) => void;
  items: T[];
  /** The text a chosen item puts in the input. */
  itemToString: (item: T) => string;
  itemToKey: (item: T) => string;
  /** How an item looks in the list; defaults to its text. */
  renderItem?: (item: T) => ReactNode;
  onSelect: (item: T) => void;
  /** True while suggestions are being fetched: the count is not announced until they arrive. */
  loading?: boolean;
  /** Also reaches the input; kept beside `ref` for hosts that pass a ref as a prop. */
  inputRef?: Ref<HTMLInputElement>;
  /** Added to the input's own classes (the element `ref` reaches). */
  className?: string;
}

/**
 * Don't choose on blur: Tab away from a highlighted suggestion keeps what was typed, because a
 * choice fills other fields too and must never happen by accident.
 *
 * And keep the text when downshift resyncs the selection: `selectedItem` is held at null so the
 * same suggestion can be chosen twice, so after a choice the next action (a click in the input,
 * the blur) puts downshift's own selection back to null, which it reads as "the selection was
 * cleared" and would empty the input, and with it the answer the choice just filled.
 */
function keepTypedText<T>(
  state: UseComboboxState<T>,
  { type, changes }: UseComboboxStateChangeOptions<T>,
) {
  if (type === useCombobox.stateChangeTypes.InputBlur) {
    return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
  }
  if (type === useCombobox.stateChangeTypes.ControlledPropUpdatedSelectedItem) {
    return { ...changes, inputValue: state.inputValue };
  }
  return changes;
}

/** A text input with a list of suggestions (downshift), following the ARIA combobox pattern. */
export const Combobox = forwardRef(function Combobox<T>(
  props: ComboboxProps<T>,
  ref: Ref<HTMLInputElement>,
) {
  // Read-only renders no input, so downshift (which needs one) is left out altogether.
  if (props.readOnly) {
    return (
      <ReadOnlyValue
        id={props.id}
        label={props.label}
        value={props.value ?? props.defaultValue ?? ''}
      />
    );
  }
  return <EditableCombobox {...props} forwardedRef={ref} />;
}) as <T>(props: ComboboxProps<T> & { ref?: Ref<HTMLInputElement> }) => ReactElement;

function EditableCombobox<T>({
  id,
  name,
  label,
  hint,
  errors,
  required,
  disabled,
  variant,
  maxLength,
  autoComplete = 'off',
  value,
  defaultValue = '',
  onChange,
  onBlur,
  onType,
  items,
  itemToString,
  itemToKey,
  renderItem,
  onSelect,
  loading,
  inputRef,
  className,
  forwardedRef,
}: ComboboxProps<T> & { forwardedRef: Ref<HTMLInputElement> }) {
  const composedInputRef = useComposedRefs(inputRef, forwardedRef);
  const { t } = useMessages();
  const [text, setText] = useControllable({ value, defaultValue, onChange });
  const field = useField({ id, hint, errors, required });
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps } = useCombobox<T>({
    items,
    inputId: field.id,
    labelId: field.labelProps.id,
    inputValue: text,
    selectedItem: null,
    itemToString: (item) => (item ? itemToString(item) : ''),
    itemToKey: (item) => (item ? itemToKey(item) : null),
    stateReducer: keepTypedText,
    // Typing is handled in the input's own onChange below; this hears only the text a choice puts in.
    onInputValueChange: ({ inputValue = '', type }) => {
      if (type !== useCombobox.stateChangeTypes.InputChange) setText(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onSelect(selectedItem);
    },
  });

  const open = isOpen && items.length > 0;
  const anchorRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // A callback for downshift's getter: a ref object passed to a function in render may be read.
  const menuRef = useComposedRefs(listRef);
  useListInTopLayer(open, anchorRef, listRef);
  // Only settled results are spoken: a message per keystroke would drown the typing.
  const status = loading
    ? ''
    : isOpen && text.trim() !== ''
      ? items.length === 0
        ? t('ui.combobox.noSuggestions')
        : t('ui.combobox.suggestions', { count: items.length })
      : '';
  return (
    <Field field={field} label={label} hint={hint} errors={errors} required={required}>
      <div ref={anchorRef} className={styles.anchor}>
        <input
          className={joinClassNames(control({ variant }), className)}
          {...getInputProps({
            ref: composedInputRef,
            name,
            disabled,
            maxLength,
            autoComplete,
            onBlur,
            // Downshift reports typing from an effect after the render, so a controlled input
            // would first be re-rendered with the old text and drop the keys typed meanwhile.
            // Taking the text in the event keeps the value and the input in step.
            onChange: (event: ChangeEvent<HTMLInputElement>) => {
              const typed = event.currentTarget.value;
              setText(typed);
              onType?.(typed);
            },
            ...field.inputProps,
          })}
        />
        <ul
          className={styles.menu}
          {...getMenuProps({ ref: menuRef, 'aria-labelledby': field.labelProps.id })}
        >
          {open
            ? items.map((item, index) => (
                <li
                  key={itemToKey(item)}
                  className={styles.option()}
                  data-highlighted={highlightedIndex === index ? '' : undefined}
                  {...getItemProps({ item, index })}
                >
                  {renderItem ? renderItem(item) : itemToString(item)}
                </li>
              ))
            : null}
        </ul>
      </div>
      <VisuallyHidden role="status">{status}</VisuallyHidden>
    </Field>
  );
}
