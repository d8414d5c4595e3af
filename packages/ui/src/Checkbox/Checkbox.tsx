import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { forwardRef, type ReactNode } from 'react';
import { FieldErrors, FieldHint, RequiredMarker } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { ReadOnlyCheck } from '../Field/ReadOnlyValue';
import { useField } from '../Field/useField';
import { useControllable } from '../useControllable';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  id?: string;
  name?: string;
  label: ReactNode;
  hint?: ReactNode;
  errors?: readonly string[];
  required?: boolean;
  value?: boolean;
  defaultValue?: boolean;
  onChange?: (checked: boolean) => void;
  onBlur?: () => void;
  disabled?: boolean;
  /** Renders "[X] label" or "[ ] label" as print text. */
  readOnly?: boolean;
}

/** A single labelled check box (Radix), controllable by `value` / `defaultValue` / `onChange`. */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  {
    id,
    name,
    label,
    hint,
    errors,
    required,
    value,
    defaultValue = false,
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
    return <ReadOnlyCheck id={field.id} label={label} checked={checked} />;
  }
  return (
    <div className={[fieldStyles.field, styles.item].join(' ')} {...field.fieldProps}>
      <RadixCheckbox.Root
        ref={ref}
        name={name}
        className={styles.box()}
        checked={checked}
        onCheckedChange={(next) => setChecked(next === true)}
        onBlur={onBlur}
        disabled={disabled}
        {...field.inputProps}
      >
        <RadixCheckbox.Indicator aria-hidden="true">✓</RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <label {...field.labelProps} className={styles.itemLabel}>
        {label}
        {required ? <RequiredMarker /> : null}
      </label>
      <div className={styles.itemHint}>
        <FieldHint id={field.hintProps.id}>{hint}</FieldHint>
        <FieldErrors id={field.errorProps.id} errors={errors} />
      </div>
    </div>
  );
});
