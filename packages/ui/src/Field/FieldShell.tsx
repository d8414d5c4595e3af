import type { ReactNode } from 'react';
import { Field, type FieldProps } from './Field';
import { ReadOnlyValue } from './ReadOnlyValue';
import { useField, type FieldState } from './useField';

/** The props every labelled widget takes besides those of its own control. */
export interface FieldShellProps {
  /** The control's id; error-summary links point at it. Generated when left out. */
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Messages for this field; any message makes the field invalid. */
  errors?: readonly string[];
  /** Shows the marker and sets `aria-required`; the form's own rules decide the message. */
  required?: boolean;
  /** Renders the answer as print text instead of a control. */
  readOnly?: boolean;
}

interface FieldShellState extends Omit<FieldShellProps, 'id'> {
  field: FieldState;
}

/**
 * Takes the shell's props off a widget's props and wires them through `useField`. Returns the
 * shell to spread on `FieldShell` and the rest, with the field's ARIA, for the control itself.
 */
export function useFieldShell<Props extends FieldShellProps>(props: Props, describedBy?: string) {
  const { id, label, hint, errors, required, readOnly, ...rest } = props;
  const field = useField({ id, hint, errors, required, describedBy });
  const shell: FieldShellState = { field, label, hint, errors, required, readOnly };
  return { field, shell, controlProps: { ...rest, ...field.inputProps } };
}

export interface FieldShellViewProps
  extends FieldShellState, Pick<FieldProps, 'as' | 'groupProps' | 'className' | 'children'> {
  /** What the read-only (print) view shows under the label. */
  readOnlyValue?: ReactNode;
}

/** A widget's label, hint, errors and control, or, read-only, its answer as print text. */
export function FieldShell({
  field,
  label,
  hint,
  errors,
  required,
  readOnly,
  readOnlyValue,
  as,
  groupProps,
  className,
  children,
}: FieldShellViewProps) {
  if (readOnly) return <ReadOnlyValue id={field.id} label={label} value={readOnlyValue} />;
  return (
    <Field
      field={field}
      label={label}
      hint={hint}
      errors={errors}
      required={required}
      as={as}
      groupProps={groupProps}
      className={className}
    >
      {children}
    </Field>
  );
}
