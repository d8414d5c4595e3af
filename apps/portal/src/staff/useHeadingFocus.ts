import { useEffect, useRef } from 'react';

/**
 * A heading that takes focus when its view appears or `key` changes, so a screen reader and
 * the keyboard start at the new step (the heading carries `tabIndex={-1}`).
 */
export function useHeadingFocus(key: unknown) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [key]);
  return heading;
}
