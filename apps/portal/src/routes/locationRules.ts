import type { WebStatus } from '../api/types';
import { isFormPage, routePaths } from './paths';

/**
 * The location validator's redirect: a submitted user always lands on /completion; nobody
 * else may see it, and goes to the form's first page (`formPaths`, the routes of the form's
 * pages in order). Returns where to go, or null to stay.
 */
export function statusRedirect(
  pathname: string,
  webStatus: WebStatus | null,
  formPaths: readonly string[],
): string | null {
  if (webStatus === 'submitted')
    return pathname === routePaths.completion ? null : routePaths.completion;
  return pathname === routePaths.completion ? (formPaths[0] ?? null) : null;
}

/** Started and validating users have their current form page remembered as the last page. */
export function shouldSaveLastPage(
  pathname: string,
  webStatus: WebStatus | null,
  formPaths: readonly string[],
): boolean {
  return (webStatus === 'started' || webStatus === 'validating') && isFormPage(pathname, formPaths);
}

/**
 * On load, a user who has not changed page yet is taken back to the saved last page. Only
 * form pages count: a saved value that is not one (a page the partner has since removed or
 * renamed) is ignored.
 */
export function lastPageRedirect(
  pathname: string,
  lastPage: string | null,
  hasChangedPage: boolean,
  formPaths: readonly string[],
): string | null {
  if (hasChangedPage || !lastPage || lastPage === pathname) return null;
  if (!isFormPage(lastPage, formPaths) || !isFormPage(pathname, formPaths)) return null;
  return lastPage;
}
