import { useLayoutEffect } from 'react';
import { portalPartner } from '../form/partner';

export const productName = 'Transfer Application';

/** "About You – Transfer Application – ApplyKit State University". */
export function pageTitle(page: string): string {
  return `${page} – ${productName} – ${portalPartner.institutionName}`;
}

/**
 * Names the browser tab after the page. A layout effect, so the title is in place before the
 * form's error summary (a passive effect) puts "Error: " in front of it.
 */
export function usePageTitle(page: string): void {
  useLayoutEffect(() => titlePage(page), [page]);
}

export function titlePage(page: string): void {
  document.title = pageTitle(page);
}
