import type { ComponentType, RefCallback } from 'react';
import type { FieldDefinition } from '../model/types';

/**
 * What a widget gets for one question: what to show (label with the partner's names filled
 * in, hint, the question's messages, whether an answer is required) and the answer with its
 * handlers. The built-in widgets get exactly this.
 */
export interface FieldWidgetProps {
  field: FieldDefinition;
  /** The control's id: error-summary links and labels point at it. */
  id: string;
  name: string;
  label: string;
  hint: string | undefined;
  /** The question's messages while they are shown (validating, or refused by the server). */
  errors: string[] | undefined;
  required: boolean;
  /** The answer; '' when unanswered. */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The ref of the focusable control, so an error-summary link can focus it. */
  inputRef: RefCallback<HTMLElement>;
}

/** A partner's widget for one field kind. */
export type FieldWidget = ComponentType<FieldWidgetProps>;

/** Widgets by field kind (`widget` of a question); a kind may also replace a built-in one. */
export type WidgetRegistry = Readonly<Record<string, FieldWidget>>;
