import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

export const root = style({ fontFamily: vars.font.body });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    minBlockSize: '2.75rem',
    padding: `0 ${vars.space.m}`,
    borderBottom: '4px solid transparent',
    color: vars.color.primary.main,
    fontWeight: 600,
    textDecoration: 'none',
    selectors: {
      '&:hover': { textDecoration: 'underline' },
      '&[data-active]': {
        borderBottomColor: vars.color.primary.main,
        color: vars.color.neutral.dark,
      },
      '&:focus-visible': {
        outline: `3px solid ${vars.color.secondary.main}`,
        outlineOffset: '2px',
      },
    },
  },
});
