import { messages } from '@applykit/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api/calls';
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
 * their next log in (`keepDraft`). A log out that finds the session already over ends it the
 * way any 401 does; any other failure goes to the error boundary.
 */
export function useLogOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutate } = useMutation({ mutationFn: api.logOut });
  return useCallback(
    (message: string = messages.sessionInvalid, { keepDraft = false } = {}) => {
      const username = queryClient.getQueryData<Profile>(queryKeys.profile)?.username;
      if (username && !keepDraft) applicantDraft.remove(username);
      mutate(undefined, {
        onSuccess: () => {
          sessionClock.clear();
          queryClient.clear();
          sessionStore.end();
          navigate(routePaths.login, { state: { errorMessage: message } });
        },
      });
    },
    [mutate, queryClient, navigate],
  );
}
