import { useController } from 'react-hook-form';
import type { Answers } from '../conditions/conditions';
import { indexDefinition } from '../model/dataModel';
import type { FieldDefinition } from '../model/types';
import { useFormEnvironment } from './context';
import { useCommonProps } from './hooks';
import type { FieldWidget, FieldWidgetProps } from './widgetProps';

/** The prop bag of a question of the form being rendered, by its key. */
export function useFieldProps(key: string): FieldWidgetProps {
  const { definition } = useFormEnvironment();
  const field = indexDefinition(definition).field(key);
  if (!field) throw new Error(`useFieldProps: "${key}" is not a question of this application.`);
  return useWidgetProps(field);
}

function useWidgetProps(field: FieldDefinition): FieldWidgetProps {
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
