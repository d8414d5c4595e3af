import { globalStyle, style } from '@applykit/ui/layered-styles';
import { focusRing, vars } from '@applykit/ui/theme-vars';

globalStyle('html, body', {
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.neutral.dark,
  background: vars.color.neutral.extraLight,
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.m,
  padding: `${vars.space.s} ${vars.space.l}`,
  background: vars.color.primary.dark,
  color: vars.color.white.main,
  '@media': { 'screen and (max-width: 600px)': { padding: `${vars.space.s} ${vars.space.m}` } },
});

export const headerTools = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.m,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
  fontFamily: vars.font.heading,
  color: vars.color.white.main,
  fontSize: '1.25rem',
  fontWeight: 700,
  textDecoration: 'none',
  ':focus-visible': focusRing,
});

/** The partner's logo beside the product name: as tall as the header's text line allows. */
export const logo = style({ display: 'block', height: '2.5rem', width: 'auto' });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '72rem',
  margin: '0 auto',
  padding: vars.space.l,
  '@media': { 'screen and (max-width: 600px)': { padding: vars.space.m } },
});

export const stepNavigation = style({
  background: vars.color.white.main,
  borderBottom: `1px solid ${vars.color.neutral.light}`,
  overflowX: 'auto',
});

/** Off screen until focused, then shown above the header (the GOV.UK skip link). */
export const skipLink = style({
  position: 'absolute',
  left: '-9999px',
  top: 0,
  zIndex: 1,
  padding: vars.space.s,
  background: vars.color.white.main,
  color: vars.color.primary.dark,
  fontWeight: 700,
  ':focus': {
    position: 'static',
    display: 'block',
    outline: `3px solid ${vars.color.primary.dark}`,
    outlineOffset: '-3px',
  },
});

/** The form's footer, rendered here by the page, below main and as wide as main. */
export const footerSlot = style({
  width: '100%',
  maxWidth: '72rem',
  margin: '0 auto',
  padding: `0 ${vars.space.l} ${vars.space.l}`,
  '@media': { 'screen and (max-width: 600px)': { padding: `0 ${vars.space.m} ${vars.space.m}` } },
});
