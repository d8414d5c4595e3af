import { useLayoutEffect, type RefObject } from 'react';

/** Space between the input and the list (px), as the list had under the input before. */
const gap = 2;
/** Space the list keeps from the viewport's edges (px). */
const edge = 8;
/** Below this much room under the input, the list opens above it when there is more room there. */
const leastRoomBelow = 160;

/**
 * Whether this browser has the popover API, so a suggestion list opens in the top layer. A
 * page that clips its parts (`contain: paint`) may do so only then: without it (Safari < 17,
 * Firefox < 125) the list opens inside the page, where a clipping ancestor would cut it.
 */
export function suggestionsInTopLayer(): boolean {
  return (
    typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype.showPopover === 'function'
  );
}

/**
 * Shows the open suggestion list in the browser's top layer (`popover="manual"`), placed at the
 * input from its rectangle and kept there on scroll and resize. In the top layer the list is
 * above every stacking context and is not clipped by any ancestor: the form contains its
 * sections (`contain: layout paint`), which would cut a list opened near a section's end and
 * lay it under the next section. The list stays where it is in the DOM, so the combobox's ARIA
 * wiring, the inherited theme and the language are unchanged. Browsers without the popover
 * API keep the list positioned under the input in the page.
 */
export function useListInTopLayer(
  open: boolean,
  anchorRef: RefObject<HTMLElement | null>,
  listRef: RefObject<HTMLElement | null>,
) {
  useLayoutEffect(() => {
    const anchor = anchorRef.current;
    const list = listRef.current;
    if (!open || !anchor || !list || !suggestionsInTopLayer()) return;
    const place = () => {
      const rect = anchor.getBoundingClientRect();
      const { clientWidth, clientHeight } = document.documentElement;
      const width = Math.min(rect.width, clientWidth - 2 * edge);
      const below = clientHeight - rect.bottom - gap - edge;
      const above = rect.top - gap - edge;
      const openAbove = below < Math.min(list.scrollHeight, leastRoomBelow) && above > below;
      list.style.left = `${Math.max(edge, Math.min(rect.left, clientWidth - edge - width))}px`;
      list.style.width = `${width}px`;
      list.style.top = openAbove ? '' : `${rect.bottom + gap}px`;
      list.style.bottom = openAbove ? `${clientHeight - rect.top + gap}px` : '';
      // The stylesheet's own cap (20rem) still holds where the room is larger.
      list.style.maxHeight = `min(20rem, ${Math.max(openAbove ? above : below, 0)}px)`;
    };
    // Set here rather than rendered: a page rendered on a server, and a browser or test DOM
    // without the API, keep the list as it always was.
    list.popover = 'manual';
    list.showPopover();
    place();
    // Any scrolling ancestor moves the input: capture hears them all.
    window.addEventListener('scroll', place, { capture: true, passive: true });
    window.addEventListener('resize', place);
    // The list's height follows the suggestions; it may then fit on the other side.
    const resized = new ResizeObserver(place);
    resized.observe(list);
    return () => {
      window.removeEventListener('scroll', place, { capture: true });
      window.removeEventListener('resize', place);
      resized.disconnect();
      if (list.matches(':popover-open')) list.hidePopover();
      list.removeAttribute('popover');
    };
  }, [open, anchorRef, listRef]);
}
