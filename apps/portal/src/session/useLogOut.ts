import { messages } from '@applykit/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api/calls';
import { routePaths } from '../routes/paths';
import { sessionStore } from './sessionStore';

/**
 * Logs out and goes to /login with a message (platform §2, §8): the session text for a chosen
 * log out, the inactivity text after a time-out. A failed log out goes to the error boundary.
 */
export function useLogOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutate } = useMutation({ mutationFn: api.logOut });
  return useCallback(
    (message: string = messages.sessionInvalid) =>
      mutate(undefined, {
        onSuccess: () => {
          queryClient.clear();
          sessionStore.end();
          navigate(routePaths.login, { state: { errorMessage: message } });
        },
      }),
    [mutate, queryClient, navigate],
  );
}
