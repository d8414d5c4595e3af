import { style } from '@applykit/ui/layered-styles';

export const countdown = style({ fontSize: '1.25rem', margin: '1rem 0' });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
