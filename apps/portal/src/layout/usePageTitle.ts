import { useMessages, type Translator } from '@applykit/ui';
import { useCallback, useLayoutEffect } from 'react';
import { portalPartner } from '../form/partner';

/** "About You – Transfer Application – ApplyKit State University", in the page's language. */
function pageTitle(page: string, { t }: Pick<Translator, 't'>): string {
  return `${page} – ${t('portal.brand')} – ${portalPartner.institutionName}`;
}

/**
 * Names the browser tab after the page. A layout effect, so the title is in place before the
 * form's error summary (a passive effect) puts "Error: " in front of it.
 */
export function usePageTitle(page: string): void {
  const titlePage = useTitlePage();
  useLayoutEffect(() => titlePage(page), [titlePage, page]);
}

/** Names the browser tab after a page whose title arrives later (an account card's). */
export function useTitlePage(): (page: string) => void {
  const translator = useMessages();
  return useCallback(
    (page: string) => {
      document.title = pageTitle(page, translator);
    },
    [translator],
  );
}
