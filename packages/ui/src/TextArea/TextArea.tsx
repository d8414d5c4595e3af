import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { forwardRef, useEffect, useState, type TextareaHTMLAttributes } from 'react';
import { control } from '../Field/Field.css';
import { FieldShell, useFieldShell, type FieldShellProps } from '../Field/FieldShell';
import { catalogues } from '../messages/catalogues.generated';
import { useMessages } from '../messages/MessagesProvider';
import { createTranslator, type Translator } from '../messages/translator';
import * as styles from './TextArea.css';

export const DEFAULT_TEXTAREA_LIMIT = 1500;
export const DEFAULT_TEXTAREA_ROWS = 6;
/** How long typing must pause before the count is spoken. */
const COUNT_ANNOUNCE_DELAY = 1000;

export interface TextAreaProps
  extends
    FieldShellProps,
    Omit<
      TextareaHTMLAttributes<HTMLTextAreaElement>,
      'value' | 'defaultValue' | 'onChange' | 'required' | 'maxLength'
    > {
  value?: string;
  defaultValue?: string;
  /** Called with the draft when the field loses focus, not on every keystroke. */
  onChange?: (value: string) => void;
  /** Maximum number of characters; default 1500. */
  limit?: number;
}

const english = createTranslator({ catalogues: [catalogues] });

/**
 * Word and some mail programs paste a manual line break as a vertical tab or form feed, and
 * web pages can hold Unicode's line and paragraph separators. Answers keep only tab, LF and CR
 * (the server refuses other control characters), so these become the line break they show as.
 */
const pastedLineBreaks = /[\v\f\u0085\u2028\u2029]/g;

function withPlainLineBreaks(text: string): string {
  return text.replace(pastedLineBreaks, '\n');
}

/** "Character count: n / limit", in the translator's language (English by default). */
export function characterCountText(
  length: number,
  limit: number,
  { t }: Pick<Translator, 't'> = english,
): string {
  return t('ui.textArea.count', { count: length, limit });
}

/**
 * A text area that keeps a local draft and writes the answer on blur, with a live character
 * count: the visible count is hidden from readers, a polite region speaks it once typing pauses.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    value,
    defaultValue,
    onChange,
    onBlur,
    limit = DEFAULT_TEXTAREA_LIMIT,
    rows = DEFAULT_TEXTAREA_ROWS,
    className,
    ...props
  },
  ref,
) {
  const [draft, setDraft] = useState(value ?? defaultValue ?? '');
  const [committed, setCommitted] = useState(draft);
  const [seenValue, setSeenValue] = useState(value);
  const [typed, setTyped] = useState(false);
  const [announced, setAnnounced] = useState('');
  // A new value from outside (a reset, a loaded answer) replaces the draft.
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== undefined) {
      setDraft(value);
      setCommitted(value);
    }
  }
  const translator = useMessages();
  const { field, shell, controlProps } = useFieldShell(props);
  const countId = `${field.id}-count`;
  const countText = characterCountText(draft.length, limit, translator);

  useEffect(() => {
    if (!typed) return;
    const timer = setTimeout(() => setAnnounced(countText), COUNT_ANNOUNCE_DELAY);
    return () => clearTimeout(timer);
  }, [countText, typed]);

  const describedBy = [countId, field.inputProps['aria-describedby']].filter(Boolean).join(' ');
  return (
    <FieldShell {...shell} readOnlyValue={draft}>
      <textarea
        ref={ref}
        rows={rows}
        maxLength={limit}
        className={[control(), styles.textarea, className].filter(Boolean).join(' ')}
        {...controlProps}
        aria-describedby={describedBy}
        value={draft}
        onChange={(event) => {
          setDraft(withPlainLineBreaks(event.target.value));
          setTyped(true);
        }}
        onBlur={(event) => {
          if (draft !== committed) {
            setCommitted(draft);
            onChange?.(draft);
          }
          onBlur?.(event);
        }}
      />
      <VisuallyHidden id={countId}>{translator.t('ui.textArea.limit', { limit })}</VisuallyHidden>
      <p className={styles.count} aria-hidden="true">
        {countText}
      </p>
      <VisuallyHidden aria-live="polite">{announced}</VisuallyHidden>
    </FieldShell>
  );
});
