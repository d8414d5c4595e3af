import { vars } from '@applykit/ui/theme-vars';
import { globalStyle, style } from '@applykit/ui/layered-styles';

export const root = style({
  fontFamily: vars.font.body,
  color: vars.color.neutral.dark,
  maxWidth: '60rem',
  margin: '0 auto',
  padding: vars.space.m,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.l,
});

export const pageHeading = style({
  fontFamily: vars.font.heading,
  color: vars.color.primary.dark,
  fontSize: '2rem',
  margin: 0,
});

/**
 * Room around a section's content for what its controls draw outside themselves: the kit's
 * focus ring reaches 6px beyond a control (a 3px outline 3px away).
 */
const inkRoom = '0.5rem';

/**
 * A page's top-level section. The box reaches `inkRoom` past the content on the sides and below
 * (padding, taken back by a negative margin: nothing moves), and the separator is drawn across
 * the content's width only, so that `containedSection` can clip at the box without cutting a
 * focus ring.
 */
export const section = style({
  position: 'relative',
  // The separator's pixel, drawn by `::before`, is kept in the flow as the border was.
  paddingTop: `calc(${vars.space.l} + 1px)`,
  paddingInline: inkRoom,
  marginInline: `calc(-1 * ${inkRoom})`,
  paddingBottom: inkRoom,
  marginBottom: `calc(-1 * ${inkRoom})`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetBlockStart: 0,
      insetInline: inkRoom,
      borderTop: `1px solid ${vars.color.neutral.light}`,
    },
  },
});

/**
 * Contained (layout and paint): a keystroke's relayout and repaint stay inside its section
 * instead of walking the whole page, which measured a quarter to a third less browser work a
 * keystroke on the long pages (bench/README.md, keystroke). Paint containment clips what is
 * drawn outside the box, so it is used only where the lookups' suggestions open in the top
 * layer (`suggestionsInTopLayer()`), outside the section; dialogs render in a portal.
 */
export const containedSection = style([section, { contain: 'layout paint' }]);

export const subsection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const followUp = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  borderLeft: `4px solid ${vars.color.neutral.light}`,
  paddingLeft: vars.space.m,
});

export const heading = style({
  fontFamily: vars.font.heading,
  color: vars.color.primary.dark,
  margin: 0,
});

export const note = style({ margin: 0, color: vars.color.neutral.dark });

export const banner = style({
  background: vars.color.primary.extraLight,
  borderLeft: `6px solid ${vars.color.primary.main}`,
  padding: vars.space.m,
  borderRadius: vars.radius.s,
});

export const dateBanner = style([
  banner,
  { borderLeftColor: vars.color.secondary.main, background: vars.color.secondary.extraLight },
]);

export const steps = style({
  display: 'flex',
  gap: vars.space.m,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flexWrap: 'wrap',
});

export const stepLink = style({
  color: vars.color.primary.main,
  fontWeight: 600,
  selectors: {
    '&[aria-current="step"]': { color: vars.color.neutral.dark, textDecoration: 'none' },
  },
});

export const actions = style({
  display: 'flex',
  gap: vars.space.m,
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  borderTop: `1px solid ${vars.color.neutral.light}`,
  paddingTop: vars.space.l,
});

export const footer = style({
  borderTop: `1px solid ${vars.color.neutral.light}`,
  paddingTop: vars.space.m,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  justifyContent: 'space-between',
  fontSize: '0.9rem',
});

export const address = style({ fontStyle: 'normal' });

export const print = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

globalStyle(`${print} section`, { breakInside: 'avoid-page' });

/** "Questions marked with * are required.", under the page heading. */
export const requiredNote = style({ margin: 0 });

/** The Save button's confirmation; empty (and flat) until a save has finished. */
export const savedNotice = style({
  margin: `${vars.space.s} 0 0`,
  fontWeight: 600,
  color: vars.color.primary.dark,
});

/** The footer when the host places it outside the form, e.g. after its main landmark. */
export const detachedFooter = style({
  fontFamily: vars.font.body,
  color: vars.color.neutral.dark,
  maxWidth: '60rem',
  margin: '0 auto',
  padding: `0 ${vars.space.m}`,
});
