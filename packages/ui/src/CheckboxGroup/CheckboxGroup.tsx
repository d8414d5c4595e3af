import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { forwardRef, type ReactNode } from 'react';
import { Field } from '../Field/Field';
import { ReadOnlyCheck } from '../Field/ReadOnlyValue';
import * as fieldStyles from '../Field/Field.css';
import { useField } from '../Field/useField';
import type { Option } from '../options';
import { useControllable } from '../useControllable';
import * as styles from '../Checkbox/Checkbox.css';

export interface CheckboxGroupProps {
  /** Goes on the fieldset; error-summary links may point at it. */
  id?: string;
  name?: string;
  label: ReactNode;
  hint?: ReactNode;
  errors?: readonly string[];
  required?: boolean;
  options: readonly Option[];
  /** The checked options' values, in option order. */
  value?: string[];
  defaultValue?: string[];
  /** Called with the checked values and their labels, both in option order. */
  onChange?: (values: string[], labels: string[]) => void;
  onBlur?: () => void;
  disabled?: boolean;
  /** Renders each option as "[X] label" or "[ ] label". */
  readOnly?: boolean;
}

/** A fieldset of check boxes (Radix) whose answer is the list of checked values. */
export const CheckboxGroup = forwardRef<HTMLFieldSetElement, CheckboxGroupProps>(
  function CheckboxGroup(
    {
      id,
      name,
      label,
      hint,
      errors,
      required,
      options,
      value,
      defaultValue = [],
      onChange,
      onBlur,
      disabled,
      readOnly,
    },
    ref,
  ) {
    const [checked, setChecked] = useControllable({ value, defaultValue, onChange });
    const field = useField({ id, hint, errors, required });
    if (readOnly) {
      return (
        <div id={field.id} className={fieldStyles.readOnly} data-readonly="">
          <span className={fieldStyles.label}>{label}</span>
          {options.map((option) => (
            <ReadOnlyCheck
              key={option.value}
              label={option.label}
              checked={checked.includes(option.value)}
            />
          ))}
        </div>
      );
    }
    const toggle = (optionValue: string, on: boolean) => {
      const chosen = options.filter((option) =>
        option.value === optionValue ? on : checked.includes(option.value),
      );
      setChecked(
        chosen.map((option) => option.value),
        chosen.map((option) => option.label),
      );
    };
    return (
      <Field
        field={field}
        as="group"
        label={label}
        hint={hint}
        errors={errors}
        required={required}
        groupProps={{ id: field.id, ref, 'aria-describedby': field.inputProps['aria-describedby'] }}
      >
        <div className={styles.group}>
          {options.map((option, index) => {
            const itemId = `${field.id}-${index}`;
            const hintId = option.hint ? `${itemId}-hint` : undefined;
            return (
              <div key={option.value} className={styles.item}>
                <RadixCheckbox.Root
                  id={itemId}
                  name={name}
                  value={option.value}
                  className={styles.box()}
                  checked={checked.includes(option.value)}
                  onCheckedChange={(next) => toggle(option.value, next === true)}
                  onBlur={onBlur}
                  disabled={disabled}
                  aria-invalid={field.inputProps['aria-invalid']}
                  aria-describedby={hintId}
                >
                  <RadixCheckbox.Indicator aria-hidden="true">✓</RadixCheckbox.Indicator>
                </RadixCheckbox.Root>
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
        </div>
      </Field>
    );
  },
);
