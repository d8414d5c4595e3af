import { Button, Popover, useMessages } from '@applykit/ui';
import { useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useApplicationAnswers } from '../answers/AnswersProvider';
import { routePaths } from '../routes/paths';
import { useSession } from '../session/SessionProvider';
import { useLogOut } from '../session/useLogOut';
import * as styles from './AccountPopover.css';

export interface AccountPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The stand-in button had focus when this replaced it: keep the keyboard user in place.
   * Not when opening: the popover takes focus itself, and focus moved back to the trigger
   * would count as leaving it and close it again.
   */
  takeFocus: boolean;
}

/**
 * The account popover: the username and Log Out when logged in; otherwise Sign
 * In (taking the answers typed so far along) and Create Account. `AccountMenu` loads it.
 */
export default function AccountPopover({ open, onOpenChange, takeFocus }: AccountPopoverProps) {
  const { t } = useMessages();
  const { snapshot } = useSession();
  const { current } = useApplicationAnswers();
  const navigate = useNavigate();
  const logOut = useLogOut();
  const trigger = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (takeFocus) trigger.current?.focus();
  }, [takeFocus]);

  const go = (path: string) => {
    onOpenChange(false);
    navigate(path, { state: { answers: current() } });
  };

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger ref={trigger} className={styles.trigger}>
        {t('portal.account.trigger')}
      </Popover.Trigger>
      <Popover.Content
        aria-label={t('portal.account.label')}
        align="end"
        className={styles.content}
      >
        {snapshot.is_logged_in ? (
          <>
            <p className={styles.label}>{t('portal.account.signedInAs')}</p>
            <p className={styles.username}>{snapshot.username}</p>
            <Button variant="secondary" size="logout" onClick={() => logOut()}>
              {t('portal.account.logOut')}
            </Button>
          </>
        ) : (
          <>
            <p className={styles.label}>{t('portal.account.invitation')}</p>
            <Button variant="primary" onClick={() => go(routePaths.login)}>
              {t('portal.account.signIn')}
            </Button>
            <Button variant="secondary" onClick={() => go(routePaths.signup)}>
              {t('portal.account.createAccount')}
            </Button>
          </>
        )}
      </Popover.Content>
    </Popover>
  );
}
