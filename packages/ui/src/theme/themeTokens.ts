// The theme without React or styles: tokens, contrast and the start-up check, for servers and
// partner tooling (`@applykit/ui/theme-tokens`).
export { defaultTokens, mergeTokens } from './tokens';
export type { ColorName, Shade, ThemeTokens, PartnerTokens } from './tokens';
export {
  contrastRatio,
  focusRingBackgrounds,
  focusRingContrasts,
  isThemeColour,
  nonTextPairs,
  textPairs,
} from './contrast';
export { findThemeProblems, themeProperties } from './checkTheme';
