import { style } from '../theme/layered';
import { focusRing } from '../theme/focusRing';
import { vars } from '../theme/theme.css';

export const groups = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l });
export const group = style({
  selectors: {
    '&:focus-visible': focusRing,
  },
});
export const footer = style({ marginBlockStart: vars.space.m });
