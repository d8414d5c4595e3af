import {
  aboutPage,
  allFields,
  defaultPartner,
  finalStepsPage,
} from '@applykit/admissions-form/validate';
import { describe, expect, it } from 'vitest';
import { fieldSchema, pageSchema } from './json-schema';

const context = { now: new Date('2026-11-22T12:00:00Z'), partner: defaultPartner };

describe('JSON Schema from the data model', () => {
  it('has every field of the page but uploads, in model order', () => {
    const { schema } = pageSchema(finalStepsPage, context);
    const expected = allFields(finalStepsPage.sections)
      .filter((field) => field.widget !== 'file')
      .map((field) => field.key);
    expect(Object.keys(schema.properties ?? {})).toEqual(expected);
    expect(expected.length).toBeGreaterThan(10);
  });

  it('lists coded answers with their labels and asks rjsf for radios and text areas', () => {
    const { schema, uiSchema } = pageSchema(finalStepsPage, context);
    expect(schema.properties?.suspended?.oneOf).toEqual([
      { const: 'Y', title: 'Yes' },
      { const: 'N', title: 'No' },
    ]);
    expect(uiSchema.suspended).toEqual({ 'ui:widget': 'radio' });
    expect(uiSchema.suspended_comment).toEqual({ 'ui:widget': 'textarea' });
    expect(schema.required).toContain('suspended');
    expect(schema.required).not.toContain('suspended_comment');
  });

  it('maps widgets to JSON Schema types and formats', () => {
    const email = allFields(aboutPage.sections).find((field) => field.widget === 'email')!;
    expect(fieldSchema(email, context)).toMatchObject({ type: 'string', format: 'email' });
    expect(
      fieldSchema(
        { kind: 'field', key: 'legal_agree', label: 'Agree', widget: 'checkbox' },
        context,
      ),
    ).toEqual({ type: 'boolean', title: 'Agree' });
    expect(
      fieldSchema(
        { kind: 'field', key: 'transcript', label: 'Transcript', widget: 'file' },
        context,
      ),
    ).toBeUndefined();
  });
});
