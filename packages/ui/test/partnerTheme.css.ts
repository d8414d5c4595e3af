import { createPartnerTheme } from '../src/theme/createPartnerTheme';

/** A partner's theme as a partner writes it: in their own .css.ts file. */
export const partnerTheme = createPartnerTheme(
  { color: { primary: { main: '#5b2a86' } } },
  'partner',
);
