import { recipe, style } from '../theme/layered';
import { focusRing } from '../theme/focusRing';
import { vars } from '../theme/theme.css';

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.s,
  rowGap: vars.space.xs,
  alignItems: 'start',
  fontFamily: vars.font.body,
  color: vars.color.neutral.dark,
});

export const itemLabel = style({ paddingBlock: '0.125rem', cursor: 'pointer', fontSize: '1rem' });
export const itemHint = style({
  gridColumn: 2,
  margin: 0,
  fontSize: '0.875rem',
  color: vars.color.neutral.main,
});

/** A Radix checkbox or radio; checked and invalid looks key on its data-state and aria attributes. */
export const box = recipe({
  base: {
    all: 'unset',
    boxSizing: 'border-box',
    inlineSize: vars.size.target,
    blockSize: vars.size.target,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    border: `2px solid ${vars.color.neutral.main}`,
    background: vars.color.white.main,
    color: vars.color.white.main,
    cursor: 'pointer',
    flexShrink: 0,
    selectors: {
      '&[data-state="checked"]': {
        background: vars.color.primary.main,
        borderColor: vars.color.primary.main,
      },
      '&[aria-invalid="true"], [data-invalid] &': { borderColor: vars.color.error.main },
      '&:focus-visible': focusRing,
      '&[data-disabled]': {
        cursor: 'not-allowed',
        background: vars.color.disabled.extraLight,
        borderColor: vars.color.disabled.main,
      },
      '&[data-disabled][data-state="checked"]': { background: vars.color.disabled.main },
    },
  },
  variants: {
    shape: {
      square: { borderRadius: vars.radius.s },
      round: { borderRadius: '50%' },
    },
  },
  defaultVariants: { shape: 'square' },
});

/**
 * The chosen radio's dot, drawn as a border in the text colour (as GOV.UK does): forced
 * colours repaint backgrounds as the page colour, so a filled dot would vanish there.
 */
export const radioDot = style({
  boxSizing: 'border-box',
  inlineSize: '0.625rem',
  blockSize: '0.625rem',
  borderRadius: '50%',
  border: '0.3125rem solid currentColor',
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s });
export const horizontal = style({
  flexDirection: 'row',
  flexWrap: 'wrap',
  columnGap: vars.space.l,
});

/**
 * The native input that carries a radio's or check box's answer in its form: out of sight and
 * out of reach, over its box and of the box's size, where Radix measured the box to put it.
 */
export const formValue = style({
  position: 'absolute',
  pointerEvents: 'none',
  opacity: 0,
  margin: 0,
  inlineSize: vars.size.target,
  blockSize: vars.size.target,
  transform: 'translateX(-100%)',
});
