import { recipe, style } from '../theme/layered';
import { focusRing } from '../theme/focusRing';
import { vars } from '../theme/theme.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBottom: `2px solid ${vars.color.neutral.light}`,
  marginBlockEnd: vars.space.m,
});

export const trigger = recipe({
  base: {
    all: 'unset',
    boxSizing: 'border-box',
    minBlockSize: '2.75rem',
    // The bar under the chosen tab is its only border: a transparent border on the others
    // would be drawn in full by forced colours, and every tab would look chosen. Their padding
    // takes the bar's place so the labels do not move.
    padding: `${vars.space.s} ${vars.space.m} calc(${vars.space.s} + 4px)`,
    fontFamily: vars.font.body,
    fontSize: '1rem',
    fontWeight: 600,
    color: vars.color.neutral.main,
    border: 'none',
    marginBlockEnd: '-2px',
    cursor: 'pointer',
    selectors: {
      '&[data-state="active"]': {
        color: vars.color.primary.main,
        paddingBlockEnd: vars.space.s,
        borderBottom: '4px solid currentColor',
      },
      '&:focus-visible': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabled.dark },
    },
  },
});

export const content = style({
  selectors: {
    '&:focus-visible': focusRing,
  },
});
