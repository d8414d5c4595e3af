import type { WebStatus } from '../api/types';
import { defaultRoute, isFormStep, routePaths } from './paths';

/**
 * The location validator's redirect: a submitted user always lands on
 * /completion; nobody else may see it. Returns where to go, or null to stay.
 */
export function statusRedirect(pathname: string, webStatus: WebStatus | null): string | null {
  if (webStatus === 'submitted')
    return pathname === routePaths.completion ? null : routePaths.completion;
  return pathname === routePaths.completion ? defaultRoute : null;
}

/** Started and validating users have their current form page remembered as the last page. */
export function shouldSaveLastPage(pathname: string, webStatus: WebStatus | null): boolean {
  return (webStatus === 'started' || webStatus === 'validating') && isFormStep(pathname);
}

/**
 * On load, a user who has not changed page yet is taken back to the saved last page. Only
 * form pages count: a saved value that is not one is ignored.
 */
export function lastPageRedirect(
  pathname: string,
  lastPage: string | null,
  hasChangedPage: boolean,
): string | null {
  if (hasChangedPage || !lastPage || lastPage === pathname) return null;
  if (!isFormStep(lastPage) || !isFormStep(pathname)) return null;
  return lastPage;
}
