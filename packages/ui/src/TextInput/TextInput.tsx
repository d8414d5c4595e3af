import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field } from '../Field/Field';
import { control, type ControlVariants } from '../Field/Field.css';
import { ReadOnlyValue } from '../Field/ReadOnlyValue';
import { useField } from '../Field/useField';
import * as styles from './TextInput.css';

/** The spec's default maximum length for a text input. */
export const DEFAULT_MAX_LENGTH = 45;

export type TextInputType = 'text' | 'date' | 'password' | 'email';

export interface TextInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size' | 'required'
> {
  label: ReactNode;
  hint?: ReactNode;
  errors?: readonly string[];
  /** Shows the marker and sets `aria-required`; the form's own rules decide the message. */
  required?: boolean;
  type?: TextInputType;
  variant?: ControlVariants['variant'];
  /** Rendered beside the input, e.g. the password visibility toggle. */
  endAdornment?: ReactNode;
  /** Ids of further descriptions (a checklist) joined into `aria-describedby`. */
  describedBy?: string;
}

/**
 * A labelled native input. It forwards its ref and native props, so react-hook-form's
 * `register()` works as is (uncontrolled). `readOnly` renders the value as print text.
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  {
    label,
    hint,
    errors,
    required,
    type = 'text',
    variant,
    endAdornment,
    describedBy,
    id,
    className,
    readOnly,
    maxLength = type === 'date' ? undefined : DEFAULT_MAX_LENGTH,
    ...inputProps
  },
  ref,
) {
  const field = useField({ id, hint, errors, required, describedBy });
  if (readOnly) {
    const value = String(inputProps.value ?? inputProps.defaultValue ?? '');
    return (
      <ReadOnlyValue
        id={field.id}
        label={label}
        value={type === 'password' && value ? '••••••••' : value}
      />
    );
  }
  const input = (
    <input
      ref={ref}
      type={type}
      maxLength={maxLength}
      className={[control({ variant }), endAdornment ? styles.grow : undefined, className]
        .filter(Boolean)
        .join(' ')}
      {...inputProps}
      {...field.inputProps}
    />
  );
  return (
    <Field field={field} label={label} hint={hint} errors={errors} required={required}>
      {endAdornment ? (
        <div className={styles.row}>
          {input}
          {endAdornment}
        </div>
      ) : (
        input
      )}
    </Field>
  );
});
