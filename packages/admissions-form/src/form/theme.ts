import { themeProperties } from '@applykit/ui';
import type { CSSProperties } from 'react';
import { partnerTokens, type PartnerTheme } from '../model/partner';

/**
 * The partner's theme as inline custom properties, for a container of the form's own (the
 * print view, a submitted copy). The whole page, portals included, gets it from the
 * `ThemeProvider` the form renders.
 */
export function partnerThemeStyle(theme: PartnerTheme | undefined): CSSProperties {
  return themeProperties(partnerTokens(theme)) as CSSProperties;
}
