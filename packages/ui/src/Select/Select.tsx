import { forwardRef, type SelectHTMLAttributes } from 'react';
import { control, type ControlVariants } from '../Field/Field.css';
import { FieldShell, useFieldShell, type FieldShellProps } from '../Field/FieldShell';
import { labelOf, type Option } from '../options';
import { useControllable } from '../useControllable';
import { useMessages } from '../messages/MessagesProvider';
import * as styles from './Select.css';

export interface SelectProps
  extends
    FieldShellProps,
    Omit<
      SelectHTMLAttributes<HTMLSelectElement>,
      'value' | 'defaultValue' | 'onChange' | 'required' | 'multiple'
    > {
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
  { options, value, defaultValue = '', onChange, placeholder, variant, className, ...props },
  ref,
) {
  const { t } = useMessages();
  const [chosen, setChosen] = useControllable<string, [string]>({ value, defaultValue, onChange });
  const { shell, controlProps } = useFieldShell(props);
  return (
    <FieldShell {...shell} readOnlyValue={labelOf(options, chosen)}>
      <select
        ref={ref}
        className={[control({ variant }), styles.select, className].filter(Boolean).join(' ')}
        {...controlProps}
        value={chosen}
        onChange={(event) => setChosen(event.target.value, labelOf(options, event.target.value))}
      >
        <option value="">{placeholder ?? t('ui.select.placeholder')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
});
