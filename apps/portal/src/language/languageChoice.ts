import { SOURCE_LOCALE } from '@applykit/ui';

/** The languages the portal speaks, each named in itself for the switch. */
export const portalLanguages = [
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
] as const;

export type PortalLocale = (typeof portalLanguages)[number]['locale'];

const storageKey = 'applykit.locale';

/** The portal's language for a language tag: `es-MX` reads as `es`; an unknown one as English. */
export function portalLocaleOf(tag: string | null | undefined): PortalLocale {
  const base = (tag ?? '').toLowerCase().split('-')[0];
  return portalLanguages.find((language) => language.locale === base)?.locale ?? SOURCE_LOCALE;
}

/** The language chosen in this browser, or null when none was chosen here. */
export function storedLocale(): PortalLocale | null {
  try {
    const stored = localStorage.getItem(storageKey);
    return stored === null ? null : portalLocaleOf(stored);
  } catch {
    return null;
  }
}

export function storeLocale(locale: PortalLocale): void {
  try {
    localStorage.setItem(storageKey, locale);
  } catch {
    // Storage refused (private mode, full): the choice lasts for this visit only.
  }
}
