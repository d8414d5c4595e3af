import { createGlobalThemeContract, createGlobalTheme, globalLayer } from '@vanilla-extract/css';
import { APPLYKIT_LAYER } from './layered';
import { defaultTokens, type ThemeTokens } from './tokens';

/** The design tokens every widget reads; partners change values, never names. */
export const vars = createGlobalThemeContract<ThemeTokens>(
  defaultTokens,
  (_value, path) => `applykit-${path.join('-')}`,
);

// Declared first, so the layer exists before any rule of the kit, the form or the portal.
globalLayer(APPLYKIT_LAYER);

createGlobalTheme(':root', vars, { ...defaultTokens, '@layer': APPLYKIT_LAYER });
