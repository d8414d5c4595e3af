// The React-free door to the kit's messages: the server and the form's rules translate with it.
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
