import { style } from '../theme/layered';
import { focusRing } from '../theme/focusRing';
import { vars } from '../theme/theme.css';

export const content = style({
  position: 'relative',
  boxSizing: 'border-box',
  minInlineSize: '12rem',
  maxInlineSize: 'calc(100vw - 1rem)',
  padding: vars.space.m,
  paddingInlineEnd: '3.25rem',
  borderRadius: vars.radius.m,
  background: vars.color.white.main,
  color: vars.color.neutral.dark,
  fontFamily: vars.font.body,
  boxShadow: '0 10px 38px rgb(0 0 0 / 0.25)',
  zIndex: vars.zIndex.overlay,
  selectors: { '&:focus-visible': focusRing },
});

export const close = style({
  all: 'unset',
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: '1.5rem',
  lineHeight: 1,
  borderRadius: vars.radius.s,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.neutral.extraLight },
    '&:focus-visible': focusRing,
  },
});

export const arrow = style({ fill: vars.color.white.main });
