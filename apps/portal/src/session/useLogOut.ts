import { messages } from '@applykit/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api/calls';
import { isUnauthorized } from '@applykit/admissions-form/applykit-api';
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
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutate } = useMutation({
    mutationFn: async ({ forget }: { forget: () => void }) => {
      // Only once the server has ended the session: a failed log out leaves the applicant in
      // their application, with what they typed.
      try {
        const reply = await api.logOut();
        forget();
        return reply;
      } catch (error) {
        // A session already over is logged out all the same: the applicant chose to leave.
        if (isUnauthorized(error)) forget();
        throw error;
      }
    },
  });
  return useCallback(
    (message: string = messages.sessionInvalid, { keepDraft = false } = {}) => {
      const username = queryClient.getQueryData<Profile>(queryKeys.profile)?.username;
      const forget = () => {
        if (username && !keepDraft) applicantDraft.remove(username);
      };
      mutate(
        { forget },
        {
          onSuccess: () => {
            sessionClock.clear();
            queryClient.clear();
            sessionStore.end();
            navigate(routePaths.login, { state: { errorMessage: message } });
          },
        },
      );
    },
    [mutate, queryClient, navigate],
  );
}
