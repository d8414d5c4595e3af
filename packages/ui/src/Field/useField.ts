import { useId, type ReactNode } from 'react';

export interface FieldOptions {
  /** The control's id; error-summary links point at it. Generated when left out. */
  id?: string;
  hint?: ReactNode;
  /** Messages for this field; any message makes the field invalid. */
  errors?: readonly string[];
  required?: boolean;
  /** Further ids the control is described by (a checklist, a character count). */
  describedBy?: string;
}

/**
 * The behaviour shared by every labelled control: ids, the label-hint-error wiring and the
 * invalid/required state. Styled components only spread what it returns.
 */
export function useField({ id, hint, errors, required, describedBy }: FieldOptions) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const invalid = (errors?.length ?? 0) > 0;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = invalid ? `${fieldId}-error` : undefined;
  const ariaDescribedBy = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    id: fieldId,
    invalid,
    labelProps: { id: `${fieldId}-label`, htmlFor: fieldId },
    inputProps: {
      id: fieldId,
      'aria-describedby': ariaDescribedBy,
      'aria-invalid': invalid ? (true as const) : undefined,
      'aria-required': required ? (true as const) : undefined,
    },
    hintProps: { id: hintId },
    errorProps: { id: errorId },
    /** Goes on the field's outer element so styles can key on `data-invalid`. */
    fieldProps: { 'data-invalid': invalid ? '' : undefined },
  };
}

export type FieldState = ReturnType<typeof useField>;
