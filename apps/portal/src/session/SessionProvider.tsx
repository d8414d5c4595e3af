import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../api/calls';
import { WEB_STATUS_RETRIES, queryKeys } from '../api/queryClient';
import type { Profile, WebStatus } from '../api/types';
import { useIsLoggedIn } from './sessionStore';
import { buildSnapshot, withWebStatus, type ClientSnapshot } from './snapshot';

export interface Session {
  snapshot: ClientSnapshot;
  /** The profile of a logged-in user once loaded; undefined for visitors and service users. */
  profile: Profile | undefined;
  /** False while a logged-in user's profile is still on its way. */
  isReady: boolean;
  /** The `?service_token=` the portal was opened with: the read-only print view. */
  serviceToken: string | null;
  markPageChanged: () => void;
  /** Sets the web status locally at once and posts it (retried twice). */
  setWebStatus: (webStatus: WebStatus) => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it.');
  return session;
}

/** Holds the client snapshot of platform §3 and loads the profile while logged in. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const isLoggedIn = useIsLoggedIn();
  const [searchParams] = useSearchParams();
  // The token is read at entry only: the service view never navigates away from it.
  const [serviceToken] = useState(() => searchParams.get('service_token'));
  const [hasChangedPage, setHasChangedPage] = useState(false);

  const profileQuery = useQuery({
    queryKey: queryKeys.profile,
    queryFn: api.profile,
    enabled: isLoggedIn && !serviceToken,
  });
  const profile = isLoggedIn && !serviceToken ? profileQuery.data : undefined;

  const webStatusPost = useMutation({ mutationFn: api.postWebStatus, retry: WEB_STATUS_RETRIES });
  const { mutateAsync: postWebStatus } = webStatusPost;

  const setWebStatus = useCallback(
    async (webStatus: WebStatus) => {
      queryClient.setQueryData<Profile>(queryKeys.profile, (current) =>
        current ? withWebStatus(current, webStatus) : current,
      );
      await postWebStatus(webStatus);
    },
    [queryClient, postWebStatus],
  );

  const snapshot = useMemo(
    () => buildSnapshot({ isLoggedIn, isServiceUser: !!serviceToken, hasChangedPage, profile }),
    [isLoggedIn, serviceToken, hasChangedPage, profile],
  );

  // Platform §4: a logged-in user without a status has started.
  const needsStart = !!profile && snapshot.web_status === null;
  useEffect(() => {
    // A failed post reaches the error boundary through the mutation; the promise adds nothing.
    if (needsStart) setWebStatus('started').catch(() => undefined);
  }, [needsStart, setWebStatus]);

  // A new session starts on its saved last page again.
  const [sessionOf, setSessionOf] = useState(isLoggedIn);
  if (sessionOf !== isLoggedIn) {
    setSessionOf(isLoggedIn);
    setHasChangedPage(false);
  }

  const markPageChanged = useCallback(() => setHasChangedPage(true), []);

  const session = useMemo<Session>(
    () => ({
      snapshot,
      profile,
      isReady: !isLoggedIn || !!serviceToken || profileQuery.isSuccess,
      serviceToken,
      markPageChanged,
      setWebStatus,
    }),
    [
      snapshot,
      profile,
      isLoggedIn,
      serviceToken,
      profileQuery.isSuccess,
      markPageChanged,
      setWebStatus,
    ],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}
