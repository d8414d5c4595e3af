// brand.tsx: Riverbend's brand, checked at start-up and put on the whole page.
import {
  assertPartnerTheme,
  defaultPartner,
  partnerTokens,
  type PartnerSettings,
} from '@applykit/admissions-form/partner';
import { ThemeProvider } from '@applykit/ui';
import type { ReactNode } from 'react';

export const riverbendPartner: PartnerSettings = {
  ...defaultPartner,
  id: 'riverbend',
  institutionName: 'Riverbend University',
  institutionShortName: 'Riverbend',
  theme: {
    color: {
      primary: { extraLight: '#f3ecf8', light: '#a47cc4', main: '#5b2a86', dark: '#3d1c5a' },
    },
    // Load the fonts in your page (@font-face); the theme only names them.
    font: { body: '"Source Sans 3", Arial, sans-serif', heading: 'Georgia, serif' },
    radius: { s: '2px', m: '12px' },
    // Served by your site, beside the portal; the alternative text names the institution.
    logo: { src: '/brand/riverbend.svg', alt: 'Riverbend University' },
  },
};

// Throws at start, listing each problem: a colour that is not one, text under 4.5:1, a focus
// ring under 3:1, a logo without alternative text.
assertPartnerTheme(riverbendPartner);

/**
 * For an app that embeds the form beside its own pages: the brand on the page's root, so the
 * kit's widgets outside the form, and every dialog, listbox and toast in a portal, share it.
 * (`<ApplicationForm partner={riverbendPartner}>` does the same for the form on its own.)
 */
export function RiverbendBrand({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={partnerTokens(riverbendPartner.theme)}>{children}</ThemeProvider>;
}
