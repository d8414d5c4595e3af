import { forwardRef, type ComponentPropsWithRef, type ReactNode, type Ref } from 'react';
import { useComposedRefs } from '../composeProps';
import { useMessages } from '../messages/MessagesProvider';
import * as styles from './Field.css';
import type { FieldState } from './useField';

export interface FieldProps {
  field: FieldState;
  label: ReactNode;
  hint?: ReactNode;
  errors?: readonly string[];
  required?: boolean;
  /** `group` renders a fieldset with a legend, for radios and checkbox groups. */
  as?: 'field' | 'group';
  className?: string;
  /** Extra attributes for the fieldset of a group (e.g. its `aria-describedby`, its id). */
  groupProps?: ComponentPropsWithRef<'fieldset'>;
  children: ReactNode;
}

/** Label, hint, errors and the control, in the GOV.UK order. */
export const Field = forwardRef<HTMLElement, FieldProps>(function Field(
  {
    field,
    label,
    hint,
    errors,
    required,
    as = 'field',
    className,
    groupProps,
    children,
  }: FieldProps,
  ref,
) {
  const rootRef = useComposedRefs<HTMLElement>(
    ref,
    groupProps?.ref as Ref<HTMLElement> | undefined,
  );
  const marker = required ? <RequiredMarker /> : null;
  const classes = [styles.field, className].filter(Boolean).join(' ');
  const body = (
    <>
      <FieldHint id={field.hintProps.id}>{hint}</FieldHint>
      <FieldErrors id={field.errorProps.id} errors={errors} />
      {children}
    </>
  );
  if (as === 'group') {
    return (
      <fieldset {...groupProps} ref={rootRef} className={classes} {...field.fieldProps}>
        <legend id={field.labelProps.id} className={styles.label}>
          {label}
          {marker}
        </legend>
        {body}
      </fieldset>
    );
  }
  return (
    <div ref={rootRef} className={classes} {...field.fieldProps}>
      <label {...field.labelProps} className={styles.label}>
        {label}
        {marker}
      </label>
      {body}
    </div>
  );
});

/** A visible asterisk; the control itself carries `aria-required`, so readers hear it once. */
export function RequiredMarker() {
  return (
    <span className={styles.requiredMarker} aria-hidden="true">
      *
    </span>
  );
}

export function FieldHint({ id, children }: { id: string | undefined; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

export function FieldErrors({
  id,
  errors,
}: {
  id: string | undefined;
  errors?: readonly string[];
}) {
  const { t, translateText } = useMessages();
  if (!errors?.length) return null;
  return (
    <div id={id} className={styles.errors}>
      {errors.map((message) => (
        <p key={message}>
          <span className={styles.errorPrefix}>{t('ui.field.errorPrefix')}</span>{' '}
          {translateText(message)}
        </p>
      ))}
    </div>
  );
}
