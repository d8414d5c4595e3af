// Radix measures its popover and navigation menu with ResizeObserver, which jsdom lacks.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// jsdom does not implement scrolling; the page moves only matter in a real browser.
window.scrollTo = () => undefined;
