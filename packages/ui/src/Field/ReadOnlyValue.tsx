import { forwardRef, type ReactNode } from 'react';
import { joinClassNames } from '../composeProps';
import { useMessages } from '../messages/MessagesProvider';
import * as styles from './Field.css';
import { NOT_ANSWERED, checkMark } from './printText';

export { NOT_ANSWERED, checkMark };

export interface ReadOnlyValueProps {
  label: ReactNode;
  /** Shown as plain text; an empty answer reads "Not answered". */
  value: ReactNode;
  id?: string;
  className?: string;
}

/** An answer as plain text under its label, as the service (print) view shows it. */
export const ReadOnlyValue = forwardRef<HTMLDivElement, ReadOnlyValueProps>(function ReadOnlyValue(
  { label, value, id, className },
  ref,
) {
  const { t } = useMessages();
  const empty = value === '' || value === null || value === undefined;
  return (
    <div ref={ref} className={joinClassNames(styles.readOnly, className)} id={id} data-readonly="">
      <span className={styles.label}>{label}</span>
      <span className={styles.readOnlyValue}>{empty ? t('ui.field.notAnswered') : value}</span>
    </div>
  );
});

export interface ReadOnlyCheckProps {
  label: ReactNode;
  checked: boolean;
  id?: string;
}

/** A check box answer as print text: "[X] label" or "[ ] label". */
export function ReadOnlyCheck({ label, checked, id }: ReadOnlyCheckProps) {
  return (
    <div className={styles.readOnly} id={id} data-readonly="">
      <span>
        {checkMark(checked)} {label}
      </span>
    </div>
  );
}
