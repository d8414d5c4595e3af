// The React-free entry the server imports: data model, conditions and validation only.
// The form's and the account cards' catalogues: the server words its replies with them.
export { formCatalogues } from './messages';
export { catalogues as accountCatalogues } from './accounts/catalogues.generated';
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
  indexDefinition,
  isApplicationKey,
  pageOfKey,
} from './model/dataModel';
export type { DataModelEntry, DefinitionIndex } from './model/dataModel';
export { aboutPage } from './model/about';
export { educationPage, collegePrefixes } from './model/education';
export { finalStepsBasePage } from './model/finalSteps';
export { transferApplication } from './definition/transferApplication';
export {
  finalStepsPage,
  transferApplicationInEnglish,
} from './definition/transferApplicationInEnglish';
export { marylandResidency, residency, residencyStatement } from './model/residency';
export type {
  ApplicationDefinition,
  DefinitionModule,
  DefinitionTranslation,
  DefinitionTranslations,
  Placement,
  QueueColumnKeys,
} from './definition/types';
export type { AnswerMigration, PartnerForm, VersionedAnswers } from './definition/partnerForm';
export { assertDefinition, builtInWidgetKinds, checkDefinition } from './definition/check';
export { queueColumnsOf } from './definition/queueColumns';
export type { QueueColumns } from './definition/queueColumns';
export type { DefinitionCheckOptions } from './definition/check';
export {
  DefinitionEditError,
  addField,
  addPage,
  addRule,
  addSection,
  includeModule,
  moveField,
  movePage,
  moveSection,
  removeField,
  removeModule,
  removePage,
  removeSection,
  removeText,
  replaceField,
  replaceOptions,
  replacePage,
  replaceSection,
  setRequired,
  updateField,
  updatePage,
  updateSection,
  updateText,
  translateDefinition,
} from './definition/operations';
export {
  definitionInLocale,
  definitionOptions,
  definitionTexts,
  ruleMessageCatalogues,
  partnerInLocale,
  partnerListsInLocale,
  translationProblems,
  untranslatedTexts,
} from './definition/translations';
export type { FieldChanges } from './definition/operations';
export * as optionLists from './model/options';
export {
  DEFAULT_TEXTAREA_LIMIT,
  assertPartnerTheme,
  findPartnerThemeProblems,
  partnerTokens,
  formatPartnerText,
} from './model/partner';
export {
  builtInPartner,
  builtInPartners,
  defaultPartner,
  examplePartner,
} from './model/builtInPartners';
export type {
  ModelContext,
  PartnerSettings,
  PartnerTheme,
  PartnerTranslation,
} from './model/partner';
export { entryTermStatus, openEntryTerms, termAsksForCampus } from './model/entryTerms';
export type { EntryTerm, TermCalendar, TermOfYear, TermStatus } from './model/entryTerms';
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
export { documentAttached, printApplication, printHeading } from './model/printed';
export type {
  PrintHeading,
  PrintOptions,
  PrintedAnswer,
  PrintedCheck,
  PrintedItem,
  PrintedPage,
  PrintedSection,
} from './model/printed';
export { validateApplication, validateField } from './rules/validateApplication';
export type {
  AnswerValidator,
  DocumentAnswer,
  ValidateOptions,
  ValidationContext,
  ValidationErrors,
  Validators,
  ValidatorFacts,
} from './rules/validateApplication';
export { validateFile } from './rules/files';
export type { FileFacts } from './rules/files';
export { chromeText, limits, messages } from './rules/messages';
export { EMAIL_PATTERN, PHONE_PATTERN, parseIsoDate } from './rules/patterns';
