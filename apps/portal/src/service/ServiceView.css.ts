import { style } from '@applykit/ui/layered-styles';
import { vars } from '@applykit/ui/theme-vars';

export const page = style({
  maxWidth: '60rem',
  margin: '0 auto',
  padding: vars.space.l,
  background: vars.color.white.main,
  '@media': { print: { padding: 0, maxWidth: 'none' } },
});

export const reason = style({ textAlign: 'center' });
