import type { DefinitionTranslation } from '@applykit/admissions-form/validate';
import type { Catalogue } from '@applykit/ui';

/** One language's messages of every catalogue, by the catalogue's id. */
type LanguageFile = Readonly<Record<string, Catalogue>>;

/**
 * A language's file: its half of every catalogue, and the built-in form's translation into it
 * when the portal runs the built-in form (a partner's form module keeps its own translations).
 */
interface LanguageModule {
  default: LanguageFile;
  definition?: DefinitionTranslation;
}

/**
 * Each language but English, as the file holding its half of every catalogue. Filled by the
 * build (`languagesOnDemand.ts`), which takes those halves out of the catalogues; empty in
 * development and tests, where every catalogue keeps all its languages.
 */
const languageFiles: Readonly<Record<string, () => Promise<LanguageModule>>> = {};

const attached = new Map<string, Record<string, Catalogue>>();
const loaded = new Map<string, LanguageModule>();
let definitionTranslations: Record<string, DefinitionTranslation> | undefined;
const loading = new Map<string, Promise<boolean>>();
const failed = new Set<string>();

/**
 * Called by each catalogue module the build split (`languagesOnDemand.ts`) as it runs: the
 * languages already loaded are put in at once, the others when they load. Only the build's
 * code calls it, hence the tag.
 * @public
 */
export function attachCatalogues(id: string, catalogues: Readonly<Record<string, Catalogue>>) {
  const target = catalogues as Record<string, Catalogue>;
  attached.set(id, target);
  for (const [locale, file] of loaded) if (file.default[id]) target[locale] = file.default[id];
}

/**
 * Called by the form's built-in definition as the build ships it (`src/form/partnerForm.ts`):
 * each language's translation of it goes into `translations` as that language's file loads.
 */
export function attachDefinitionTranslations(translations: Record<string, DefinitionTranslation>) {
  definitionTranslations = translations;
  for (const [locale, file] of loaded) if (file.definition) translations[locale] = file.definition;
}

/**
 * Null when every text of the language is here (English always is), else whether its file
 * loaded. A failed load is remembered, so rendering does not ask again and again; `retry`
 * asks again.
 */
export function languageLoading(locale: string, retry = false): Promise<boolean> | null {
  const file = languageFiles[locale];
  if (!file || loaded.has(locale)) return null;
  let pending = loading.get(locale);
  if (!pending || (retry && failed.has(locale))) {
    failed.delete(locale);
    pending = file().then(
      (language) => {
        loaded.set(locale, language);
        const messages = language.default;
        for (const [id, target] of attached) if (messages[id]) target[locale] = messages[id];
        if (language.definition && definitionTranslations)
          definitionTranslations[locale] = language.definition;
        return true;
      },
      () => {
        failed.add(locale);
        return false;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}
