import { MessagesProvider } from '@applykit/ui';
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
import { portalLocaleOf, storeLocale, storedLocale, type PortalLocale } from './languageChoice';

export interface PortalLanguage {
  locale: PortalLocale;
  /** Switches every text at once and remembers the choice in this browser. */
  setLocale: (locale: PortalLocale) => void;
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
 * re-renders: nothing remounts, so answers being typed stay where they are.
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
  const setLocale = useCallback((next: PortalLocale) => {
    storeLocale(next);
    setLocaleState(next);
  }, []);
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    // Before the children's data effects run, so their first calls already ask for it.
    replyInLanguage(locale);
  }, [locale]);
  const language = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LanguageContext.Provider value={language}>
      <MessagesProvider locale={locale} catalogues={portalCatalogues}>
        {children}
      </MessagesProvider>
    </LanguageContext.Provider>
  );
}
