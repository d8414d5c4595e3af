import { style } from '@applykit/ui/layered-styles';
import { focusRing, vars } from '@applykit/ui/theme-vars';

export const trigger = style({
  minHeight: vars.size.target,
  padding: `${vars.space.s} ${vars.space.m}`,
  border: `1px solid ${vars.color.white.main}`,
  borderRadius: vars.radius.s,
  background: 'transparent',
  color: vars.color.white.main,
  font: 'inherit',
  cursor: 'pointer',
  ':focus-visible': focusRing,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  minWidth: '16rem',
  maxWidth: 'calc(100vw - 16px)',
  paddingTop: vars.space.l,
});

export const label = style({ margin: 0, color: vars.color.neutral.main });

export const username = style({ margin: 0, fontWeight: 700, overflowWrap: 'anywhere' });
