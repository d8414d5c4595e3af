export {
  TopNavigation,
  NAVIGATION_DELAY,
  NAVIGATION_SKIP_DELAY,
  NAVIGATION_CLOSE_DELAY,
} from './TopNavigation';
export type { TopNavigationProps, NavigationItem } from './TopNavigation';
