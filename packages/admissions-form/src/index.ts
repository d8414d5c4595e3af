// The package's public door: the React form and everything of the React-free entry.
export * from './validate';
export { ApplicationForm } from './form/ApplicationForm';
export type { ApplicationFormProps } from './form/ApplicationForm';
export { SubmittedApplication } from './form/submitted';
export type { SubmittedApplicationProps } from './form/submitted';
export { bannerKind, isInDateWindow, pageHeading } from './form/chrome';
export { formCatalogues } from './messages';
export type { FormMessageId } from './messages';
export type { BannerKind } from './form/chrome';
export {
  CONVERSION_POLL_MS,
  CONVERSION_POLL_MAX_MS,
  CONVERSION_WAIT_LIMIT_MS,
  conversionPollDelays,
} from './form/fields';
// Thrown by a host's uploadDocument when the server refused the file itself.
export { FileRefusedError } from '@applykit/ui';
export { createMemoryHost } from './form/memoryHost';
export { AnswersRefusedError } from './form/host';
export type { MemoryHostCall, MemoryHostOptions } from './form/memoryHost';
export { partnerThemeStyle } from './form/theme';
export { useFieldProps } from './form/widgets';
export type { FieldWidget, FieldWidgetProps, WidgetRegistry } from './form/widgetProps';
export type {
  AddAnotherCounts,
  ApplicationData,
  ApplicationHost,
  ClientSnapshot,
  ConversionReport,
  ConversionStatus,
  DocumentAnswers,
  ErrorNoticeOptions,
  LookupDetail,
  LookupSuggestion,
  NavigationState,
  TabChoices,
  WebStatus,
} from './form/host';
