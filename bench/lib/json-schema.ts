// A JSON Schema for one page of the application, generated from @applykit/admissions-form's data
// model, so the keystroke benchmark's peer (react-jsonschema-form) renders the same fields as
// our form. Every field of the page is a property: conditional sections, every add-another
// instance and every tab are all present, which is our form with everything open.
import {
  allFields,
  resolveOptions,
  type FieldDefinition,
  type ModelContext,
  type PageDefinition,
} from '@applykit/admissions-form/validate';

export interface JsonSchema {
  type?: 'object' | 'string' | 'number' | 'boolean';
  title?: string;
  format?: string;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  oneOf?: { const: string; title: string }[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

export interface PageSchema {
  schema: JsonSchema;
  /** react-jsonschema-form's uiSchema: the widget each field asks for, where not the default. */
  uiSchema: Record<string, { 'ui:widget': string }>;
}

/** The schema of one field; undefined when the field has no JSON Schema counterpart (uploads). */
export function fieldSchema(field: FieldDefinition, context: ModelContext): JsonSchema | undefined {
  const title = field.label;
  const minLength = field.rules?.find((rule) => rule.rule === 'minLength' && !rule.when);
  const text: JsonSchema = {
    type: 'string',
    title,
    ...(minLength && 'min' in minLength ? { minLength: minLength.min } : {}),
  };
  switch (field.widget) {
    case 'text':
    case 'phone':
    case 'lookup':
    case 'textarea':
      return text;
    case 'email':
      return { ...text, format: 'email' };
    case 'date':
      return { ...text, format: 'date' };
    case 'number': {
      const range = field.rules?.find((rule) => rule.rule === 'range');
      return {
        type: 'number',
        title,
        ...(range && range.rule === 'range' ? { minimum: range.min, maximum: range.max } : {}),
      };
    }
    case 'select':
    case 'radio':
      return {
        type: 'string',
        title,
        oneOf: resolveOptions(field, context).map((option) => ({
          const: option.value,
          title: option.label,
        })),
      };
    case 'checkbox':
      return { type: 'boolean', title };
    case 'file':
      return undefined;
  }
}

const uiWidgets: Partial<Record<FieldDefinition['widget'], string>> = {
  textarea: 'textarea',
  radio: 'radio',
};

/** The page's fields as one flat object schema, in the order the page lists them. */
export function pageSchema(page: PageDefinition, context: ModelContext): PageSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const uiSchema: PageSchema['uiSchema'] = {};
  for (const field of allFields(page.sections)) {
    const schema = fieldSchema(field, context);
    if (!schema) continue;
    properties[field.key] = schema;
    // A flat schema has no conditions: only fields always shown and always required count.
    if (!field.showWhen && field.rules?.some((rule) => rule.rule === 'required' && !rule.when))
      required.push(field.key);
    const widget = uiWidgets[field.widget];
    if (widget) uiSchema[field.key] = { 'ui:widget': widget };
  }
  return { schema: { type: 'object', title: page.title, properties, required }, uiSchema };
}
