import { style } from '@applykit/ui/layered-styles';
import { focusRing, vars } from '@applykit/ui/theme-vars';

export const languageSwitch = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
});

export const label = style({ color: vars.color.white.main, fontWeight: 600 });

export const select = style({
  minHeight: '2.75rem',
  padding: `0 ${vars.space.s}`,
  fontSize: '1rem',
  fontFamily: 'inherit',
  borderRadius: vars.radius.s,
  border: `1px solid ${vars.color.neutral.light}`,
  ':focus-visible': focusRing,
});
