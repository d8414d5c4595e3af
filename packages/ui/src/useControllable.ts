import { useCallback, useState } from 'react';

interface ControllableOptions<T, A extends unknown[]> {
  value?: T | undefined;
  defaultValue: T;
  onChange?: ((value: T, ...extra: A) => void) | undefined;
}

/**
 * One way for every widget to be controlled or not: `value` wins when given, otherwise the
 * widget keeps its own state starting at `defaultValue`; `onChange` hears every change either way.
 */
export function useControllable<T, A extends unknown[] = []>({
  value,
  defaultValue,
  onChange,
}: ControllableOptions<T, A>): [T, (next: T, ...extra: A) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const set = useCallback(
    (next: T, ...extra: A) => {
      if (!controlled) setOwn(next);
      onChange?.(next, ...extra);
    },
    [controlled, onChange],
  );
  return [controlled ? value : own, set];
}
