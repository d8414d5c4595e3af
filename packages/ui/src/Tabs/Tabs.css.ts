import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
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
    padding: `${vars.space.s} ${vars.space.m}`,
    fontFamily: vars.font.body,
    fontSize: '1rem',
    fontWeight: 600,
    color: vars.color.neutral.main,
    borderBottom: '4px solid transparent',
    marginBlockEnd: '-2px',
    cursor: 'pointer',
    selectors: {
      '&[data-state="active"]': {
        color: vars.color.primary.main,
        borderBottomColor: vars.color.primary.main,
      },
      '&:focus-visible': {
        outline: `3px solid ${vars.color.secondary.main}`,
        outlineOffset: '2px',
      },
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabled.dark },
    },
  },
});

export const content = style({
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.secondary.main}`, outlineOffset: '2px' },
  },
});
