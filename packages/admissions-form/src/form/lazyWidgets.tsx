import { retryableLazy } from '@applykit/ui';

/**
 * Starts loading the widgets About You does not show (`occasionalWidgets.tsx`); the page that
 * shows one waits for it behind a spinner, and hovering or focusing Save and Continue or
 * Previous calls it early. A failed download reaches the host's error boundary, as a page's
 * does, and `retryFailedDownloads()` (its 'Try again') downloads again.
 */
export const loadOccasionalWidgets = () => import('./occasionalWidgets');

export const LazyTextArea = retryableLazy(async () => ({
  default: (await loadOccasionalWidgets()).TextArea,
}));
export const LazySchoolSearch = retryableLazy(async () => ({
  default: (await loadOccasionalWidgets()).SchoolSearch,
}));
export const LazyChoiceTabs = retryableLazy(async () => ({
  default: (await loadOccasionalWidgets()).ChoiceTabs,
}));
