import { forwardRef, type InputHTMLAttributes } from 'react';
import { control, type ControlVariants } from '../Field/Field.css';
import { FieldShell, useFieldShell, type FieldShellProps } from '../Field/FieldShell';
import { useMessages } from '../messages/MessagesProvider';
import { SOURCE_LOCALE } from '../messages/translator';
import { useControllable } from '../useControllable';
import { formatDate, isValidDate } from './dates';

export { formatDate, isValidDate } from './dates';

export interface DateInputProps
  extends
    FieldShellProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'type' | 'value' | 'defaultValue' | 'onChange' | 'required' | 'size'
    > {
  /** yyyy-mm-dd, or '' for no date. */
  value?: string;
  defaultValue?: string;
  /** Called with a valid yyyy-mm-dd date, or with '' while the entry is not a valid date. */
  onChange?: (value: string) => void;
  variant?: ControlVariants['variant'];
}

/** A native date field that writes only valid dates and otherwise clears the value. */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  { value, defaultValue, onChange, variant, className, ...props },
  ref,
) {
  const [current, setCurrent] = useControllable({
    value,
    defaultValue: defaultValue ?? '',
    onChange,
  });
  const { locale } = useMessages();
  const { shell, controlProps } = useFieldShell(props);
  return (
    <FieldShell
      {...shell}
      readOnlyValue={formatDate(current, locale === SOURCE_LOCALE ? 'en-US' : locale)}
    >
      <input
        ref={ref}
        type="date"
        className={[control({ variant }), className].filter(Boolean).join(' ')}
        {...controlProps}
        value={current}
        onChange={(event) => {
          const entered = event.target.value;
          setCurrent(isValidDate(entered) ? entered : '');
        }}
      />
    </FieldShell>
  );
});
