import { messages } from '@applykit/api-contract';
import { Button, MODAL_INITIAL_FOCUS, Message, Modal, useMessages } from '@applykit/ui';
import { useRef } from 'react';
import { api } from '../api/calls';
import { useIsLoggedIn } from '../session/sessionStore';
import { useLogOut } from '../session/useLogOut';
import * as styles from './InactivityGuard.css';
import { useInactivity } from './useInactivity';

/**
 * The inactivity warning, on every page while logged in (docs/sessions.md). The visible count
 * changes every second but is hidden from screen readers; a separate polite region speaks it
 * at the pace `shouldAnnounce` sets.
 */
export default function InactivityGuard() {
  const { t } = useMessages();
  const isLoggedIn = useIsLoggedIn();
  const logOut = useLogOut();
  const timeOut = () => logOut(messages.inactivityLogout, { keepDraft: true });
  const { isWarning, secondsLeft, announcement, stayLoggedIn } = useInactivity({
    enabled: isLoggedIn,
    onTimeout: timeOut,
    // A 401 here ends the session through the API client, with the inactivity message.
    tellServer: api.keepSession,
    announce: (seconds) => t('portal.inactivity.announce', { seconds }),
  });
  // The warning opens by itself, with no button to return to: when it closes, focus goes back
  // to wherever the applicant was.
  const focusedBefore = useRef<HTMLElement | null>(null);

  return (
    <Modal open={isWarning} onOpenChange={(open) => (open ? undefined : stayLoggedIn())}>
      <Modal.Content
        title={t('portal.inactivity.title')}
        size="xs"
        onOpenAutoFocus={() => {
          focusedBefore.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          const element = focusedBefore.current;
          if (!element?.isConnected || element === document.body) return;
          event.preventDefault();
          element.focus();
        }}
        description={t('portal.inactivity.text')}
        footer={
          <>
            <Button variant="primary" onClick={stayLoggedIn} {...{ [MODAL_INITIAL_FOCUS]: '' }}>
              {t('portal.inactivity.stay')}
            </Button>
            <Button variant="secondary" onClick={() => logOut(messages.inactivityLogout)}>
              {t('portal.inactivity.leave')}
            </Button>
          </>
        }
      >
        <p className={styles.countdown} aria-hidden="true">
          <Message
            id="portal.inactivity.timeLeft"
            values={{ count: <strong>{secondsLeft}</strong>, seconds: secondsLeft }}
          />
        </p>
        <p role="status" aria-live="polite" className={styles.visuallyHidden}>
          {announcement}
        </p>
      </Modal.Content>
    </Modal>
  );
}
