import { style } from '@applykit/ui/layered-styles';
import { vars } from '@applykit/ui/theme-vars';

export const page = style({
  maxWidth: '48rem',
  margin: '0 auto',
  padding: vars.space.l,
  background: vars.color.white.main,
  borderRadius: vars.radius.m,
  // At 320 px with wider text spacing, "Application" in the heading needs every pixel.
  '@media': { 'screen and (max-width: 600px)': { padding: vars.space.m } },
});

export const heading = style({
  '@media': { 'screen and (max-width: 600px)': { fontSize: '1.5rem' } },
});

export const message = style({ fontSize: '1.25rem', color: vars.color.accent.dark });

// An e-mail address has no place to break: at 320 px it would push the page sideways.
export const receipt = style({ overflowWrap: 'anywhere' });

export const pending = style({ display: 'flex', alignItems: 'center', gap: vars.space.s });

export const error = style({ color: vars.color.error.main });
