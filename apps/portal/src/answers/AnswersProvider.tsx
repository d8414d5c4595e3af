import { useQuery } from '@tanstack/react-query';
import { createContext, use, useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../api/calls';
import { errorMessage } from '../api/errors';
import { queryKeys } from '../api/queryClient';
import type { Answers } from '../api/types';
import { useNotify } from '../notifications/useNotify';
import { readNavigationState } from '../routes/navigationState';
import { useSession } from '../session/SessionProvider';
import { anonymousAnswers, hasAnswers } from './anonymousAnswers';

export interface ApplicationAnswers {
  /** The answers a page starts from. */
  initial: Answers;
  /** False while the answers are still loading (profile or temporary answers). */
  isReady: boolean;
  /** The latest answers the form reported; read when saving or leaving a page. */
  current: () => Answers;
  /** The form reports every change; a visitor's answers are kept in the browser at once. */
  update: (answers: Answers) => void;
}

const AnswersContext = createContext<ApplicationAnswers | null>(null);

export function useApplicationAnswers(): ApplicationAnswers {
  const answers = use(AnswersContext);
  if (!answers) throw new Error('useApplicationAnswers() needs an <AnswersProvider> above it.');
  return answers;
}

/**
 * The temporary answer set of `?token=` (platform §2), for a logged-out visitor. Once loaded
 * it becomes the visitor's browser copy and the token leaves the address, so a reload keeps
 * the visitor's edits instead of loading the set again.
 */
function useTemporaryAnswers(enabled: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const token = new URLSearchParams(location.search).get('token');
  const query = useQuery({
    queryKey: queryKeys.temporaryAnswers(token ?? ''),
    queryFn: () => api.temporaryAnswers(token ?? ''),
    enabled: enabled && !!token,
    throwOnError: false,
  });
  const { data, error } = query;
  useEffect(() => {
    if (!token || (!data && !error)) return;
    if (data) anonymousAnswers.write(data.answer);
    else notify.error('Error', errorMessage(error));
    const search = new URLSearchParams(location.search);
    search.delete('token');
    const rest = search.toString();
    navigate(
      { pathname: location.pathname, search: rest ? `?${rest}` : '' },
      { replace: true, state: location.state },
    );
  }, [token, data, error, location.pathname, location.search, location.state, navigate, notify]);
  return { answers: data?.answer, isLoading: enabled && !!token && query.isPending };
}

/** Holds the application's answers across the form pages for the host. */
export function AnswersProvider({ children }: { children: ReactNode }) {
  const { snapshot, profile, isReady: sessionReady } = useSession();
  const location = useLocation();
  const carried = readNavigationState(location.state).answers;
  const temporary = useTemporaryAnswers(!snapshot.is_logged_in && !snapshot.is_service_user);

  const initial = useMemo<Answers>(() => {
    if (snapshot.is_logged_in) return profile?.answer ?? {};
    if (temporary.answers) return temporary.answers;
    return hasAnswers(carried) ? carried : anonymousAnswers.read();
  }, [snapshot.is_logged_in, profile, temporary.answers, carried]);

  const latest = useRef(initial);
  useEffect(() => {
    latest.current = initial;
  }, [initial]);

  const isLoggedIn = snapshot.is_logged_in;
  const update = useCallback(
    (answers: Answers) => {
      latest.current = answers;
      if (!isLoggedIn) anonymousAnswers.write(answers);
    },
    [isLoggedIn],
  );
  const current = useCallback(() => latest.current, []);

  const value = useMemo<ApplicationAnswers>(
    () => ({ initial, isReady: sessionReady && !temporary.isLoading, current, update }),
    [initial, sessionReady, temporary.isLoading, current, update],
  );
  return <AnswersContext value={value}>{children}</AnswersContext>;
}
