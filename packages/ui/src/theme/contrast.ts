import type { ThemeTokens } from './tokens';

/** A colour the theme accepts: `#rrggbb` or `#rgb` (contrast can be checked only on known colours). */
export function isThemeColour(value: string): boolean {
  return /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
}

/** WCAG relative luminance of a `#rrggbb` or `#rgb` colour. */
function luminance(colour: string): number {
  if (!isThemeColour(colour)) throw new Error(`Not a #rrggbb colour: ${colour}`);
  const hex =
    colour.length === 4
      ? `#${[...colour.slice(1)].map((digit) => digit + digit).join('')}`
      : colour;
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two `#rrggbb` (or `#rgb`) colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Every colour the focus ring sits on or against in the kit and the portal, by where: the
 * page and panels its light ring borders, and the controls its dark ring hugs.
 */
export function focusRingBackgrounds({ color }: ThemeTokens): Record<string, string> {
  return {
    page: color.white.main,
    'pressed or hovered surface': color.white.dark,
    'modal close on hover': color.neutral.extraLight,
    'welcome banner, highlighted suggestion': color.primary.extraLight,
    'date banner': color.secondary.extraLight,
    'uploaded file box (Delete)': color.accent.extraLight,
    'error panel': color.error.extraLight,
    'portal header, primary button': color.primary.main,
    'danger button': color.error.main,
    'field border': color.neutral.main,
  };
}

/** How well the focus ring of `tokens` stands out from each background: its better colour's ratio. */
export function focusRingContrasts(tokens: ThemeTokens): Record<string, number> {
  const { inner, outer } = tokens.focus;
  return Object.fromEntries(
    Object.entries(focusRingBackgrounds(tokens)).map(([where, background]) => [
      where,
      Math.max(contrastRatio(inner, background), contrastRatio(outer, background)),
    ]),
  );
}

/**
 * Every text colour the kit and the portal set on a background, by where: each must reach
 * WCAG AA 4.5:1 in every theme.
 */
export function textPairs({
  color,
}: ThemeTokens): [where: string, text: string, background: string][] {
  return [
    ['primary text on white', color.primary.main, color.white.main],
    ['white text on primary (buttons)', color.white.main, color.primary.main],
    ['white text on the dark primary (portal header)', color.white.main, color.primary.dark],
    ['dark primary text on white (card headings, links)', color.primary.dark, color.white.main],
    ['white text on error (danger buttons)', color.white.main, color.error.main],
    ['body text on white', color.neutral.dark, color.white.main],
    ['body text on the page background', color.neutral.dark, color.neutral.extraLight],
    ['hints on white', color.neutral.main, color.white.main],
    ['errors on white', color.error.main, color.white.main],
    ['met checklist items on white', color.accent.main, color.white.main],
    ['disabled button text', color.disabled.dark, color.disabled.light],
    ['disabled field text', color.disabled.dark, color.disabled.extraLight],
    ['highlighted suggestion text', color.neutral.dark, color.primary.extraLight],
  ];
}

/** Non-text parts (field borders) a user must see to find a control: WCAG's 3:1. */
export function nonTextPairs({
  color,
}: ThemeTokens): [where: string, part: string, background: string][] {
  return [['field borders on white', color.neutral.main, color.white.main]];
}
