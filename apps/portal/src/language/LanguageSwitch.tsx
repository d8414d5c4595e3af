import { useMessages } from '@applykit/ui';
import { useId } from 'react';
import { api } from '../api/calls';
import { useNotify } from '../notifications/useNotify';
import { useIsLoggedIn } from '../session/sessionStore';
import { portalLanguages, portalLocaleOf } from './languageChoice';
import { usePortalLanguage } from './LanguageProvider';
import * as styles from './LanguageSwitch.css';

/**
 * The language switch in the header: a labelled list of the languages, each named in itself.
 * A logged-in applicant's choice is saved on the account, so it follows them to another device.
 * The other languages start loading when the pointer or focus reaches the list, so the choice
 * usually finds its texts here; one that cannot load leaves the page as it was and says so.
 */
export function LanguageSwitch() {
  const { locale, setLocale, prepareLanguages } = usePortalLanguage();
  const { t } = useMessages();
  const isLoggedIn = useIsLoggedIn();
  const notify = useNotify();
  const id = useId();
  return (
    <div className={styles.languageSwitch}>
      <label htmlFor={id} className={styles.label}>
        {t('portal.language.label')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={locale}
        onPointerEnter={prepareLanguages}
        onFocus={prepareLanguages}
        onChange={(event) => {
          const next = portalLocaleOf(event.target.value);
          void setLocale(next).then((switched) => {
            if (!switched) {
              notify.error(t('portal.language.errorLabel'), t('portal.language.loadFailed'));
              return;
            }
            if (!isLoggedIn) return;
            api.saveLocale(next).then(
              () => notify.clear(t('portal.language.errorLabel')),
              () => notify.error(t('portal.language.errorLabel'), t('portal.language.saveFailed')),
            );
          });
        }}
      >
        {portalLanguages.map((language) => (
          <option key={language.locale} value={language.locale} lang={language.locale}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
