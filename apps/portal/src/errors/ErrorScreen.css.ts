import { style } from '@applykit/ui/layered-styles';

export const screen = style({
  maxWidth: '40rem',
  margin: '3rem auto',
  padding: '0 1rem',
  textAlign: 'center',
});
