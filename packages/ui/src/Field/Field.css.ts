import type { RecipeVariants } from '@vanilla-extract/recipes';
import { globalStyle, recipe, style } from '../theme/layered';
import { focusRing } from '../theme/focusRing';
import { vars } from '../theme/theme.css';

export const field = style({
  // A paint layer of its own (no stacking context: listboxes and popovers keep their z-index
  // over later fields): a keystroke repaints its own question, not every question of the page.
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBlockEnd: vars.space.m,
  border: 0,
  padding: 0,
  minInlineSize: 0,
  maxInlineSize: '100%',
  fontFamily: vars.font.body,
  color: vars.color.neutral.dark,
  selectors: {
    // Besides colour, an invalid question carries a bar down its side and a written "Error:".
    '&[data-invalid]': {
      borderInlineStart: `5px solid ${vars.color.error.main}`,
      paddingInlineStart: vars.space.m,
    },
  },
});

export const label = style({
  fontWeight: 600,
  fontSize: '1rem',
  color: vars.color.neutral.dark,
  padding: 0,
});

export const requiredMarker = style({
  color: vars.color.error.main,
  marginInlineStart: vars.space.xs,
});

export const hint = style({ margin: 0, fontSize: '0.875rem', color: vars.color.neutral.main });

export const errors = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: '0.875rem',
  fontWeight: 600,
  color: vars.color.error.main,
});

globalStyle(`${errors} > p`, { margin: 0 });

export const errorPrefix = style({ fontWeight: 700 });

/** The look of every text-like control; invalid, disabled and read-only come from attributes. */
export const control = recipe({
  base: {
    boxSizing: 'border-box',
    inlineSize: '100%',
    minBlockSize: '2.75rem',
    padding: `${vars.space.s} ${vars.space.s}`,
    // 16px text keeps phone browsers from zooming into the field on focus.
    fontSize: '1rem',
    fontFamily: vars.font.body,
    color: vars.color.neutral.dark,
    background: vars.color.white.main,
    selectors: {
      '&:focus-visible': focusRing,
      '&[aria-invalid="true"]': { borderColor: vars.color.error.main },
      '&:disabled': {
        cursor: 'not-allowed',
        color: vars.color.disabled.dark,
        background: vars.color.disabled.extraLight,
        borderColor: vars.color.disabled.main,
      },
    },
  },
  variants: {
    variant: {
      outlined: { border: `2px solid ${vars.color.neutral.main}`, borderRadius: vars.radius.s },
      underlined: {
        border: 0,
        borderBottom: `2px solid ${vars.color.neutral.main}`,
        borderRadius: 0,
        paddingInline: 0,
      },
    },
  },
  defaultVariants: { variant: 'outlined' },
});

export type ControlVariants = NonNullable<RecipeVariants<typeof control>>;

export const readOnly = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBlockEnd: vars.space.m,
  fontFamily: vars.font.body,
  color: vars.color.neutral.dark,
});

export const readOnlyValue = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
