import { vars } from './theme.css';

/**
 * The focus indicator of every control (GOV.UK's two colours): a 3px dark ring hugging the
 * control and a 3px light ring around that. A single colour stands out from some backgrounds
 * only (the old gold ring reached 2.91:1 on the green uploaded box); of two colours that far
 * apart, one always reaches 3:1. Forced colours drop the shadow and keep the outline, in the
 * system's colour. Spread it into a `:focus-visible` selector.
 */
export const focusRing = {
  outline: `3px solid ${vars.focus.outer}`,
  outlineOffset: '3px',
  boxShadow: `0 0 0 3px ${vars.focus.inner}`,
} as const;
