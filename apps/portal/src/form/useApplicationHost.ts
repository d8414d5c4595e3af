import type { ApplicationHost, ErrorNoticeOptions } from '@applykit/admissions-form';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { Answers } from '../api/types';
import { useApplicationAnswers } from '../answers/AnswersProvider';
import { useApplicationActions } from '../answers/useApplicationActions';
import { useNotify } from '../notifications/useNotify';
import { useSession } from '../session/SessionProvider';
import { sessionStore } from '../session/sessionStore';
import { formPagePaths } from './formPages';

/**
 * The form's host: the form package's ApplyKit host (every call of the API, through the query
 * cache so that pages share what one has loaded), with the portal's save-status reporting,
 * visitors' answers, routes and toasts around it.
 */
export function useApplicationHost(): ApplicationHost {
  const navigate = useNavigate();
  const notify = useNotify();
  const answers = useApplicationAnswers();
  const actions = useApplicationActions();
  const isLoggedIn = useSession().snapshot.is_logged_in;

  return useMemo(
    () => ({
      ...actions.host,
      saveAnswers: (next: Answers) => {
        answers.update(next);
        return actions.saveAnswers(next);
      },
      postValidations: actions.postValidations,
      // The form saves right before it asks to submit.
      submitApplication: async (next: Answers) => {
        answers.update(next);
        await actions.submit({ saved: true });
      },
      onAnswersChange: answers.update,

      navigate: (path: string, state?: { answers?: Answers; focusKey?: string }) => {
        if (state?.answers) answers.update(state.answers);
        if (formPagePaths.includes(path)) {
          // A failure is shown above the form with its retry; the page stays.
          actions
            .nextPage(path, state?.focusKey ? { focusKey: state.focusKey } : undefined)
            .catch(() => undefined);
        } else navigate(path, { state });
      },
      // Named by its own words, so two failures of the form are two toasts, a repeat of one
      // replaces it, and the form can take it away once put right. Its reset is the toast's
      // Reset button.
      notifyError: (message: string, options?: ErrorNoticeOptions) => {
        // A call that failed because the session ended (a 401) has already taken the applicant
        // to /login with the session message; the form's toast would follow them there.
        if (isLoggedIn && !sessionStore.isLoggedIn()) return;
        notify.error(message, message, options);
      },
      dismissError: (message: string) => notify.clear(message),
    }),
    [navigate, notify, answers, actions, isLoggedIn],
  );
}
