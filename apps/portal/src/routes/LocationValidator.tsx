import { Loading, useMessages } from '@applykit/ui';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { api } from '../api/calls';
import { usePortalQueries } from '../api/portalQueries';
import { queryKeys } from '../api/queryClient';
import type { Profile } from '../api/types';
import { useSession } from '../session/SessionProvider';
import { useFormPagePaths } from './formPagePaths';
import { lastPageRedirect, shouldSaveLastPage, statusRedirect } from './locationRules';
import { isAccountRoute, isFormPage, routePaths } from './paths';

/**
 * Guards every navigation: submitted users are kept on /completion and others
 * kept off it; a started or validating user's form page is saved as the last page; on load
 * the user is taken back to the saved last page until they change page themselves.
 */
export function LocationValidator({ children }: { children: ReactNode }) {
  const { snapshot, isReady, serviceToken } = useSession();
  const { pathname, search } = useLocation();
  const { t } = useMessages();
  const navigate = useNavigate();
  const queries = usePortalQueries();
  const restoredFor = useRef<string | null>(null);
  // The last page only brings a returning applicant back to where they were: a failed save
  // must not stop the page with an error; the next move saves again (a 401 still ends the
  // session through the API client).
  const saveLastPage = useCallback(
    (lastPage: string) => {
      api.saveLastPage(lastPage).then(
        () =>
          queries.current?.setQueryData<Profile>(queryKeys.profile, (profile) =>
            profile ? { ...profile, last_page: lastPage } : profile,
          ),
        () => undefined,
      );
    },
    [queries],
  );

  const guarded = isReady && !serviceToken;
  const webStatus = snapshot.web_status;
  // The form's page routes are the partner definition's: known once the form's chunk has
  // loaded, which the account pages never do.
  const formPaths = useFormPagePaths(!isAccountRoute(pathname));
  const redirect = guarded ? statusRedirect(pathname, webStatus, formPaths ?? []) : null;
  // Someone not submitted leaves /completion for the first page, which the definition names.
  const awaitingFirstPage =
    guarded && !formPaths && pathname === routePaths.completion && webStatus !== 'submitted';

  useEffect(() => {
    if (!snapshot.is_logged_in) {
      restoredFor.current = null;
      return;
    }
    if (!guarded || redirect || !formPaths) return;
    // Once per session: the restore happens on arrival at a form page (the front door `/`
    // leads to one), not after every later move.
    if (restoredFor.current !== snapshot.username && isFormPage(pathname, formPaths)) {
      restoredFor.current = snapshot.username;
      const target = lastPageRedirect(
        pathname,
        snapshot.last_page,
        snapshot.has_changed_page,
        formPaths,
      );
      if (target) {
        navigate({ pathname: target, search }, { replace: true });
        return;
      }
    }
    if (shouldSaveLastPage(pathname, webStatus, formPaths) && snapshot.last_page !== pathname)
      saveLastPage(pathname);
  }, [
    guarded,
    redirect,
    formPaths,
    pathname,
    search,
    navigate,
    saveLastPage,
    webStatus,
    snapshot.is_logged_in,
    snapshot.username,
    snapshot.last_page,
    snapshot.has_changed_page,
  ]);

  // Pages stay mounted while the profile loads (a card finishing a log in must not unmount);
  // only /completion waits, as its visitor may not be allowed there.
  if ((!isReady && pathname === routePaths.completion) || awaitingFirstPage)
    return <Loading label={t('portal.loading.application')} />;
  if (redirect) return <Navigate to={redirect} replace />;
  return children;
}
