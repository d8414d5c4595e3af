import type { FieldWidgetProps, WidgetRegistry } from '@applykit/admissions-form';
import { Field, fieldControl, useField } from '@applykit/ui';

/** What an applicant types, as the college writes it: capitals, no spaces or dashes. */
export function normaliseStudentNumber(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]+/g, '');
}

/**
 * The student number as printed on the college's ID card. It takes "sb 123-4567" as typed
 * and keeps "SB1234567"; the form's rule (`studentNumber`) then checks the format. Built on
 * the kit's `Field`, so label, hint, required marker and messages are wired as the built-in
 * widgets' are.
 */
export function StudentIdWidget({
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
        value={value}
        onChange={(event) => onChange(normaliseStudentNumber(event.target.value))}
        onBlur={onBlur}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={12}
        inputMode="text"
      />
    </Field>
  );
}

/** Handed to the form as `widgets`: questions with `widget: 'student-id'` use it. */
export const widgets: WidgetRegistry = { 'student-id': StudentIdWidget };
