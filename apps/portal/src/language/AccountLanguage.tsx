import { useEffect, useRef } from 'react';
import { api } from '../api/calls';
import { useSession } from '../session/SessionProvider';
import { portalLocaleOf, storedLocale } from './languageChoice';
import { usePortalLanguage } from './LanguageProvider';

/**
 * After a log in, the account's language wins: the applicant sees the language they chose last,
 * on any device. An account without a choice yet takes the one made in this browser before
 * logging in.
 */
export function AccountLanguage() {
  const { profile } = useSession();
  const { locale, setLocale } = usePortalLanguage();
  const settledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!profile) {
      settledFor.current = null;
      return;
    }
    if (settledFor.current === profile.username) return;
    settledFor.current = profile.username;
    if (profile.locale) void setLocale(portalLocaleOf(profile.locale));
    else if (storedLocale() !== null) api.saveLocale(locale).catch(() => undefined);
  }, [profile, locale, setLocale]);
  return null;
}
