// The kit's design tokens as CSS variables and its focus ring, for an app's `.css.ts` files
// (`@applykit/ui/theme-vars`). From the main entry, vanilla-extract would evaluate every
// widget's styles with the file, and the compiled file would import every widget's stylesheet.
export { vars } from './theme.css';
export { focusRing } from './focusRing';
