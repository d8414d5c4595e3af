import { MessagesProvider, SOURCE_LOCALE } from '@applykit/ui';
import {
  createContext,
  use,
  useCallback,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { replyInLanguage } from '../api/calls';
import { portalCatalogues } from '../messages';
import { languageLoading } from './languageFiles';
import {
  portalLanguages,
  portalLocaleOf,
  storeLocale,
  storedLocale,
  type PortalLocale,
} from './languageChoice';

export interface PortalLanguage {
  locale: PortalLocale;
  /**
   * Switches every text at once and remembers the choice in this browser, once the language's
   * texts are here (loaded when first chosen); false when they could not be loaded.
   */
  setLocale: (locale: PortalLocale) => Promise<boolean>;
  /** Starts loading the other languages, when the applicant looks like choosing one. */
  prepareLanguages: () => void;
}

const LanguageContext = createContext<PortalLanguage | null>(null);

export function usePortalLanguage(): PortalLanguage {
  const language = use(LanguageContext);
  if (!language) throw new Error('usePortalLanguage() needs a <LanguageProvider> above it.');
  return language;
}

/**
 * The applicant's language: the one chosen in this browser, else `defaultLocale` (the partner's
 * `PartnerSettings.defaultLocale`), else English. The page's `lang`
 * follows it, so screen readers pronounce the text in the right language, and so do the API
 * calls' `Accept-Language`, so the server's replies read in it. Changing it only
 * re-renders: nothing remounts, so answers being typed stay where they are. A language other
 * than English loads when chosen; the first render waits for it when it is the one to start in,
 * and shows English if it cannot load.
 */
export function LanguageProvider({
  initialLocale,
  defaultLocale,
  children,
}: {
  initialLocale?: string;
  /** The language of a first visit, before any choice in this browser. */
  defaultLocale?: string;
  children: ReactNode;
}) {
  const [locale, setLocaleState] = useState<PortalLocale>(() =>
    initialLocale === undefined
      ? (storedLocale() ?? portalLocaleOf(defaultLocale))
      : portalLocaleOf(initialLocale),
  );
  const setLocale = useCallback(async (next: PortalLocale) => {
    const loading = languageLoading(next, true);
    if (loading && !(await loading)) return false;
    storeLocale(next);
    setLocaleState(next);
    return true;
  }, []);
  const prepareLanguages = useCallback(() => {
    for (const { locale: other } of portalLanguages) void languageLoading(other);
  }, []);
  const starting = languageLoading(locale);
  const shown = starting && !use(starting) ? SOURCE_LOCALE : locale;
  useLayoutEffect(() => {
    document.documentElement.lang = shown;
    // Before the children's data effects run, so their first calls already ask for it.
    replyInLanguage(shown);
  }, [shown]);
  const language = useMemo(
    () => ({ locale: shown, setLocale, prepareLanguages }),
    [shown, setLocale, prepareLanguages],
  );
  return (
    <LanguageContext.Provider value={language}>
      <MessagesProvider locale={shown} catalogues={portalCatalogues}>
        {children}
      </MessagesProvider>
    </LanguageContext.Provider>
  );
}
