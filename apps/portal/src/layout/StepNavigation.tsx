import { TopNavigation, type NavigationItem, useMessages } from '@applykit/ui';
import { useLocation } from 'react-router';
import { useApplicationActions } from '../answers/useApplicationActions';
import { formSteps } from '../routes/paths';
import * as styles from './layout.css';

/**
 * The top navigation: a visitor with typed answers is sent to sign up; a
 * logged-in user's answers and validations are saved before the page changes. The form
 * reports typed answers when a field loses focus, which pressing a link always causes, so
 * the answers read here are the ones on screen.
 */
export function StepNavigation() {
  const { translateText } = useMessages();
  const items: NavigationItem[] = formSteps.map((step) => ({
    href: step.path,
    label: translateText(step.title),
  }));
  const { pathname } = useLocation();
  const { goToPage } = useApplicationActions();
  return (
    <div className={styles.stepNavigation}>
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
    </div>
  );
}
