import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { forwardRef } from 'react';
import { ChoiceItems } from '../Checkbox/ChoiceItems';
import { FormValueInput, stopAtTheBox } from '../Checkbox/FormValueInput';
import * as styles from '../Checkbox/Checkbox.css';
import * as fieldStyles from '../Field/Field.css';
import { FieldShell, useFieldShell, type FieldShellProps } from '../Field/FieldShell';
import { ReadOnlyCheck } from '../Field/ReadOnlyValue';
import type { Option } from '../options';
import { useControllable } from '../useControllable';

export interface CheckboxGroupProps extends FieldShellProps {
  /** Goes on the fieldset; error-summary links may point at it. */
  id?: string;
  name?: string;
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
  /** Added to the widget's own classes on the element its ref reaches. */
  className?: string;
}

/** A fieldset of check boxes (Radix) whose answer is the list of checked values. */
export const CheckboxGroup = forwardRef<HTMLFieldSetElement, CheckboxGroupProps>(
  function CheckboxGroup(
    { name, options, value, defaultValue = [], onChange, onBlur, disabled, className, ...props },
    ref,
  ) {
    const [checked, setChecked] = useControllable({ value, defaultValue, onChange });
    const { field, shell } = useFieldShell(props);
    // Each option prints as its own check line, so the group has its own print view.
    if (shell.readOnly) {
      return (
        <div id={field.id} className={fieldStyles.readOnly} data-readonly="">
          <span className={fieldStyles.label}>{shell.label}</span>
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
      <FieldShell
        {...shell}
        as="group"
        className={className}
        groupProps={{ id: field.id, ref, 'aria-describedby': field.inputProps['aria-describedby'] }}
      >
        <div className={styles.group}>
          <ChoiceItems
            groupId={field.id}
            options={options}
            renderControl={(option, control) => (
              <RadixCheckbox.unstable_Provider
                value={option.value}
                checked={checked.includes(option.value)}
                onCheckedChange={(next) => toggle(option.value, next === true)}
                disabled={disabled}
              >
                <RadixCheckbox.unstable_Trigger
                  {...control}
                  className={styles.box()}
                  onClick={stopAtTheBox}
                  onBlur={onBlur}
                  aria-invalid={field.inputProps['aria-invalid']}
                >
                  <RadixCheckbox.Indicator aria-hidden="true">✓</RadixCheckbox.Indicator>
                </RadixCheckbox.unstable_Trigger>
                <FormValueInput
                  type="checkbox"
                  name={name}
                  value={option.value}
                  checked={checked.includes(option.value)}
                  disabled={disabled}
                />
              </RadixCheckbox.unstable_Provider>
            )}
          />
        </div>
      </FieldShell>
    );
  },
);
