import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { forwardRef } from 'react';
import { joinClassNames } from '../composeProps';
import { FieldErrors, FieldHint, RequiredMarker } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { useFieldShell, type FieldShellProps } from '../Field/FieldShell';
import { ReadOnlyCheck } from '../Field/ReadOnlyValue';
import { useControllable } from '../useControllable';
import { FormValueInput, stopAtTheBox } from './FormValueInput';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends FieldShellProps {
  name?: string;
  value?: boolean;
  defaultValue?: boolean;
  onChange?: (checked: boolean) => void;
  onBlur?: () => void;
  disabled?: boolean;
  /** Renders "[X] label" or "[ ] label" as print text. */
  readOnly?: boolean;
  /** Added to the widget's own classes on the element its ref reaches. */
  className?: string;
}

/** A single labelled check box (Radix), controllable by `value` / `defaultValue` / `onChange`. */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  { name, value, defaultValue = false, onChange, onBlur, disabled, className, ...props },
  ref,
) {
  const [checked, setChecked] = useControllable({ value, defaultValue, onChange });
  const { field, shell, controlProps } = useFieldShell(props);
  // The box stands before its label, so a check box lays out its own shell.
  if (shell.readOnly) {
    return <ReadOnlyCheck id={field.id} label={shell.label} checked={checked} />;
  }
  return (
    <div className={[fieldStyles.field, styles.item].join(' ')} {...field.fieldProps}>
      <RadixCheckbox.unstable_Provider
        checked={checked}
        onCheckedChange={(next) => setChecked(next === true)}
        disabled={disabled}
      >
        <RadixCheckbox.unstable_Trigger
          ref={ref}
          className={joinClassNames(styles.box(), className)}
          onClick={stopAtTheBox}
          onBlur={onBlur}
          {...controlProps}
        >
          <RadixCheckbox.Indicator aria-hidden="true">✓</RadixCheckbox.Indicator>
        </RadixCheckbox.unstable_Trigger>
        <FormValueInput type="checkbox" name={name} checked={checked} disabled={disabled} />
      </RadixCheckbox.unstable_Provider>
      <label {...field.labelProps} className={styles.itemLabel}>
        {shell.label}
        {shell.required ? <RequiredMarker /> : null}
      </label>
      <div className={styles.itemHint}>
        <FieldHint id={field.hintProps.id}>{shell.hint}</FieldHint>
        <FieldErrors id={field.errorProps.id} errors={shell.errors} />
      </div>
    </div>
  );
});
