export interface Debounced<A extends unknown[]> {
  call: (...args: A) => void;
  cancel: () => void;
}

/**
 * Runs `run` with the latest arguments once calls pause for `wait` ms, and at the latest
 * `maxWait` ms after the first call of a burst, so fast typists still see suggestions.
 */
export function debounce<A extends unknown[]>(
  run: (...args: A) => void,
  wait: number,
  maxWait: number,
): Debounced<A> {
  let waitTimer: ReturnType<typeof setTimeout> | undefined;
  let maxTimer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;

  const cancel = () => {
    clearTimeout(waitTimer);
    clearTimeout(maxTimer);
    waitTimer = undefined;
    maxTimer = undefined;
    pending = undefined;
  };
  const flush = () => {
    const args = pending;
    cancel();
    if (args) run(...args);
  };
  const call = (...args: A) => {
    pending = args;
    clearTimeout(waitTimer);
    waitTimer = setTimeout(flush, wait);
    maxTimer ??= setTimeout(flush, maxWait);
  };
  return { call, cancel };
}
