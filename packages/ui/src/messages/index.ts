export { MessagesProvider, useMessages } from './MessagesProvider';
export type { MessagesProviderProps } from './MessagesProvider';
export { catalogueProblems, createTranslator, sourceText, SOURCE_LOCALE } from './translator';
export type {
  Catalogue,
  Catalogues,
  MessageValues,
  Translator,
  TranslatorOptions,
} from './translator';
export { catalogues as kitCatalogues } from './catalogues.generated';
export type { MessageId as KitMessageId } from './catalogues.generated';
