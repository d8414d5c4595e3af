import type { RecipeVariants } from '@vanilla-extract/recipes';
import { recipe } from '../theme/layered';
import { focusRing } from '../theme/focusRing';
import { vars } from '../theme/theme.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.s,
    border: `2px solid ${vars.color.primary.main}`,
    borderRadius: vars.radius.s,
    fontFamily: vars.font.body,
    fontSize: '1rem',
    fontWeight: 600,
    cursor: 'pointer',
    maxWidth: '100%',
    boxSizing: 'border-box',
    selectors: {
      '&:focus-visible': focusRing,
      '&:disabled, &[aria-disabled="true"]': {
        cursor: 'not-allowed',
        background: vars.color.disabled.light,
        borderColor: vars.color.disabled.light,
        color: vars.color.disabled.dark,
      },
    },
  },
  variants: {
    variant: {
      primary: { background: vars.color.primary.main, color: vars.color.white.main },
      secondary: { background: vars.color.white.main, color: vars.color.primary.main },
      danger: {
        background: vars.color.error.main,
        borderColor: vars.color.error.main,
        color: vars.color.white.main,
      },
    },
    size: {
      save: { width: vars.size.button.saveWidth, height: vars.size.button.saveHeight },
      submit: { width: vars.size.button.submitWidth, height: vars.size.button.submitHeight },
      logout: { width: vars.size.button.logoutWidth, height: vars.size.button.logoutHeight },
      auto: { padding: `${vars.space.s} ${vars.space.m}`, minHeight: '2.75rem' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'auto' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
