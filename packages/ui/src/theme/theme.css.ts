import { createGlobalThemeContract, createGlobalTheme } from '@vanilla-extract/css';

const shades = { extraLight: null, light: null, main: null, dark: null } as const;

/** The design tokens every widget reads; partners change values, never names. */
export const vars = createGlobalThemeContract(
  {
    color: {
      primary: shades,
      secondary: shades,
      accent: shades,
      neutral: shades,
      white: shades,
      error: shades,
      disabled: shades,
    },
    font: { body: null, heading: null },
    space: { xs: null, s: null, m: null, l: null, xl: null },
    radius: { s: null, m: null },
  },
  (_value, path) => `applykit-${path.join('-')}`,
);

type Shades = Record<'extraLight' | 'light' | 'main' | 'dark', string>;
export type ColorName = keyof typeof vars.color;

/** The values a theme gives to every token of the contract. */
export interface ThemeTokens {
  color: Record<ColorName, Shades>;
  font: { body: string; heading: string };
  space: Record<'xs' | 's' | 'm' | 'l' | 'xl', string>;
  radius: Record<'s' | 'm', string>;
}

export const defaultTokens = {
  color: {
    primary: { extraLight: '#e8eef8', light: '#7a9bd1', main: '#1d4f91', dark: '#12335e' },
    secondary: { extraLight: '#fdf5e0', light: '#f6d27a', main: '#b88500', dark: '#7a5800' },
    accent: { extraLight: '#e6f4f1', light: '#6cc2ae', main: '#00745d', dark: '#004d3e' },
    neutral: { extraLight: '#f4f5f7', light: '#c9ccd1', main: '#595f69', dark: '#1f2329' },
    white: { extraLight: '#ffffff', light: '#ffffff', main: '#ffffff', dark: '#f0f0f0' },
    error: { extraLight: '#fbeaea', light: '#e58a8a', main: '#b3261e', dark: '#7a1a14' },
    disabled: { extraLight: '#f2f2f2', light: '#d6d6d6', main: '#8c8c8c', dark: '#5c5c5c' },
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  space: { xs: '0.25rem', s: '0.5rem', m: '1rem', l: '1.5rem', xl: '2.5rem' },
  radius: { s: '4px', m: '8px' },
} satisfies ThemeTokens;

createGlobalTheme(':root', vars, defaultTokens);
