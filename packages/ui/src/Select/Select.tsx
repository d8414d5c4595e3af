import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Field } from '../Field/Field';
import { control, type ControlVariants } from '../Field/Field.css';
import { ReadOnlyValue } from '../Field/ReadOnlyValue';
import { useField } from '../Field/useField';
import { labelOf, type Option } from '../options';
import { useControllable } from '../useControllable';
import * as styles from './Select.css';

export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'defaultValue' | 'onChange' | 'required' | 'multiple'
> {
  label: ReactNode;
  hint?: ReactNode;
  errors?: readonly string[];
  required?: boolean;
  options: readonly Option[];
  value?: string;
  defaultValue?: string;
  /** Called with the chosen value and its label (the form stores the label in `<key>_desc`). */
  onChange?: (value: string, label: string) => void;
  /** Text of the empty first choice. */
  placeholder?: string;
  variant?: ControlVariants['variant'];
  /** Renders the chosen option's label as print text. */
  readOnly?: boolean;
}

/** A native select: the phone's own picker, full keyboard support, and it reports value and label. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    hint,
    errors,
    required,
    options,
    value,
    defaultValue = '',
    onChange,
    placeholder = 'Select an option',
    variant,
    id,
    className,
    disabled,
    readOnly,
    ...selectProps
  },
  ref,
) {
  const [chosen, setChosen] = useControllable<string, [string]>({ value, defaultValue, onChange });
  const field = useField({ id, hint, errors, required });
  if (readOnly) {
    return <ReadOnlyValue id={field.id} label={label} value={labelOf(options, chosen)} />;
  }
  return (
    <Field field={field} label={label} hint={hint} errors={errors} required={required}>
      <select
        ref={ref}
        className={[control({ variant }), styles.select, className].filter(Boolean).join(' ')}
        disabled={disabled}
        {...selectProps}
        {...field.inputProps}
        value={chosen}
        onChange={(event) => setChosen(event.target.value, labelOf(options, event.target.value))}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
});
