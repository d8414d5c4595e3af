import { portalForm } from './partnerForm';

/**
 * The routes of the form's pages, in the definition's order: each page's `path`. The portal's
 * form routes, its step navigation, the last-page restore and the submit's move to the first
 * page all follow this list, so a partner who adds, removes, renames or reorders a page changes
 * the portal with its definition alone.
 */
export const formPagePaths: readonly string[] = portalForm.definition.pages.map(
  (page) => page.path,
);
