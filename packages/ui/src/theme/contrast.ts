import type { ThemeTokens } from './tokens';

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two `#rrggbb` colours, from 1 to 21. */
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
