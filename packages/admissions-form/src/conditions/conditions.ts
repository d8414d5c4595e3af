/** The answer map: every key holds a string; an empty answer is ''. */
export type Answers = Record<string, string>;

export type ConditionOperator =
  | 'equals'
  | 'notEquals'
  | 'lt'
  | 'lte'
  | 'gt'
  | 'gte'
  | 'answered'
  | 'notAnswered'
  | 'in'
  | 'notIn';

/** Shows or requires something when the answer at `valueKey` compares to `target` by `operator`. */
export interface ConditionRule {
  valueKey: string;
  operator: ConditionOperator;
  target?: string | number | boolean | readonly (string | number)[];
}

function asNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}

function compare(
  value: string,
  target: ConditionRule['target'],
  test: (a: number, b: number) => boolean,
) {
  if (value === '' || value === undefined) return false;
  const a = asNumber(value);
  const b = asNumber(target);
  return !Number.isNaN(a) && !Number.isNaN(b) && test(a, b);
}

function listOf(target: ConditionRule['target']): string[] {
  return Array.isArray(target) ? target.map(String) : [];
}

/** The ten operators, comparing the answer at valueKey with target. */
export function evaluateCondition(rule: ConditionRule, answers: Answers): boolean {
  const value = answers[rule.valueKey] ?? '';
  switch (rule.operator) {
    case 'equals':
      return value === String(rule.target);
    case 'notEquals':
      return value !== String(rule.target);
    case 'lt':
      return compare(value, rule.target, (a, b) => a < b);
    case 'lte':
      return compare(value, rule.target, (a, b) => a <= b);
    case 'gt':
      return compare(value, rule.target, (a, b) => a > b);
    case 'gte':
      return compare(value, rule.target, (a, b) => a >= b);
    case 'answered':
      return isAnswered(value);
    case 'notAnswered':
      return !isAnswered(value);
    case 'in':
      return listOf(rule.target).includes(value);
    case 'notIn':
      return !listOf(rule.target).includes(value);
  }
}

/** Truthy as the answers mean it: checkboxes store 'false' when unticked. */
export function isAnswered(value: string | undefined): boolean {
  return value !== undefined && value !== '' && value !== 'false';
}
