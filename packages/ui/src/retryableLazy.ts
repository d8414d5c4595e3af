import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** How to start again each component whose download failed. */
const failedDownloads = new Set<() => void>();

/**
 * `React.lazy`, except that a failed download can be tried again. React keeps a lazy
 * component's failure for good, so a phone that lost its signal for a moment kept the page
 * broken, 'Try again' and all, until a reload. Here the failure reaches the error boundary as
 * usual, and after `retryFailedDownloads()` the next render downloads again.
 */
export function retryableLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  const attempt = () =>
    load().catch((error: unknown) => {
      failedDownloads.add(renew);
      throw error;
    });
  let current: LazyExoticComponent<ComponentType<Props>> = lazy(attempt);
  function renew() {
    current = lazy(attempt);
  }
  return function RetryableLazy(props: Props) {
    return createElement(current, props);
  };
}

/**
 * Lets every `retryableLazy` component whose download failed download again on its next
 * render. An error boundary's 'Try again' calls it before rendering its children again; until
 * then a failure stays a failure, so React's own retries cannot loop on a dead network.
 */
export function retryFailedDownloads(): void {
  for (const renew of failedDownloads) renew();
  failedDownloads.clear();
}
