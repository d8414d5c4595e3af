import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { forwardRef, useId } from 'react';
import { useMessages } from '../messages/MessagesProvider';
import * as styles from './PasswordChecklist.css';
import { checkPassword, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from './passwordRules';

export interface PasswordChecklistProps {
  /** The password being typed. */
  password: string;
  /** When given, adds the 'passwords must match' item. */
  confirmation?: string;
  /** Give it and pass the same id as the password input's `describedBy`. */
  id?: string;
  heading?: string;
  /** Added to the widget's own classes on the element its ref reaches. */
  className?: string;
}

/**
 * The live list of password requirements. It is not a live region (it would speak on every
 * keystroke); the password input points at it with `aria-describedby` instead.
 */
export const PasswordChecklist = forwardRef<HTMLDivElement, PasswordChecklistProps>(
  function PasswordChecklist({ password, confirmation, id, heading, className }, ref) {
    const { t } = useMessages();
    const generatedId = useId();
    const headingId = `${id ?? generatedId}-heading`;
    return (
      <div ref={ref} id={id} className={className}>
        <p id={headingId} className={styles.heading}>
          {heading ?? t('ui.password.heading')}
        </p>
        <ul className={styles.list} aria-labelledby={headingId}>
          {checkPassword(password, confirmation).map(({ id: key, met }) => (
            <li
              key={key}
              data-state={met ? 'met' : 'unmet'}
              className={styles.item({ state: met ? 'met' : 'unmet' })}
            >
              <span aria-hidden="true" className={styles.icon}>
                {met ? '✓' : '✗'}
              </span>
              <span>
                {t(`ui.password.${key}`, {
                  min: PASSWORD_MIN_LENGTH,
                  characters: [...PASSWORD_SPECIAL_CHARACTERS].join(' '),
                })}
                <VisuallyHidden>
                  {' '}
                  {t(met ? 'ui.password.met' : 'ui.password.notMet')}
                </VisuallyHidden>
              </span>
            </li>
          ))}
        </ul>
      </div>
    );
  },
);
