import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, vars } from '@applykit/ui';

globalStyle('html, body', {
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.neutral.dark,
  background: vars.color.neutral.extraLight,
  // 390 px phones must never scroll sideways.
  overflowX: 'hidden',
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

export const brand = style({
  color: vars.color.white.main,
  fontSize: '1.25rem',
  fontWeight: 700,
  textDecoration: 'none',
  ':focus-visible': focusRing,
});

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
