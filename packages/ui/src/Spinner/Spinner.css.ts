import { keyframes } from '@vanilla-extract/css';
import { recipe, style } from '../theme/layered';
import { vars } from '../theme/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({ '0%, 80%, 100%': { opacity: 0.25 }, '40%': { opacity: 1 } });
const motion = '(prefers-reduced-motion: no-preference)';

export const spinner = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    verticalAlign: 'middle',
  },
  variants: {
    type: {
      spinner: {
        borderRadius: '50%',
        border: `max(2px, 0.15em) solid ${vars.color.primary.extraLight}`,
        borderTopColor: vars.color.primary.main,
        '@media': { [motion]: { animation: `${spin} 0.8s linear infinite` } },
      },
      circles: {},
    },
    size: {
      s: { fontSize: vars.size.loading.s },
      m: { fontSize: vars.size.loading.m },
      l: { fontSize: vars.size.loading.l },
    },
  },
  compoundVariants: [
    {
      variants: { type: 'spinner' },
      style: { inlineSize: '1em', blockSize: '1em', boxSizing: 'border-box' },
    },
  ],
  defaultVariants: { type: 'spinner', size: 'm' },
});

export const circle = style({
  inlineSize: '1em',
  blockSize: '1em',
  borderRadius: '50%',
  background: vars.color.primary.main,
  '@media': {
    [motion]: {
      animation: `${pulse} 1.2s ease-in-out infinite`,
      selectors: {
        '&:nth-child(2)': { animationDelay: '0.2s' },
        '&:nth-child(3)': { animationDelay: '0.4s' },
      },
    },
  },
});

export const loading = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.loading,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgb(255 255 255 / 0.85)',
});
