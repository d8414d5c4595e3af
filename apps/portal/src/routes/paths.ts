/**
 * The portal's own routes. The form's pages are not among them: their routes are the pages'
 * `path`s in the partner's definition (formPagePaths.ts).
 */
export const routePaths = {
  completion: '/completion',
  login: '/login',
  signup: '/signup',
  confirm: '/confirm',
  forgot: '/forgot',
  reset: '/reset',
} as const;

/** The portal's front door: it leads to the definition's first page. */
export const homeRoute = '/';

/** The account pages: they never load the form or its definition. */
const accountRoutes: readonly string[] = [
  routePaths.login,
  routePaths.signup,
  routePaths.confirm,
  routePaths.forgot,
  routePaths.reset,
];

export function isAccountRoute(pathname: string): boolean {
  return accountRoutes.includes(pathname);
}

/** Whether `pathname` is one of the form's pages, given their routes. */
export function isFormPage(pathname: string, formPaths: readonly string[]): boolean {
  return formPaths.includes(pathname);
}
