import type { Catalogue } from '@applykit/ui';

/** One language's messages of every catalogue, by the catalogue's id. */
type LanguageFile = Readonly<Record<string, Catalogue>>;

/**
 * Each language but English, as the file holding its half of every catalogue. Filled by the
 * build (`languagesOnDemand.ts`), which takes those halves out of the catalogues; empty in
 * development and tests, where every catalogue keeps all its languages.
 */
const languageFiles: Readonly<Record<string, () => Promise<{ default: LanguageFile }>>> = {};

const attached = new Map<string, Record<string, Catalogue>>();
const loaded = new Map<string, LanguageFile>();
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
  for (const [locale, file] of loaded) if (file[id]) target[locale] = file[id];
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
      ({ default: messages }) => {
        loaded.set(locale, messages);
        for (const [id, target] of attached) if (messages[id]) target[locale] = messages[id];
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
