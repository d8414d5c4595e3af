import { forwardRef, useCallback, useEffect, useRef, type InputHTMLAttributes } from 'react';
import { useIMask } from 'react-imask';
import { control, type ControlVariants } from '../Field/Field.css';
import { FieldShell, useFieldShell, type FieldShellProps } from '../Field/FieldShell';

/** The US phone format, (###) ###-####, in imask's pattern language. */
export const PHONE_MASK = '(000) 000-0000';

export interface PhoneInputProps
  extends
    FieldShellProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'type' | 'value' | 'defaultValue' | 'onChange' | 'required' | 'size' | 'maxLength'
    > {
  /** The formatted number, e.g. "(301) 555-0123", or ''. */
  value?: string;
  defaultValue?: string;
  /** Called with the formatted text as the user types (possibly incomplete, e.g. "(301) 55"). */
  onChange?: (value: string) => void;
  variant?: ControlVariants['variant'];
}

/** A US phone field that formats as (###) ###-#### while typing. */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  { value, defaultValue, onChange, variant, className, ...props },
  forwardedRef,
) {
  const { shell, controlProps } = useFieldShell(props);
  // The last value the parent knows about, so syncing a new `value` in does not echo back.
  const known = useRef(value ?? defaultValue ?? '');
  const { ref: maskRef, setValue } = useIMask<HTMLInputElement>(
    { mask: PHONE_MASK },
    {
      defaultValue: value ?? defaultValue ?? '',
      onAccept: (accepted) => {
        if (accepted === known.current) return;
        known.current = accepted;
        onChange?.(accepted);
      },
    },
  );
  useEffect(() => {
    if (value === undefined || value === known.current) return;
    known.current = value;
    setValue(value);
  }, [value, setValue]);

  const setRefs = useCallback(
    (element: HTMLInputElement | null) => {
      maskRef.current = element;
      if (typeof forwardedRef === 'function') forwardedRef(element);
      else if (forwardedRef) forwardedRef.current = element;
    },
    [maskRef, forwardedRef],
  );

  return (
    <FieldShell {...shell} readOnlyValue={value ?? defaultValue ?? ''}>
      <input
        ref={setRefs}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="(###) ###-####"
        className={[control({ variant }), className].filter(Boolean).join(' ')}
        {...controlProps}
      />
    </FieldShell>
  );
});
