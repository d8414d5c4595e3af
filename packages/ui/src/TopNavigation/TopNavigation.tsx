import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { forwardRef, type MouseEvent } from 'react';
import { joinClassNames } from '../composeProps';
import { useMessages } from '../messages/MessagesProvider';
import * as styles from './TopNavigation.css';

/** Hover delay before a menu opens, and the window in which moving to the next skips it. */
export const NAVIGATION_DELAY = 200;
export const NAVIGATION_SKIP_DELAY = 300;
/** Radix closes an open menu 150 ms after the pointer leaves; it is built in, not a prop. */
export const NAVIGATION_CLOSE_DELAY = 150;

export interface NavigationItem {
  href: string;
  label: string;
}

export interface TopNavigationProps {
  items: readonly NavigationItem[];
  /** The href of the page being shown; its link gets aria-current="page". */
  currentHref?: string;
  /**
   * Called on every link click before the browser follows it; call `event.preventDefault()`
   * to navigate yourself (save first, route to sign up, use the router).
   */
  onSelect?: (item: NavigationItem, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Names the navigation landmark. */
  label?: string;
  /** Added to the widget's own classes on the element its ref reaches. */
  className?: string;
}

/** Horizontal links to the form's pages (Radix navigation menu); wraps on narrow screens. */
export const TopNavigation = forwardRef<HTMLElement, TopNavigationProps>(function TopNavigation(
  { items, currentHref, onSelect, label, className },
  ref,
) {
  const { t } = useMessages();
  return (
    <NavigationMenu.Root
      ref={ref}
      className={joinClassNames(styles.root, className)}
      aria-label={label ?? t('ui.topNavigation.label')}
      delayDuration={NAVIGATION_DELAY}
      skipDelayDuration={NAVIGATION_SKIP_DELAY}
    >
      <NavigationMenu.List className={styles.list}>
        {items.map((item) => (
          <NavigationMenu.Item key={item.href}>
            <NavigationMenu.Link
              className={styles.link()}
              href={item.href}
              active={item.href === currentHref}
              onClick={(event) => onSelect?.(item, event)}
            >
              {item.label}
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
});
