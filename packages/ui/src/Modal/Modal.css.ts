import { keyframes } from '@vanilla-extract/css';
import { recipe, style } from '../theme/layered';
import { focusRing } from '../theme/focusRing';
import { vars } from '../theme/theme.css';

/** Tablet widths apply below this width; phones get nearly the full screen. */
const tablet = 'screen and (max-width: 64rem)';
/** Phones: every size takes the screen's width less a margin, so nothing scrolls sideways. */
const phone = 'screen and (max-width: 30rem)';
const phoneWidth = 'calc(100vw - 2rem)';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: 'rgb(0 0 0 / 0.5)',
  zIndex: vars.zIndex.overlay,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${fadeIn} 150ms ease-out` },
  },
});

export const content = recipe({
  base: {
    position: 'fixed',
    insetBlockStart: '50%',
    insetInlineStart: '50%',
    transform: 'translate(-50%, -50%)',
    zIndex: vars.zIndex.overlay,
    boxSizing: 'border-box',
    maxInlineSize: 'calc(100vw - 2rem)',
    maxBlockSize: 'calc(100dvh - 2rem)',
    overflowY: 'auto',
    background: vars.color.white.main,
    color: vars.color.neutral.dark,
    fontFamily: vars.font.body,
    borderRadius: vars.radius.m,
    boxShadow: '0 10px 38px rgb(0 0 0 / 0.35)',
    padding: vars.space.l,
    // Long e-mail addresses and links wrap instead of widening the dialog (320 px, text spacing).
    overflowWrap: 'anywhere',
    '@media': { [phone]: { padding: vars.space.m } },
    selectors: { '&:focus-visible': focusRing },
  },
  variants: {
    size: {
      xs: {
        inlineSize: vars.size.modal.xs,
        '@media': {
          [tablet]: { inlineSize: vars.size.modal.tabletXs },
          [phone]: { inlineSize: phoneWidth },
        },
      },
      s: {
        inlineSize: vars.size.modal.s,
        '@media': {
          [tablet]: { inlineSize: vars.size.modal.tabletS },
          [phone]: { inlineSize: phoneWidth },
        },
      },
      m: {
        inlineSize: vars.size.modal.m,
        '@media': {
          [tablet]: { inlineSize: vars.size.modal.tabletM },
          [phone]: { inlineSize: phoneWidth },
        },
      },
    },
  },
  defaultVariants: { size: 's' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.m,
  marginBlockEnd: vars.space.m,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: '1.5rem',
  color: vars.color.neutral.dark,
});

export const close = style({
  all: 'unset',
  boxSizing: 'border-box',
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  fontSize: '1.5rem',
  lineHeight: 1,
  borderRadius: vars.radius.s,
  color: vars.color.neutral.dark,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.neutral.extraLight },
    '&:focus-visible': focusRing,
  },
});

export const description = style({ marginBlock: `0 ${vars.space.m}` });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.s,
  marginBlockStart: vars.space.l,
});
