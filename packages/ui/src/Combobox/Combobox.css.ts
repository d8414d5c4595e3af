import { recipe, style } from '../theme/layered';
import { vars } from '../theme/theme.css';

export const anchor = style({ position: 'relative' });

export const menu = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: 'calc(100% + 2px)',
  zIndex: 10,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  background: vars.color.white.main,
  border: `2px solid ${vars.color.neutral.main}`,
  borderRadius: vars.radius.s,
  boxShadow: '0 4px 12px rgb(0 0 0 / 0.15)',
  maxBlockSize: '20rem',
  overflowY: 'auto',
  selectors: {
    '&:empty': { display: 'none' },
    // In the top layer (listInTopLayer.ts): placed at the input from its rectangle.
    '&:popover-open': { position: 'fixed', inset: 'auto', margin: 0, boxSizing: 'border-box' },
  },
});

export const option = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minBlockSize: '2.75rem',
    justifyContent: 'center',
    padding: `${vars.space.xs} ${vars.space.s}`,
    cursor: 'pointer',
    fontFamily: vars.font.body,
    color: vars.color.neutral.dark,
    selectors: {
      '&[aria-selected="true"]': {
        background: vars.color.primary.extraLight,
        outline: `2px solid ${vars.color.primary.main}`,
        outlineOffset: '-2px',
      },
    },
  },
});

export const subText = style({ fontSize: '0.875rem', color: vars.color.neutral.main });
export const notice = style({
  margin: `calc(-1 * ${vars.space.s}) 0 ${vars.space.m}`,
  fontWeight: 600,
  color: vars.color.neutral.dark,
  selectors: { '&:empty': { display: 'none' } },
});
