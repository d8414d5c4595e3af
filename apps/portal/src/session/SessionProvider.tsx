import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api } from '../api/calls';
import {
  buildSnapshot,
  isUnauthorized,
  recordWebStatus,
  type SessionSnapshot as ClientSnapshot,
} from '@applykit/admissions-form/applykit-api';
import { usePortalQueries } from '../api/portalQueries';
import { hostCache, queryKeys } from '../api/queryClient';
import type { Profile, WebStatus } from '../api/types';
import { loadApplicantData } from './applicantData';
import { returningReads } from './returningReads';
import { useIsLoggedIn } from './sessionStore';

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

/** Holds the client's snapshot of the application and loads the profile while logged in. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queries = usePortalQueries();
  const isLoggedIn = useIsLoggedIn();
  const [searchParams] = useSearchParams();
  // The token is read at entry only: the service view never navigates away from it.
  const [serviceToken] = useState(() => searchParams.get('service_token'));
  const [hasChangedPage, setHasChangedPage] = useState(false);

  // The profile lives in the query cache, which a visitor never downloads: read straight from
  // the cache (the form's writes show at once), loaded while logged in, a failure thrown to
  // the root boundary, whose 'Try again' mounts the session and loads it again.
  const wantsProfile = isLoggedIn && !serviceToken;
  const cachedProfile = useSyncExternalStore(queries.subscribe, () =>
    queries.current?.getQueryData<Profile>(queryKeys.profile),
  );
  const [profileFailure, setProfileFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!wantsProfile) return;
    let current = true;
    const loadProfile = (client: QueryClient) =>
      client.fetchQuery({
        queryKey: queryKeys.profile,
        queryFn: () => loadApplicantData(client, returningReads.take),
      });
    (queries.current ? loadProfile(queries.current) : queries.load().then(loadProfile)).catch(
      (error: unknown) => {
        // A log in empties the cache, which cancels a load on its way (the log in loads the
        // profile again): only a load that failed leaves the query in error.
        const failed = queries.current?.getQueryState(queryKeys.profile)?.status === 'error';
        if (current && failed && !isUnauthorized(error)) setProfileFailure({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [wantsProfile, queries]);
  if (profileFailure) throw profileFailure.error;
  const profile = wantsProfile ? cachedProfile : undefined;

  // The form package's post, on the portal's query cache; each caller handles its failure
  // (submit shows it with a retry).
  const setWebStatus = useCallback(
    async (webStatus: WebStatus) =>
      recordWebStatus(api, hostCache(await queries.load()), webStatus),
    [queries],
  );

  const snapshot = useMemo(
    () => buildSnapshot({ isLoggedIn, isServiceUser: !!serviceToken, hasChangedPage, profile }),
    [isLoggedIn, serviceToken, hasChangedPage, profile],
  );

  // A logged-in user without a status has started.
  const needsStart = !!profile && snapshot.web_status === null;
  const [startFailure, setStartFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!needsStart) return;
    // No page asked for it, so its failure is the portal's: the 'Unexpected Error' dialog,
    // whose 'Try again' mounts the session again and posts it again. A 401 has already
    // ended the session.
    setWebStatus('started').catch((error: unknown) => {
      if (!isUnauthorized(error)) setStartFailure({ error });
    });
  }, [needsStart, setWebStatus]);
  if (startFailure) throw startFailure.error;

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
      isReady: !wantsProfile || profile !== undefined,
      serviceToken,
      markPageChanged,
      setWebStatus,
    }),
    [snapshot, profile, wantsProfile, serviceToken, markPageChanged, setWebStatus],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}
