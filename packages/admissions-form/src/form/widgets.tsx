import type { ComponentType, RefCallback } from 'react';
import { useController } from 'react-hook-form';
import type { Answers } from '../conditions/conditions';
import { indexDefinition } from '../model/dataModel';
import type { FieldDefinition } from '../model/types';
import { useFormEnvironment } from './context';
import { useCommonProps } from './fields';

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

/** The prop bag of a question of the form being rendered, by its key. */
export function useFieldProps(key: string): FieldWidgetProps {
  const { definition } = useFormEnvironment();
  const field = indexDefinition(definition).field(key);
  if (!field) throw new Error(`useFieldProps: "${key}" is not a question of this application.`);
  return useWidgetProps(field);
}

export function useWidgetProps(field: FieldDefinition): FieldWidgetProps {
  const common = useCommonProps(field);
  const {
    field: { ref, name, value, onChange, onBlur },
  } = useController<Answers>({ name: field.key });
  return {
    field,
    ...common,
    name,
    value: value ?? '',
    onChange: (next: string) => onChange(next),
    onBlur,
    inputRef: ref,
  };
}

/** Renders a question with the partner widget registered for its kind. */
export function RegisteredWidget({
  field,
  widget: Widget,
}: {
  field: FieldDefinition;
  widget: FieldWidget;
}) {
  const props = useWidgetProps(field);
  return <Widget {...props} />;
}
