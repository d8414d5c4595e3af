import { keyframes } from '@vanilla-extract/css';
import { globalStyle, recipe, style } from '../theme/layered';
import { focusRing } from '../theme/focusRing';
import { vars } from '../theme/theme.css';

const slideIn = keyframes({
  from: { transform: 'translateX(calc(100% + 1rem))' },
  to: { transform: 'translateX(0)' },
});
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: 'translateX(calc(100% + 1rem))' },
});

export const viewport = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  boxSizing: 'border-box',
  inlineSize: vars.size.toastViewport,
  maxInlineSize: '100vw',
  margin: 0,
  padding: vars.space.m,
  listStyle: 'none',
  outline: 'none',
});

export const toast = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    columnGap: vars.space.s,
    alignItems: 'start',
    padding: vars.space.m,
    borderRadius: vars.radius.m,
    borderInlineStart: '6px solid',
    background: vars.color.white.main,
    color: vars.color.neutral.dark,
    boxShadow: '0 6px 20px rgb(0 0 0 / 0.2)',
    fontFamily: vars.font.body,
    selectors: {
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': {
        transform: 'translateX(0)',
        transition: 'transform 200ms ease-out',
      },
      '&:focus-visible': focusRing,
    },
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        selectors: {
          '&[data-state="open"]': { animation: `${slideIn} 150ms ease-out` },
          '&[data-swipe="end"]': { animation: `${swipeOut} 100ms ease-out` },
        },
      },
    },
  },
  variants: {
    severity: {
      success: { borderInlineStartColor: vars.color.accent.main },
      error: { borderInlineStartColor: vars.color.error.main },
    },
  },
});

export const title = style({ margin: 0, fontWeight: 700, fontSize: '1rem' });
export const description = style({ gridColumn: 1, margin: `${vars.space.xs} 0 0` });
export const action = style({
  gridColumn: 1,
  justifySelf: 'start',
  marginBlockStart: vars.space.s,
  minBlockSize: '2.75rem',
  paddingInline: vars.space.m,
  border: `1px solid ${vars.color.primary.main}`,
  borderRadius: vars.radius.s,
  background: vars.color.white.main,
  color: vars.color.neutral.dark,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
  },
});
export const close = style({
  all: 'unset',
  gridColumn: 2,
  gridRow: '1 / span 2',
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: '1.5rem',
  lineHeight: 1,
  cursor: 'pointer',
  borderRadius: vars.radius.s,
  selectors: {
    '&:focus-visible': focusRing,
  },
});

/**
 * While toasts are shown (the provider sets the property to their height), the page scrolls
 * a focused control above them and has room below its last control to do so.
 */
globalStyle(':root', { scrollPaddingBlockEnd: 'var(--applykit-toast-stack, 0px)' });
globalStyle('body::after', {
  content: '""',
  display: 'block',
  blockSize: 'var(--applykit-toast-stack, 0px)',
});
