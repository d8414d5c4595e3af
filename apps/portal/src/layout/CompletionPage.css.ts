import { style } from '@vanilla-extract/css';
import { vars } from '@applykit/ui';

export const page = style({
  maxWidth: '48rem',
  margin: '0 auto',
  padding: vars.space.l,
  background: vars.color.white.main,
  borderRadius: vars.radius.m,
});

export const message = style({ fontSize: '1.25rem', color: vars.color.accent.dark });

export const pending = style({ display: 'flex', alignItems: 'center', gap: vars.space.s });

export const error = style({ color: vars.color.error.main });
