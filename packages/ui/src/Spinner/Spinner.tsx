import { useMessages } from '../messages/MessagesProvider';
import * as styles from './Spinner.css';

export type SpinnerType = 'spinner' | 'circles';
/** s 0.4rem, m 0.8rem, l 2rem. */
export type SpinnerSize = 's' | 'm' | 'l';

export interface SpinnerProps {
  type?: SpinnerType;
  size?: SpinnerSize;
  /** The accessible name of the progress bar. */
  label?: string;
  className?: string;
}

/** An indeterminate progress indicator (role progressbar without a value). */
export function Spinner({ type = 'spinner', size = 'm', label, className }: SpinnerProps) {
  const { t } = useMessages();
  return (
    <span
      role="progressbar"
      aria-label={label ?? t('ui.spinner.loading')}
      data-type={type}
      className={[styles.spinner({ type, size }), className].filter(Boolean).join(' ')}
    >
      {type === 'circles' ? (
        <>
          <span className={styles.circle} />
          <span className={styles.circle} />
          <span className={styles.circle} />
        </>
      ) : null}
    </span>
  );
}

export interface LoadingProps {
  type?: SpinnerType;
  label?: string;
}

/** A full-screen loading cover above everything (z-index 2147483647). */
export function Loading({ type = 'spinner', label }: LoadingProps) {
  return (
    <div className={styles.loading} aria-busy="true">
      <Spinner type={type} size="l" label={label} />
    </div>
  );
}
