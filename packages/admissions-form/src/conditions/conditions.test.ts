import { describe, expect, it } from 'vitest';
import { evaluateCondition, type ConditionRule } from './conditions';

const answers = {
  credits: '30',
  citizenship_type: '3',
  legal_agree: 'true',
  optin: 'false',
  empty: '',
};

describe('evaluateCondition', () => {
  it.each<[ConditionRule, boolean]>([
    [{ valueKey: 'citizenship_type', operator: 'equals', target: '3' }, true],
    [{ valueKey: 'citizenship_type', operator: 'equals', target: 3 }, true],
    [{ valueKey: 'citizenship_type', operator: 'notEquals', target: '3' }, false],
    [{ valueKey: 'credits', operator: 'lt', target: 30 }, false],
    [{ valueKey: 'credits', operator: 'lte', target: 30 }, true],
    [{ valueKey: 'credits', operator: 'gt', target: 29 }, true],
    [{ valueKey: 'credits', operator: 'gte', target: 31 }, false],
    [{ valueKey: 'empty', operator: 'lt', target: 5 }, false],
    [{ valueKey: 'legal_agree', operator: 'answered' }, true],
    [{ valueKey: 'optin', operator: 'answered' }, false],
    [{ valueKey: 'missing', operator: 'notAnswered' }, true],
    [{ valueKey: 'citizenship_type', operator: 'in', target: ['3', 'O'] }, true],
    [{ valueKey: 'citizenship_type', operator: 'notIn', target: ['3', 'O'] }, false],
    [{ valueKey: 'empty', operator: 'notIn', target: ['3', 'O'] }, true],
  ])('%o is %s', (rule, expected) => {
    expect(evaluateCondition(rule, answers)).toBe(expected);
  });
});
