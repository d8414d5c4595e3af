import { Button, useMessages } from '@applykit/ui';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../session/SessionProvider';
import { applicantDraft } from './applicantDraft';
import { useApplicationAnswers } from './AnswersProvider';
import * as styles from './SaveStatusBanner.css';
import { useSaveStatusState } from './saveStatus';
import { statusTexts } from './statusTexts';
import { useApplicationActions } from './useApplicationActions';

/**
 * Above the form: whether the applicant's answers are safe. A failed save or submit (an alert,
 * with a retry), being offline and saving on return, and answers put back from this browser's
 * draft (polite status). Nothing here clears what was typed.
 */
export function SaveStatusBanner() {
  const { translateText } = useMessages();
  const { saveStatus, current } = useApplicationAnswers();
  const { profile } = useSession();
  const actions = useApplicationActions();
  const state = useSaveStatusState(saveStatus);
  const [retrying, setRetrying] = useState(false);

  const onReturn = useRef<() => void>(() => undefined);
  useEffect(() => {
    onReturn.current = () => {
      const username = profile?.username;
      if (!username) return;
      const unsaved = Object.keys(applicantDraft.read(username)).length > 0;
      if (!unsaved && !saveStatus.get().failure) return;
      actions.saveAnswers(current()).then(
        () => saveStatus.setSavedOnReturn(),
        () => undefined,
      );
    };
  });

  useEffect(() => {
    const offline = () => saveStatus.setOffline(true);
    const online = () => {
      saveStatus.setOffline(false);
      onReturn.current();
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [saveStatus]);

  const retry = () => {
    if (retrying) return;
    setRetrying(true);
    saveStatus
      .retry()
      .catch(() => undefined)
      .finally(() => setRetrying(false));
  };

  const { failure, offline, savedOnReturn, restoredDraft, visitorAnswersSetAside } = state;
  return (
    <div>
      <div role="status">
        {offline ? (
          <p className={styles.information}>{translateText(statusTexts.offline)}</p>
        ) : savedOnReturn ? (
          <p className={styles.information}>{translateText(statusTexts.backOnline)}</p>
        ) : null}
        {restoredDraft && !failure ? (
          <p className={styles.information}>{translateText(statusTexts.restoredDraft)}</p>
        ) : null}
        {visitorAnswersSetAside && !failure ? (
          <p className={styles.information}>{translateText(statusTexts.visitorAnswersSetAside)}</p>
        ) : null}
      </div>
      <div role="alert">
        {failure ? (
          <div className={styles.failure}>
            <p className={styles.text}>
              <strong>
                {translateText(
                  failure.kind === 'save' ? statusTexts.saveFailed : statusTexts.submitFailed,
                )}
              </strong>{' '}
              {translateText(failure.message)}
            </p>
            <Button
              variant="secondary"
              onClick={retry}
              aria-disabled={retrying || undefined}
              aria-busy={retrying || undefined}
            >
              {translateText(statusTexts.tryAgain)}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
