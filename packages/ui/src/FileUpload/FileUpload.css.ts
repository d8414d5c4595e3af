import { recipe, style } from '../theme/layered';
import { focusRing } from '../theme/focusRing';
import { vars } from '../theme/theme.css';

export const input = style({
  fontFamily: vars.font.body,
  fontSize: '1rem',
  maxInlineSize: '100%',
  minBlockSize: vars.size.target,
  selectors: {
    '&::file-selector-button': {
      minBlockSize: '2.75rem',
      marginInlineEnd: vars.space.s,
      padding: `${vars.space.s} ${vars.space.m}`,
      border: `2px solid ${vars.color.primary.main}`,
      borderRadius: vars.radius.s,
      background: vars.color.white.main,
      color: vars.color.primary.main,
      fontWeight: 600,
      cursor: 'pointer',
    },
    '&:focus-visible': focusRing,
  },
});

/** The box showing progress or the uploaded file; its look follows `data-state`. */
export const status = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.s,
    padding: vars.space.s,
    borderRadius: vars.radius.s,
    border: `1px solid ${vars.color.neutral.light}`,
    fontFamily: vars.font.body,
    selectors: {
      '&[data-state="done"]': {
        borderColor: vars.color.accent.main,
        background: vars.color.accent.extraLight,
      },
    },
  },
});

export const uploaded = style({ fontWeight: 700, color: vars.color.accent.dark });
export const fileName = style({ fontWeight: 600, overflowWrap: 'anywhere', flex: '1 1 10rem' });
export const notice = style({ margin: 0, color: vars.color.neutral.main });
