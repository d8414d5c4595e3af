import type { FieldWidgetProps, WidgetRegistry } from '@applykit/admissions-form';
import { Field, fieldControl, useField } from '@applykit/ui';

/**
 * A typed signature: the applicant types their full name as a signature. The form hands it
 * the same props as its own widgets; the kit's `Field` lays out label, hint and messages, and
 * `fieldControl()` gives the input the kit's look.
 */
export function SignatureWidget({
  id,
  name,
  label,
  hint,
  errors,
  required,
  value,
  onChange,
  onBlur,
  inputRef,
}: FieldWidgetProps) {
  const field = useField({ id, hint, errors, required });
  return (
    <Field field={field} label={label} hint={hint} errors={errors} required={required}>
      <input
        {...field.inputProps}
        ref={inputRef}
        name={name}
        className={fieldControl()}
        style={{ fontFamily: 'cursive' }}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        autoComplete="name"
      />
    </Field>
  );
}

/** Handed to `ApplicationForm` as `widgets`: questions with `widget: 'signature'` use it. */
export const widgets: WidgetRegistry = { signature: SignatureWidget };
