import { useCallback, useRef, useState } from 'react';

export interface BusyAction {
  /** True while a call started by `run` is out. */
  busy: boolean;
  /** Runs `work` unless a call is already out; a press meanwhile does nothing. */
  run: (work: () => Promise<void>) => Promise<void>;
  /** For the button that starts it: marked busy and unavailable, but still focusable. */
  busyButtonProps: { 'aria-disabled': true | undefined; 'aria-busy': boolean };
}

/**
 * A button's call to the server that must not be sent twice. The button is never `disabled`
 * while the call is out (a disabled button throws a keyboard user's focus to the page's start),
 * so a second press is refused here, at once, before React has drawn the busy state.
 */
export function useBusyAction(): BusyAction {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (work: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run, busyButtonProps: { 'aria-disabled': busy || undefined, 'aria-busy': busy } };
}
