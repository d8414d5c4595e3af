import { style } from '@applykit/ui/layered-styles';
import { vars } from '@applykit/ui/theme-vars';

/**
 * One column no wider than the window (`minmax(0, 1fr)`): a wide table scrolls in its own box
 * instead of widening the page, which at 320 px pushed the header and Sign out off screen.
 * Long addresses (the signed-in e-mail) break anywhere rather than run past the edge.
 */
export const page = style({
  maxWidth: '72rem',
  margin: '0 auto',
  padding: vars.space.l,
  background: vars.color.white.main,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.l,
  overflowWrap: 'anywhere',
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

/** A table's own sideways scroll, for its columns that cannot fit a narrow window. */
export const tableRegion = style({ overflowX: 'auto' });

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
