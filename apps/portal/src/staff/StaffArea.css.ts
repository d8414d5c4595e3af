import { style } from '@applykit/ui/layered-styles';
import { vars } from '@applykit/ui/theme-vars';

export const page = style({
  maxWidth: '72rem',
  margin: '0 auto',
  padding: vars.space.l,
  background: vars.color.white.main,
  display: 'grid',
  gap: vars.space.l,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const nav = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m });

export const form = style({ display: 'grid', gap: vars.space.m, maxWidth: '32rem' });

export const filters = style({
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  alignItems: 'end',
});

export const table = style({ width: '100%', borderCollapse: 'collapse', textAlign: 'left' });

export const cell = style({
  borderBottom: `1px solid ${vars.color.neutral.light}`,
  padding: vars.space.s,
  verticalAlign: 'top',
});

export const error = style({ color: vars.color.error.dark });

export const codes = style({ fontFamily: 'monospace', fontSize: '1.1rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m });

export const exportForm = style({ display: 'grid', gap: vars.space.m });

export const fieldset = style({
  display: 'grid',
  gap: vars.space.s,
  border: `1px solid ${vars.color.neutral.light}`,
  padding: vars.space.m,
  margin: 0,
});

export const choices = style({
  display: 'grid',
  gap: vars.space.s,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
});

/** A checkbox or radio with its label, at least 24px high to hit. */
export const choice = style({
  display: 'flex',
  gap: vars.space.s,
  alignItems: 'center',
  minHeight: '24px',
});

export const disclosure = style({ display: 'grid', gap: vars.space.m });
