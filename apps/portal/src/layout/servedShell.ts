import { createTranslator, kitCatalogues } from '@applykit/ui/messages';
import { portalPartner } from '../form/partner';
import { portalLocaleOf } from '../language/languageChoice';
import { portalCatalogues } from '../messages';

/**
 * What the HTML the server sends says before any script runs: the language a first visit
 * opens in (the partner's `defaultLocale`) and the tab's title in it, the product's name in
 * that language and the partner's. Run at build (shippedFiles.ts), with the partner of the build.
 */
export function servedShellText(): { lang: string; title: string } {
  const lang = portalLocaleOf(portalPartner.defaultLocale);
  const { t } = createTranslator({ locale: lang, catalogues: [kitCatalogues, portalCatalogues] });
  return { lang, title: `${t('portal.brand')} – ${portalPartner.institutionName}` };
}
