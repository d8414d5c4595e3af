import { messages } from '@applykit/api-contract';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api/calls';
import { isUnauthorized } from '@applykit/admissions-form/applykit-api';
import { usePortalQueries } from '../api/portalQueries';
import { queryKeys } from '../api/queryClient';
import type { Profile } from '../api/types';
import { applicantDraft } from '../answers/applicantDraft';
import { routePaths } from '../routes/paths';
import { sessionClock } from './sessionClock';
import { sessionStore } from './sessionStore';

/**
 * Logs out and goes to /login with a message: the session text for a chosen log out, the
 * inactivity text after a time-out. A chosen log out also removes the applicant's unsaved
 * draft from this browser (a shared computer keeps nothing of them); a time-out keeps it for
 * their next log in (`keepDraft`); a log out that fails keeps it too. A log out that finds the session already over ends it the
 * way any 401 does; any other failure goes to the error boundary.
 */
export function useLogOut() {
  const queries = usePortalQueries();
  const navigate = useNavigate();
  // The inactivity dialog logs out too, and loads before the form: no query hooks here.
  const [failure, setFailure] = useState<{ error: unknown }>();
  if (failure) throw failure.error;
  return useCallback(
    (message: string = messages.sessionInvalid, { keepDraft = false } = {}) => {
      const username = queries.current?.getQueryData<Profile>(queryKeys.profile)?.username;
      const forget = () => {
        if (username && !keepDraft) applicantDraft.remove(username);
      };
      // Only once the server has ended the session: a failed log out leaves the applicant in
      // their application, with what they typed.
      api.logOut().then(
        () => {
          forget();
          sessionClock.clear();
          queries.current?.clear();
          sessionStore.end();
          navigate(routePaths.login, { state: { errorMessage: message } });
        },
        (error: unknown) => {
          // A session already over is logged out all the same: the applicant chose to leave;
          // the API client has ended the session.
          if (isUnauthorized(error)) forget();
          else setFailure({ error });
        },
      );
    },
    [queries, navigate],
  );
}
