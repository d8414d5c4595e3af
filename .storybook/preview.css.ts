import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@applykit/ui';

// A partner's page sets its own font; stories stand in for that page, so their own text (a tab
// panel's content, say) is in the theme's font rather than whatever default the browser picks.
globalStyle('body', { fontFamily: vars.font.body });
