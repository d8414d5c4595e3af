import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field } from '../Field/Field';
import { control, type ControlVariants } from '../Field/Field.css';
import { ReadOnlyValue } from '../Field/ReadOnlyValue';
import { useField } from '../Field/useField';
import { useControllable } from '../useControllable';

/** True for a real calendar date written yyyy-mm-dd (no 2023-02-30). */
export function isValidDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A yyyy-mm-dd date as print text, e.g. "January 5, 2020". */
export function formatDate(value: string): string {
  if (!isValidDate(value)) return value;
  return new Date(`${value}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

export interface DateInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'required' | 'size'
> {
  label: ReactNode;
  hint?: ReactNode;
  errors?: readonly string[];
  required?: boolean;
  /** yyyy-mm-dd, or '' for no date. */
  value?: string;
  defaultValue?: string;
  /** Called with a valid yyyy-mm-dd date, or with '' while the entry is not a valid date. */
  onChange?: (value: string) => void;
  variant?: ControlVariants['variant'];
}

/** A native date field that writes only valid dates and otherwise clears the value. */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  {
    label,
    hint,
    errors,
    required,
    value,
    defaultValue,
    onChange,
    variant,
    id,
    className,
    readOnly,
    ...inputProps
  },
  ref,
) {
  const [current, setCurrent] = useControllable({
    value,
    defaultValue: defaultValue ?? '',
    onChange,
  });
  const field = useField({ id, hint, errors, required });
  if (readOnly) return <ReadOnlyValue id={field.id} label={label} value={formatDate(current)} />;
  return (
    <Field field={field} label={label} hint={hint} errors={errors} required={required}>
      <input
        ref={ref}
        type="date"
        className={[control({ variant }), className].filter(Boolean).join(' ')}
        {...inputProps}
        {...field.inputProps}
        value={current}
        onChange={(event) => {
          const entered = event.target.value;
          setCurrent(isValidDate(entered) ? entered : '');
        }}
      />
    </Field>
  );
});
