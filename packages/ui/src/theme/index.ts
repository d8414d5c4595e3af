export { vars } from './theme.css';
export { defaultTokens, mergeTokens } from './tokens';
export type { ColorName, Shade, ThemeTokens, PartnerTokens } from './tokens';
export { focusRing } from './focusRing';
export { contrastRatio, focusRingBackgrounds, focusRingContrasts } from './contrast';
export { findThemeProblems, themeProperties } from './checkTheme';
export { isThemeColour, nonTextPairs, textPairs } from './contrast';
export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
