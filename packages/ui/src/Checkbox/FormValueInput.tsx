import { useEffect, useRef, type MouseEvent } from 'react';
import * as styles from './Checkbox.css';

export interface FormValueInputProps {
  type: 'radio' | 'checkbox';
  name?: string;
  value?: string;
  checked: boolean;
  disabled?: boolean;
}

/**
 * Stops a Radix box's own click from reaching the form: `FormValueInput` tells the form of the
 * change instead, so the form's click and change listeners hear of it once, from an input.
 */
export function stopAtTheBox(event: MouseEvent) {
  event.stopPropagation();
}

/**
 * The native input behind a Radix radio or check box, in place of Radix's own: it carries the
 * answer in the box's `<form>` (its data, a native submission) and, when the box changes, sets
 * itself and sends a bubbling `click`, so the form's listeners (React's `onChange` too) see the
 * change, as they do with Radix's. Radix's also measured its box in a layout effect and again on
 * every resize, to put the browser's validation bubble on it: a forced layout and two more
 * renders of every box on a page's first draw. The kit never asks the browser to validate
 * (`aria-required`), so the box's size is fixed in CSS instead.
 */
export function FormValueInput({
  type,
  name,
  value = 'on',
  checked,
  disabled,
}: FormValueInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const shown = useRef(checked);
  useEffect(() => {
    const element = input.current;
    if (!element || shown.current === checked) return;
    shown.current = checked;
    // The prototype's setter, as Radix's does: React's own tracking of the input then sees a
    // change, so React's change event reaches the form's `onChange`.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(
      element,
      checked,
    );
    element.dispatchEvent(new Event('click', { bubbles: true }));
  }, [checked]);
  return (
    <input
      ref={input}
      type={type}
      aria-hidden
      tabIndex={-1}
      name={name}
      value={value}
      defaultChecked={checked}
      disabled={disabled}
      className={styles.formValue}
    />
  );
}
