import { retryableLazy } from '@applykit/ui';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageErrorBoundary } from '../errors/PageErrorBoundary';
import { AccountLanguage } from '../language/AccountLanguage';
import { NotificationsProvider } from '../notifications/NotificationsProvider';
import { useNotify } from '../notifications/useNotify';
import { LocationValidator } from '../routes/LocationValidator';
import { readNavigationState } from '../routes/navigationState';
import { routePaths } from '../routes/paths';
import type { SessionEndRedirect } from '../session/sessionEndRedirect';
import { SessionProvider } from '../session/SessionProvider';
import { useIsLoggedIn } from '../session/sessionStore';
import { PageArrivalFocus } from './PageArrivalFocus';

// Only a logged-in user can time out: visitors never load the idle timer or its dialog.
const InactivityGuard = retryableLazy(() => import('../inactivity/InactivityGuard'));

function Inactivity() {
  const isLoggedIn = useIsLoggedIn();
  return isLoggedIn ? (
    <Suspense fallback={null}>
      <InactivityGuard />
    </Suspense>
  ) : null;
}

/** A success message in navigation state becomes the 'Success Notification' toast. */
function ArrivalSuccessToast() {
  const location = useLocation();
  const notify = useNotify();
  const shownFor = useRef<string | null>(null);
  const { successMessage } = readNavigationState(location.state);
  useEffect(() => {
    if (!successMessage || shownFor.current === location.key) return;
    shownFor.current = location.key;
    notify.success(successMessage);
  }, [successMessage, location.key, notify]);
  return null;
}

/**
 * Errors thrown above the pages (the profile failing to load, the first status post failing,
 * a failed log out from the header or the inactivity dialog) reach this boundary: the error
 * screen in place of the portal, and the 'Unexpected Error' dialog, both with 'Try again',
 * which loads the session again.
 */
function RootErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary resetKey={pathname} wholeScreen>
      {children}
    </PageErrorBoundary>
  );
}

/** Plugs the router's navigation into the query client's session-end redirect. */
function SessionEndNavigation({ redirect }: { redirect: SessionEndRedirect }) {
  const navigate = useNavigate();
  useEffect(() => {
    redirect.plug((errorMessage) => void navigate(routePaths.login, { state: { errorMessage } }));
    return () => redirect.plug(undefined);
  }, [navigate, redirect]);
  return null;
}

/** What both route groups share: toasts, the session, the location validator, the inactivity time-out and focus on arrival at a page. */
export function PortalRoot({ sessionEndRedirect }: { sessionEndRedirect: SessionEndRedirect }) {
  return (
    <>
      <SessionEndNavigation redirect={sessionEndRedirect} />
      <PageArrivalFocus />
      <NotificationsProvider>
        <RootErrorBoundary>
          <SessionProvider>
            <AccountLanguage />
            <ArrivalSuccessToast />
            <Inactivity />
            <LocationValidator>
              <Outlet />
            </LocationValidator>
          </SessionProvider>
        </RootErrorBoundary>
      </NotificationsProvider>
    </>
  );
}
