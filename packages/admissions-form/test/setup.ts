import { configure } from '@testing-library/react';

// jsdom has no ResizeObserver; an open suggestion list (the lookups' Combobox) watches its own size.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

// jsdom does no layout: scrolling is a no-op there. (It has no scrollIntoView either; the
// error summary's focusField does without it, so that is left missing, as in old browsers.)
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// The form's pages are large; on a busy machine a debounced lookup or a re-validation can take
// longer than Testing Library's default second to show.
configure({ asyncUtilTimeout: 10_000 });
