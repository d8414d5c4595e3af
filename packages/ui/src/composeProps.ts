import { useCallback, type Ref, type RefCallback } from 'react';

/** A widget's own classes followed by the caller's: both apply, the caller's come last. */
export function joinClassNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * One ref callback that hands the element to every ref given: the widget's own (focus,
 * measuring) and the caller's forwarded one.
 */
export function useComposedRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return useCallback((element: T | null) => refs.forEach((ref) => assignRef(ref, element)), refs);
}
