import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const groups = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l });
export const group = style({
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.secondary.main}`, outlineOffset: '4px' },
  },
});
export const footer = style({ marginBlockStart: vars.space.m });
