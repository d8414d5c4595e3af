import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import { forwardRef, useRef, type FocusEvent } from 'react';
import { joinClassNames } from '../composeProps';
import { ChoiceItems } from '../Checkbox/ChoiceItems';
import { FormValueInput, stopAtTheBox } from '../Checkbox/FormValueInput';
import * as styles from '../Checkbox/Checkbox.css';
import { FieldShell, useFieldShell, type FieldShellProps } from '../Field/FieldShell';
import { labelOf, type Option } from '../options';
import { useControllable } from '../useControllable';

export interface RadioGroupProps extends FieldShellProps {
  /** Goes on the radio group; error-summary links may point at it. */
  id?: string;
  name?: string;
  options: readonly Option[];
  value?: string;
  defaultValue?: string;
  /** Called with the chosen value and its label (the form stores the label in `<key>_desc`). */
  onChange?: (value: string, label: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  orientation?: 'vertical' | 'horizontal';
  /** Renders the chosen option's label as print text. */
  readOnly?: boolean;
  /** Added to the widget's own classes on the element its ref reaches. */
  className?: string;
}

const arrowKeys = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/** A fieldset of radio buttons (Radix): all four arrow keys move and choose, Tab leaves the group. */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  {
    name,
    options,
    value,
    defaultValue = '',
    onChange,
    onBlur,
    disabled,
    orientation = 'vertical',
    className,
    ...props
  },
  ref,
) {
  const [chosen, setChosen] = useControllable<string, [string]>({ value, defaultValue, onChange });
  const { field, shell, controlProps } = useFieldShell(props);
  // Radix chooses the radio that arrow-key focus lands on only while the key is still down,
  // and it moves focus a task after the keydown: a quick press (switch access, a fast typist,
  // assistive software) moved focus without choosing. Remember the arrow until its focus lands.
  const arrowPressed = useRef(false);
  const lastChosen = useRef(chosen);
  lastChosen.current = chosen;
  const choose = (next: string) => {
    if (next === lastChosen.current) return;
    lastChosen.current = next;
    setChosen(next, labelOf(options, next));
  };
  const chooseOnArrowFocus = (next: string, event: FocusEvent<HTMLButtonElement>) => {
    const fromGroup = event.currentTarget
      .closest('[role="radiogroup"]')
      ?.contains(event.relatedTarget);
    if (arrowPressed.current && fromGroup) choose(next);
    arrowPressed.current = false;
  };
  return (
    <FieldShell {...shell} as="group" readOnlyValue={labelOf(options, chosen)}>
      <RadixRadioGroup.Root
        ref={ref}
        value={chosen}
        onValueChange={choose}
        disabled={disabled}
        // No orientation for Radix: side by side or stacked, all four arrows move, as with
        // native radios. `orientation` only lays the options out.
        className={joinClassNames(
          styles.group,
          orientation === 'horizontal' && styles.horizontal,
          className,
        )}
        aria-labelledby={field.labelProps.id}
        {...controlProps}
        onBlur={onBlur}
      >
        <ChoiceItems
          groupId={field.id}
          options={options}
          renderControl={(option, control) => (
            <RadixRadioGroup.unstable_ItemProvider value={option.value}>
              <RadixRadioGroup.unstable_ItemTrigger
                {...control}
                onClick={stopAtTheBox}
                onKeyDown={(event) => {
                  arrowPressed.current = arrowKeys.has(event.key);
                }}
                onFocus={(event) => chooseOnArrowFocus(option.value, event)}
                className={styles.box({ shape: 'round' })}
              >
                <RadixRadioGroup.Indicator className={styles.radioDot} />
              </RadixRadioGroup.unstable_ItemTrigger>
              <FormValueInput
                type="radio"
                name={name}
                value={option.value}
                checked={chosen === option.value}
                disabled={disabled}
              />
            </RadixRadioGroup.unstable_ItemProvider>
          )}
        />
      </RadixRadioGroup.Root>
    </FieldShell>
  );
});
