/** Token values, kept apart from the .css.ts files so plain code (tests, partner tooling) can read them. */
export type Shade = 'extraLight' | 'light' | 'main' | 'dark';
export type ColorName =
  'primary' | 'secondary' | 'accent' | 'neutral' | 'white' | 'error' | 'disabled';

/** The values a theme gives to every token of the contract. */
export type ThemeTokens = {
  color: Record<ColorName, Record<Shade, string>>;
  /**
   * The two colours of the focus ring: a dark ring against the control and a light one around
   * it. Whatever the background, one of them stands out from it (checked for every theme).
   */
  focus: { inner: string; outer: string };
  font: { body: string; heading: string };
  space: Record<'xs' | 's' | 'm' | 'l' | 'xl', string>;
  radius: Record<'s' | 'm', string>;
  size: {
    button: Record<
      'saveWidth' | 'saveHeight' | 'submitWidth' | 'submitHeight' | 'logoutWidth' | 'logoutHeight',
      string
    >;
    modal: Record<'xs' | 's' | 'm' | 'tabletXs' | 'tabletS' | 'tabletM', string>;
    loading: Record<'s' | 'm' | 'l', string>;
    toastViewport: string;
    /** Smallest pointer target (WCAG 2.2 SC 2.5.8 asks for 24px). */
    target: string;
  };
  zIndex: { loading: string; overlay: string };
};

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

/** What a partner may override: any subset of the token values. */
export type PartnerTokens = DeepPartial<ThemeTokens>;

const systemFont =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * Default values. Text pairs meet WCAG AA 4.5:1 (checked in theme.test.ts): primary.main,
 * neutral.main, error.main and accent.main on white; disabled.dark on disabled.light.
 */
export const defaultTokens: ThemeTokens = {
  color: {
    primary: { extraLight: '#e8eef8', light: '#7a9bd1', main: '#1d4f91', dark: '#12335e' },
    secondary: { extraLight: '#fdf5e0', light: '#f6d27a', main: '#b88500', dark: '#7a5800' },
    accent: { extraLight: '#e6f4f1', light: '#6cc2ae', main: '#00745d', dark: '#004d3e' },
    neutral: { extraLight: '#f4f5f7', light: '#c9ccd1', main: '#595f69', dark: '#1f2329' },
    white: { extraLight: '#ffffff', light: '#ffffff', main: '#ffffff', dark: '#f0f0f0' },
    error: { extraLight: '#fbeaea', light: '#e58a8a', main: '#b3261e', dark: '#7a1a14' },
    disabled: { extraLight: '#f2f2f2', light: '#d6d6d6', main: '#8c8c8c', dark: '#5c5c5c' },
  },
  focus: { inner: '#0b0c0c', outer: '#ffdd00' },
  font: { body: systemFont, heading: systemFont },
  space: { xs: '0.25rem', s: '0.5rem', m: '1rem', l: '1.5rem', xl: '2.5rem' },
  radius: { s: '4px', m: '8px' },
  size: {
    button: {
      saveWidth: '15rem',
      saveHeight: '3rem',
      submitWidth: '10rem',
      submitHeight: '3rem',
      logoutWidth: '100%',
      logoutHeight: '2rem',
    },
    modal: {
      xs: '30rem',
      s: '60rem',
      m: '80vw',
      tabletXs: '30rem',
      tabletS: '70vw',
      tabletM: '90vw',
    },
    loading: { s: '0.4rem', m: '0.8rem', l: '2rem' },
    toastViewport: '390px',
    target: '24px',
  },
  zIndex: { loading: '2147483647', overlay: '1000' },
};

/** The default tokens with a partner's overrides laid over them. */
export function mergeTokens(
  overrides: PartnerTokens,
  base: ThemeTokens = defaultTokens,
): ThemeTokens {
  return mergeLevel(base, overrides) as unknown as ThemeTokens;
}

type TokenTree = { [key: string]: string | TokenTree };

function mergeLevel(base: object, overrides: object | undefined): TokenTree {
  const result: TokenTree = {};
  for (const [key, value] of Object.entries(base) as [string, string | TokenTree][]) {
    const override = (overrides as Record<string, unknown> | undefined)?.[key];
    if (typeof value === 'string') {
      result[key] = typeof override === 'string' ? override : value;
    } else {
      result[key] = mergeLevel(value, override as object | undefined);
    }
  }
  return result;
}
