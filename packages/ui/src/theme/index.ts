export { vars, defaultTokens } from './theme.css';
export type { ColorName, ThemeTokens } from './theme.css';
