import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import { forwardRef, type ReactNode } from 'react';
import { Field } from '../Field/Field';
import { ReadOnlyValue } from '../Field/ReadOnlyValue';
import { useField } from '../Field/useField';
import { labelOf, type Option } from '../options';
import { useControllable } from '../useControllable';
import * as styles from '../Checkbox/Checkbox.css';

export interface RadioGroupProps {
  /** Goes on the radio group; error-summary links may point at it. */
  id?: string;
  name?: string;
  label: ReactNode;
  hint?: ReactNode;
  errors?: readonly string[];
  required?: boolean;
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
}

/** A fieldset of radio buttons (Radix): arrow keys move and choose, Tab leaves the group. */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  {
    id,
    name,
    label,
    hint,
    errors,
    required,
    options,
    value,
    defaultValue = '',
    onChange,
    onBlur,
    disabled,
    orientation = 'vertical',
    readOnly,
  },
  ref,
) {
  const [chosen, setChosen] = useControllable<string, [string]>({ value, defaultValue, onChange });
  const field = useField({ id, hint, errors, required });
  if (readOnly)
    return <ReadOnlyValue id={field.id} label={label} value={labelOf(options, chosen)} />;
  return (
    <Field field={field} as="group" label={label} hint={hint} errors={errors} required={required}>
      <RadixRadioGroup.Root
        ref={ref}
        name={name}
        value={chosen}
        onValueChange={(next) => setChosen(next, labelOf(options, next))}
        disabled={disabled}
        orientation={orientation}
        className={[styles.group, orientation === 'horizontal' ? styles.horizontal : undefined]
          .filter(Boolean)
          .join(' ')}
        aria-labelledby={field.labelProps.id}
        {...field.inputProps}
        onBlur={onBlur}
      >
        {options.map((option, index) => {
          const itemId = `${field.id}-${index}`;
          const hintId = option.hint ? `${itemId}-hint` : undefined;
          return (
            <div key={option.value} className={styles.item}>
              <RadixRadioGroup.Item
                id={itemId}
                value={option.value}
                className={styles.box({ shape: 'round' })}
                aria-describedby={hintId}
              >
                <RadixRadioGroup.Indicator className={styles.radioDot} />
              </RadixRadioGroup.Item>
              <label htmlFor={itemId} className={styles.itemLabel}>
                {option.label}
              </label>
              {option.hint ? (
                <p id={hintId} className={styles.itemHint}>
                  {option.hint}
                </p>
              ) : null}
            </div>
          );
        })}
      </RadixRadioGroup.Root>
    </Field>
  );
});
