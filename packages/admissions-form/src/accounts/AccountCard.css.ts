import { style } from '@applykit/ui/layered-styles';
import { vars } from '@applykit/ui/theme-vars';

export const card = style({
  width: '100%',
  maxWidth: '30rem',
  margin: '2rem auto',
  padding: '1.5rem',
  boxSizing: 'border-box',
  background: vars.color.white.main,
  border: `1px solid ${vars.color.neutral.light}`,
  borderRadius: vars.radius.m,
  '@media': {
    'screen and (max-width: 480px)': { margin: '1rem auto', padding: '1rem', border: 'none' },
  },
});

export const title = style({
  margin: '0 0 1rem',
  fontSize: '1.75rem',
  fontFamily: vars.font.heading,
  color: vars.color.primary.dark,
});

/** The partner's logo at the top of every account card. */
export const logo = style({
  display: 'block',
  height: '3rem',
  width: 'auto',
  marginBottom: '1rem',
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '1rem',
  alignItems: 'stretch',
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: '0.5rem',
});

export const linkButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: vars.color.primary.main,
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const footer = style({ marginTop: '1.5rem', textAlign: 'center' });

export const notice = style({ color: vars.color.error.main, margin: 0 });

// It names the e-mail address, which has no place to break: at 320 px it would push the page
// sideways.
export const intro = style({ margin: 0, overflowWrap: 'anywhere' });
