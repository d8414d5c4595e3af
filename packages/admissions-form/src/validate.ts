// The React-free entry the server imports: data model, conditions and validation only.
export { evaluateCondition, isAnswered } from './conditions/conditions';
export type { Answers, ConditionOperator, ConditionRule } from './conditions/conditions';
export {
  applicationKeys,
  applicationPages,
  ApplicationConfigurationError,
  applyMirrors,
  assertApplicationConfiguration,
  clearHiddenAnswers,
  dataModel,
  documentKeys,
  emptyAnswers,
  fieldDefinition,
  findConfigurationErrors,
  findUnknownKeys,
  isApplicationKey,
  pageOfKey,
} from './model/dataModel';
export type { DataModelEntry } from './model/dataModel';
export { aboutPage } from './model/about';
export { educationPage, collegePrefixes } from './model/education';
export { finalStepsPage } from './model/finalSteps';
export { residency } from './model/residency';
export * as optionLists from './model/options';
export {
  DEFAULT_TEXTAREA_LIMIT,
  builtInPartner,
  builtInPartners,
  defaultPartner,
  examplePartner,
  formatPartnerText,
} from './model/partner';
export type { PartnerSettings, PartnerTheme } from './model/partner';
export { exampleApplication } from './model/exampleApplication';
export type * from './model/types';
export {
  allFields,
  answerKeysOf,
  documentKeysOf,
  isShown,
  shownBranches,
  chosenTab,
  descKey,
  holds,
  isCoded,
  repeatCount,
  resolveOptions,
  visibleFields,
} from './model/walk';
export type { VisibilityState } from './model/walk';
export { validateApplication, validateField } from './rules/validateApplication';
export type {
  DocumentAnswer,
  ValidateOptions,
  ValidationErrors,
} from './rules/validateApplication';
export { validateFile } from './rules/files';
export type { FileFacts } from './rules/files';
export { chromeText, limits, messages } from './rules/messages';
export { EMAIL_PATTERN, PHONE_PATTERN, parseIsoDate } from './rules/patterns';
