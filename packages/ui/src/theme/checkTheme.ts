import {
  contrastRatio,
  focusRingBackgrounds,
  isThemeColour,
  nonTextPairs,
  textPairs,
} from './contrast';
import { defaultTokens, mergeTokens, type PartnerTokens } from './tokens';

/** WCAG AA for text, and for focus indicators and the borders of controls. */
const TEXT_CONTRAST = 4.5;
const NON_TEXT_CONTRAST = 3;

const ratio = (value: number) => `${(Math.floor(value * 100) / 100).toFixed(2)}:1`;

type Tree = { [key: string]: string | Tree };

/** Every leaf of a token tree with its dotted path, and the paths that are not tokens at all. */
function walk(
  given: unknown,
  known: Tree,
  path: string,
  leaves: [string, string, string][],
  unknown: string[],
) {
  if (typeof given !== 'object' || given === null) {
    unknown.push(`${path} must be an object of tokens`);
    return;
  }
  for (const [key, value] of Object.entries(given)) {
    const where = `${path}.${key}`;
    const expected = Object.hasOwn(known, key) ? known[key] : undefined;
    if (expected === undefined) unknown.push(`${where} is not a theme token`);
    else if (typeof expected === 'string') {
      if (typeof value === 'string') leaves.push([where, key, value]);
      else unknown.push(`${where} must be a string`);
    } else walk(value, expected, where, leaves, unknown);
  }
}

const fontFamily = /^[^;{}<>]+$/;
const length = /^(0|\d*\.?\d+(px|rem|em))$/;

/**
 * Everything wrong with a partner's theme, as sentences naming the token: values that are not
 * colours, fonts or lengths, unknown tokens, and (once every colour is one) each text and
 * background pair under 4.5:1 and each place the focus ring stands out less than 3:1. Empty
 * when the theme is usable. Pure, so a server can check a partner's settings at start-up.
 */
export function findThemeProblems(theme: PartnerTokens, path = 'theme'): string[] {
  const leaves: [string, string, string][] = [];
  const problems: string[] = [];
  walk(theme, defaultTokens as unknown as Tree, path, leaves, problems);
  for (const [where, , value] of leaves) {
    const group = where.slice(path.length + 1).split('.')[0];
    if ((group === 'color' || group === 'focus') && !isThemeColour(value))
      problems.push(`${where} is "${value}", which is not a colour: write it as #rrggbb or #rgb.`);
    if (group === 'font' && !fontFamily.test(value.trim()))
      problems.push(
        `${where} is "${value}", which is not a font-family list: name fonts, such as "Source Sans 3", sans-serif.`,
      );
    if (group === 'radius' && !length.test(value.trim()))
      problems.push(`${where} is "${value}", which is not a length: write it in px, rem or em.`);
  }
  if (problems.length > 0) return problems;

  const tokens = mergeTokens(theme);
  for (const [where, text, background] of textPairs(tokens)) {
    const value = contrastRatio(text, background);
    if (value < TEXT_CONTRAST)
      problems.push(
        `${path}: ${where} is ${text} on ${background}, ${ratio(value)}; text needs at least 4.5:1.`,
      );
  }
  for (const [where, part, background] of nonTextPairs(tokens)) {
    const value = contrastRatio(part, background);
    if (value < NON_TEXT_CONTRAST)
      problems.push(
        `${path}: ${where} is ${part} on ${background}, ${ratio(value)}; it needs at least 3:1.`,
      );
  }
  const { inner, outer } = tokens.focus;
  for (const [where, background] of Object.entries(focusRingBackgrounds(tokens))) {
    const value = Math.max(contrastRatio(inner, background), contrastRatio(outer, background));
    if (value < NON_TEXT_CONTRAST)
      problems.push(
        `${path}: the focus ring (${inner} and ${outer}) stands out ${ratio(value)} from the ${where} (${background}); it needs at least 3:1.`,
      );
  }
  if (contrastRatio(inner, outer) < NON_TEXT_CONTRAST)
    problems.push(
      `${path}: the focus ring's two colours ${inner} and ${outer} are ${ratio(contrastRatio(inner, outer))} apart; they need at least 3:1.`,
    );
  return problems;
}

/**
 * The CSS custom properties a partner's tokens set, by name (`--applykit-color-primary-main`):
 * what `ThemeProvider` puts on the page, or what a partner writes into its own `:root` rule.
 * Only the tokens given; the rest keep the defaults of the kit's stylesheet.
 */
export function themeProperties(theme: PartnerTokens): Record<string, string> {
  const leaves: [string, string, string][] = [];
  walk(theme, defaultTokens as unknown as Tree, '--applykit', leaves, []);
  return Object.fromEntries(leaves.map(([where, , value]) => [where.replaceAll('.', '-'), value]));
}
