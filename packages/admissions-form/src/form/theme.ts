import { vars } from '@applykit/ui';
import type { CSSProperties } from 'react';
import type { PartnerTheme } from '../model/partner';

/** The CSS custom property behind a contract token: 'var(--applykit-color-primary-main)' → its name. */
function propertyOf(token: string): string | undefined {
  return /^var\((--[^),]+)/.exec(token)?.[1];
}

/** Inline custom properties that give a partner its colours inside the form only. */
export function partnerThemeStyle(theme: PartnerTheme | undefined): CSSProperties {
  const style: Record<string, string> = {};
  for (const [color, shades] of Object.entries(theme?.color ?? {})) {
    for (const [shade, value] of Object.entries(shades ?? {})) {
      const token = (vars.color as Record<string, Record<string, string>>)[color]?.[shade];
      const property = token ? propertyOf(token) : undefined;
      if (property && value) style[property] = value;
    }
  }
  return style as CSSProperties;
}
