import { definitionInLocale } from '@applykit/admissions-form/validate';
import { TopNavigation, type NavigationItem, useMessages } from '@applykit/ui';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useApplicationActions } from '../answers/useApplicationActions';
import { portalForm } from '../form/partnerForm';

/**
 * The top navigation: one link per page of the partner's definition, in its order, with the
 * page's title in the applicant's language. A visitor with typed answers is sent to sign up; a
 * logged-in user's answers and validations are saved before the page changes. The form
 * reports typed answers when a field loses focus, which pressing a link always causes, so
 * the answers read here are the ones on screen. Loaded with the form's chunk: it needs the
 * definition, which the account pages never load.
 */
export default function StepNavigation() {
  const { locale } = useMessages();
  const items: NavigationItem[] = useMemo(
    () =>
      definitionInLocale(portalForm.definition, locale).pages.map((page) => ({
        href: page.path,
        label: page.title,
      })),
    [locale],
  );
  const { pathname } = useLocation();
  const { goToPage } = useApplicationActions();
  return (
    <TopNavigation
      items={items}
      currentHref={pathname}
      onSelect={(item, event) => {
        // Modified clicks (new tab) keep the browser's behaviour.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        if (item.href === pathname) return;
        // A failure is shown above the form with its retry; the page stays.
        goToPage(item.href).catch(() => undefined);
      }}
    />
  );
}
