import { forwardRef } from 'react';
import { joinClassNames } from '../composeProps';
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
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { type = 'spinner', size = 'm', label, className },
  ref,
) {
  const { t } = useMessages();
  return (
    <span
      ref={ref}
      role="progressbar"
      aria-label={label ?? t('ui.spinner.loading')}
      data-type={type}
      className={joinClassNames(styles.spinner({ type, size }), className)}
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
});

export interface LoadingProps {
  type?: SpinnerType;
  label?: string;
  /** Added to the widget's own classes on the element its ref reaches. */
  className?: string;
}

/** A full-screen loading cover above everything (z-index 2147483647). */
export const Loading = forwardRef<HTMLDivElement, LoadingProps>(function Loading(
  { type = 'spinner', label, className },
  ref,
) {
  return (
    <div ref={ref} className={joinClassNames(styles.loading, className)} aria-busy="true">
      <Spinner type={type} size="l" label={label} />
    </div>
  );
});
