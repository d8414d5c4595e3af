import { vars } from '@applykit/ui/theme-vars';
import { style } from '@applykit/ui/layered-styles';

/** The notices as plain text when the toast widget could not load: bottom right, like toasts. */
export const fallback = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  maxInlineSize: 'min(390px, 100vw)',
  boxSizing: 'border-box',
  padding: '1rem',
  background: vars.color.white.main,
  color: vars.color.neutral.dark,
  borderInlineStart: `6px solid ${vars.color.error.main}`,
  selectors: { '&:empty': { display: 'none' } },
});
