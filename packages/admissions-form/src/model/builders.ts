import { countries, statesAndProvinces } from './options';
import type { Condition, FieldDefinition, ModelNode, Rule, SectionNode, WidgetKind } from './types';
import { limits, messages } from '../rules/messages';

/** Small helpers so each question of the model reads as one line of data. */
export function field(
  key: string,
  label: string,
  widget: WidgetKind,
  extra: Partial<Omit<FieldDefinition, 'kind' | 'key' | 'label' | 'widget'>> = {},
): FieldDefinition {
  return { kind: 'field', key, label, widget, ...extra };
}

export const required: Rule = { rule: 'required' };

export function requiredWhen(when: Condition, message?: string): Rule {
  return message === undefined ? { rule: 'required', when } : { rule: 'required', when, message };
}

export const is = (valueKey: string, target: string): Condition => ({
  valueKey,
  operator: 'equals',
  target,
});
export const isIn = (valueKey: string, target: readonly string[]): Condition => ({
  valueKey,
  operator: 'in',
  target,
});
export const answered = (valueKey: string): Condition => ({ valueKey, operator: 'answered' });
export const notAnswered = (valueKey: string): Condition => ({
  valueKey,
  operator: 'notAnswered',
});

export function section(
  id: string,
  title: string | undefined,
  children: readonly ModelNode[],
  extra: Partial<Omit<SectionNode, 'kind' | 'id' | 'title' | 'children'>> = {},
): SectionNode {
  return title === undefined
    ? { kind: 'section', id, children, ...extra }
    : { kind: 'section', id, title, children, ...extra };
}

interface AddressOptions {
  lineTwo?: boolean;
  county?: boolean;
  /** Line 1, city and country required (and state, ZIP by country) while this holds. */
  requiredWhen?: Condition | true;
  lookup?: boolean;
  /** Tells this address apart in the error summary ("Mailing Street Address"). */
  labelPrefix?: string;
}

/**
 * An address group with the address rules: line 1, city and country required;
 * state for the USA and Canada; county for Maryland; ZIP for the USA, at least 5 characters.
 * Keys are `${prefix}address_line_1`, `${prefix}city` …, the names the answers are stored under.
 */
export function addressFields(prefix: string, options: AddressOptions = {}): ModelNode[] {
  const key = (name: string) => `${prefix}${name}`;
  const labelPrefix = options.labelPrefix ?? '';
  const country = key('country');
  // Only the applicant's own address is theirs for the browser to fill.
  const own = (token: string) => (prefix === '' ? token : undefined);
  const northAmerica = isIn(country, ['USA', 'CAN']);
  const usa = is(country, 'USA');
  const whenRequired = options.requiredWhen;
  const need = (extra?: Condition): Rule[] => {
    if (whenRequired === undefined) return [];
    if (whenRequired === true) return [extra ? requiredWhen(extra) : required];
    return [requiredWhen(extra ? { all: [whenRequired, extra] } : whenRequired)];
  };
  const nodes: ModelNode[] = [
    field(
      key('address_line_1'),
      `${labelPrefix}Street Address`,
      options.lookup ? 'lookup' : 'text',
      {
        rules: need(),
        autoComplete: own('address-line1'),
        ...(options.lookup && {
          lookup: {
            category: 'address' as const,
            fill: {
              address_line_1: key('address_line_1'),
              city: key('city'),
              state: key('state'),
              zip: key('zip'),
              county: key('county'),
              country,
            },
          },
        }),
      },
    ),
  ];
  if (options.lineTwo !== false) {
    nodes.push(
      field(key('address_line_2'), `${labelPrefix}Street Address Line 2`, 'text', {
        autoComplete: own('address-line2'),
      }),
    );
  }
  nodes.push(
    field(key('city'), `${labelPrefix}City`, 'text', {
      rules: need(),
      autoComplete: own('address-level2'),
    }),
    field(key('state'), `${labelPrefix}State/Province`, 'select', {
      options: statesAndProvinces,
      showWhen: { any: [notAnswered(country), northAmerica] },
      autoComplete: own('address-level1'),
      rules: need(northAmerica),
    }),
  );
  if (options.county) {
    nodes.push(
      field(key('county'), `${labelPrefix}County`, 'text', {
        showWhen: is(key('state'), 'MD'),
        rules: need(),
      }),
    );
  }
  nodes.push(
    field(key('zip'), `${labelPrefix}ZIP/Postal Code`, 'text', {
      autoComplete: own('postal-code'),
      rules: [
        ...need(usa),
        { rule: 'minLength', min: limits.zipMinLength, when: usa, message: messages.zipMinLength },
      ],
    }),
    field(key('country'), `${labelPrefix}Country`, 'select', {
      options: countries,
      rules: need(),
      autoComplete: own('country'),
    }),
  );
  return nodes;
}
