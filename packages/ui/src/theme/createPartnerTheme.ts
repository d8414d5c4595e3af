import { createTheme } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { mergeTokens, type PartnerTokens } from './tokens';

/**
 * A partner's theme: call it inside your own `.css.ts` file (vanilla-extract evaluates it at
 * build time) and put the returned class name on a container. Tokens left out keep their
 * default values.
 *
 * ```ts
 * // brand.css.ts
 * export const brand = createPartnerTheme({ color: { primary: { main: '#5b2a86' } } });
 * ```
 */
export function createPartnerTheme(tokens: PartnerTokens, debugId?: string): string {
  return createTheme(vars, mergeTokens(tokens), debugId);
}
