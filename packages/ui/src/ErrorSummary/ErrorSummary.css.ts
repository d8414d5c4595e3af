import { style } from '../theme/layered';
import { focusRing } from '../theme/focusRing';
import { vars } from '../theme/theme.css';

export const summary = style({
  border: `4px solid ${vars.color.error.main}`,
  padding: vars.space.m,
  marginBlockEnd: vars.space.l,
  fontFamily: vars.font.body,
  color: vars.color.neutral.dark,
  background: vars.color.white.main,
  selectors: {
    '&:focus': focusRing,
  },
});

export const title = style({
  margin: `0 0 ${vars.space.s}`,
  fontSize: '1.25rem',
  fontFamily: vars.font.heading,
});
export const description = style({ margin: `0 0 ${vars.space.s}` });
export const heading = style({ margin: `${vars.space.m} 0 ${vars.space.xs}`, fontSize: '1rem' });
export const list = style({ margin: 0, paddingInlineStart: vars.space.l });
export const link = style({
  display: 'inline-block',
  // Taller than 24px, so stacked links meet WCAG 2.2 target size (2.5.8).
  paddingBlock: '0.25rem',
  color: vars.color.error.main,
  fontWeight: 600,
  textDecoration: 'underline',
  selectors: {
    '&:hover': { color: vars.color.error.dark },
    '&:focus-visible': focusRing,
  },
});
