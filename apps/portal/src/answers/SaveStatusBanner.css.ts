import { style } from '@applykit/ui/layered-styles';
import { vars } from '@applykit/ui/theme-vars';

const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.m,
  margin: `0 0 ${vars.space.m}`,
  padding: `${vars.space.s} ${vars.space.m}`,
  borderLeft: `0.4rem solid ${vars.color.primary.main}`,
  background: vars.color.white.main,
  color: vars.color.neutral.dark,
});

export const information = notice;

export const failure = style([notice, { borderLeftColor: vars.color.error.main }]);

export const text = style({ margin: 0, flex: '1 1 20rem' });
