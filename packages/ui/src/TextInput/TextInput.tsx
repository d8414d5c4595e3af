import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { control, type ControlVariants } from '../Field/Field.css';
import { FieldShell, useFieldShell, type FieldShellProps } from '../Field/FieldShell';
import * as styles from './TextInput.css';

/** The default maximum length of a text input. */
export const DEFAULT_MAX_LENGTH = 45;

export type TextInputType = 'text' | 'date' | 'password' | 'email';

export interface TextInputProps
  extends
    FieldShellProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'required'> {
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
    type = 'text',
    variant,
    endAdornment,
    describedBy,
    className,
    maxLength = type === 'date' ? undefined : DEFAULT_MAX_LENGTH,
    ...props
  },
  ref,
) {
  const { shell, controlProps } = useFieldShell(props, describedBy);
  const printed = String(props.value ?? props.defaultValue ?? '');
  const input = (
    <input
      ref={ref}
      type={type}
      maxLength={maxLength}
      className={[control({ variant }), endAdornment ? styles.grow : undefined, className]
        .filter(Boolean)
        .join(' ')}
      {...controlProps}
    />
  );
  return (
    <FieldShell {...shell} readOnlyValue={type === 'password' && printed ? '••••••••' : printed}>
      {endAdornment ? (
        <div className={styles.row}>
          {input}
          {endAdornment}
        </div>
      ) : (
        input
      )}
    </FieldShell>
  );
});
