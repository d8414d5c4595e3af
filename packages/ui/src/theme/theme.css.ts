import { createGlobalThemeContract, createGlobalTheme } from '@vanilla-extract/css';
import { defaultTokens, type ThemeTokens } from './tokens';

/** The design tokens every widget reads; partners change values, never names. */
export const vars = createGlobalThemeContract<ThemeTokens>(
  defaultTokens,
  (_value, path) => `applykit-${path.join('-')}`,
);

createGlobalTheme(':root', vars, defaultTokens);
