// The React-free entry the server imports: data model, conditions and validation only.
export { evaluateCondition, isAnswered } from './conditions/conditions';
export type { Answers, ConditionOperator, ConditionRule } from './conditions/conditions';
