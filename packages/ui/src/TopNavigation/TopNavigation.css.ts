import { recipe, style } from '../theme/layered';
import { focusRing } from '../theme/focusRing';
import { vars } from '../theme/theme.css';

export const root = style({ fontFamily: vars.font.body });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    minBlockSize: '2.75rem',
    // Only the current page's link has a border (see Tabs: forced colours draw transparent
    // borders); the others keep its room as padding.
    padding: `0 ${vars.space.m} 4px`,
    color: vars.color.primary.main,
    fontWeight: 600,
    textDecoration: 'none',
    selectors: {
      '&:hover': { textDecoration: 'underline' },
      '&[data-active]': {
        paddingBlockEnd: 0,
        borderBottom: `4px solid ${vars.color.primary.main}`,
        color: vars.color.neutral.dark,
      },
      '&:focus-visible': focusRing,
    },
  },
});
