import { recipe, style } from '../theme/layered';
import { vars } from '../theme/theme.css';

export const list = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space.m}`,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  fontSize: '0.875rem',
});

export const heading = style({
  margin: `0 0 ${vars.space.xs}`,
  fontFamily: vars.font.body,
  fontWeight: 600,
  fontSize: '0.875rem',
});

export const item = recipe({
  base: { display: 'flex', gap: vars.space.s, alignItems: 'baseline' },
  variants: {
    state: {
      met: { color: vars.color.accent.main },
      unmet: { color: vars.color.neutral.main },
    },
  },
});

export const icon = style({ inlineSize: '1em', fontWeight: 700 });
