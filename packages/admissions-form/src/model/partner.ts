import type { TermCalendar } from './entryTerms';
import type { Option } from './types';

import { findThemeProblems } from '@applykit/ui/theme-tokens';
import type { PartnerTokens } from '@applykit/ui/theme-tokens';

type ColorName = 'primary' | 'secondary' | 'accent' | 'neutral' | 'white' | 'error' | 'disabled';
type Shade = 'extraLight' | 'light' | 'main' | 'dark';

/** What the model needs besides the answers: the clock (years, ages) and the partner. */
export interface ModelContext {
  now: Date;
  partner: PartnerSettings;
}

/**
 * A partner's brand: colours, focus ring, fonts and corner radius laid over the @applykit/ui
 * theme (tokens left out keep the kit's defaults), and the institution's logo. Checked at
 * start-up (`findPartnerThemeProblems`): colours must be `#rrggbb` or `#rgb`, every text pair
 * must reach 4.5:1 and the focus ring 3:1.
 */
export interface PartnerTheme {
  color?: Partial<Record<ColorName, Partial<Record<Shade, string>>>>;
  /** The focus ring's two colours: a dark ring hugging the control, a light one around it. */
  focus?: { inner?: string; outer?: string };
  /** CSS font-family lists; the host page loads the fonts themselves (`@font-face`). */
  font?: { body?: string; heading?: string };
  /** Corner radius of small parts (fields, buttons) and of panels (dialogs, cards, toasts). */
  radius?: { s?: string; m?: string };
  /**
   * The institution's logo, shown in the portal header beside the product name and on the
   * account cards. `src` is served from the portal's own origin (a path such as
   * `/brand/logo.svg`) or is a `data:image/` URL; `alt` names the institution, as the image
   * is the only place its name appears there.
   */
  logo?: { src: string; alt: string };
}

/** The theme's tokens for @applykit/ui (`ThemeProvider`, `themeProperties`): all but the logo. */
export function partnerTokens(theme: PartnerTheme | undefined): PartnerTokens {
  const { logo: _logo, ...tokens } = theme ?? {};
  return tokens;
}

/**
 * Everything wrong with a partner's theme, as sentences naming the setting: a colour that is
 * not a colour, a text pair under 4.5:1, a focus ring under 3:1, a font or radius that is not
 * one, a logo without a usable source or alternative text. Empty when it is usable.
 */
export function findPartnerThemeProblems(theme: PartnerTheme | undefined): string[] {
  if (theme === undefined) return [];
  const problems = findThemeProblems(partnerTokens(theme), 'theme');
  const { logo } = theme;
  if (logo !== undefined) {
    const src = typeof logo.src === 'string' ? logo.src.trim() : '';
    if (!/^(\/(?!\/)|\.\.?\/|data:image\/|https:\/\/)/.test(src))
      problems.push(
        `theme.logo.src is "${String(logo.src)}": give a path on the portal's origin (/brand/logo.svg), a data:image/ URL or an https:// URL.`,
      );
    if (typeof logo.alt !== 'string' || logo.alt.trim() === '')
      problems.push(
        'theme.logo.alt is empty: name the institution, as the logo stands for its name.',
      );
  }
  return problems;
}

/** Stops a host from starting with a partner whose theme is unusable, listing every problem. */
export function assertPartnerTheme(partner: PartnerSettings): void {
  const problems = findPartnerThemeProblems(partner.theme);
  if (problems.length > 0)
    throw new Error(
      `The theme of partner "${partner.id}" is not usable:\n${problems.map((problem) => `- ${problem}`).join('\n')}`,
    );
}

/** The partner's own texts in one language; each one given replaces the source wording. */
export interface PartnerTranslation {
  institutionAddress?: readonly string[];
  /** The Office of Admissions' name in the Help dialog. */
  admissionsOfficeName?: string;
  welcomeBenefits?: readonly string[];
  privacyNotice?: string;
  helpNote?: string;
  dateBanner?: { title: string; message: string };
}

/**
 * The partner's own texts in a locale (`es-MX` takes `es-MX`, else `es`): the translation's
 * texts in place of the source ones, everything else as it is. Without a translation for the
 * locale, the partner as given.
 */
export function partnerTextsInLocale(partner: PartnerSettings, locale: string): PartnerSettings {
  const translations = partner.translations ?? {};
  const translation = translations[locale] ?? translations[locale.split('-')[0]!];
  if (!translation) return partner;
  const { admissionsOfficeName, dateBanner, ...texts } = translation;
  return {
    ...partner,
    ...texts,
    ...(admissionsOfficeName !== undefined && {
      admissionsOffice: { ...partner.admissionsOffice, name: admissionsOfficeName },
    }),
    ...(dateBanner !== undefined &&
      partner.dateBanner && { dateBanner: { ...partner.dateBanner, ...dateBanner } }),
  };
}

/** Everything the form leaves to the institution that installs the form. */
export interface PartnerSettings {
  id: string;
  /** Product and institution name shown in the footer, banners and headers. */
  institutionName: string;
  /** Short name used inside questions ("Have you attended {institution} before?"). */
  institutionShortName: string;
  institutionAddress: readonly string[];
  /** Technical help (Help modal). */
  helpEmail: string;
  helpPhone: string;
  /** The Office of Admissions contact in the Help modal. */
  admissionsOffice: { name: string; email: string; phone: string };
  fafsaCode: string;
  links: {
    financialAid: string;
    fafsa: string;
    virtualTour: string;
    pdfReader: string;
    privacyPolicy: string;
    cookieInstructions: string;
    analyticsOptOut: string;
  };
  /** Text-area character limit (1500 by default; this partner uses 7000). */
  textareaLimit: number;
  /** The date-window banner: shown from `start` to `end` inclusive (ISO dates, not displayed). */
  dateBanner?: { start: string; end: string; title: string; message: string };
  /** The entry terms offered and those that ask for a campus follow from the date by it. */
  termCalendar: TermCalendar;
  campuses: readonly Option[];
  majors: readonly Option[];
  /**
   * What the first-login welcome banner promises: only what is true of this institution
   * (no essay, a prompt decision, scholarship consideration, …). Empty: no list.
   */
  welcomeBenefits: readonly string[];
  /**
   * The Privacy dialog's notice of how the institution uses cookies and data, before the link
   * to its Privacy Policy; may contain `{institutionName}`.
   */
  privacyNotice: string;
  /** Guidance of the institution's own at the top of the Help dialog (hours, what to send). */
  helpNote?: string;
  theme?: PartnerTheme;
  /**
   * The texts above in other languages than the one they are written in, by locale (`es`); a
   * text left out keeps its source wording. The names of majors, campuses and terms are option
   * texts and are translated with the definition's `options` (`translateDefinition`).
   */
  translations?: Readonly<Record<string, PartnerTranslation>>;
  /**
   * The language a first visit shows before the applicant chooses one, and the language of the
   * mails and the application PDF of an applicant who never chose (a language tag the portal
   * speaks: `'en'`, `'es'`). English when unset.
   */
  defaultLocale?: string;
}

export const DEFAULT_TEXTAREA_LIMIT = 1500;

/** Replaces `{institution}`, `{fafsaCode}`, `{helpEmail}`, `{helpPhone}` in model and banner text. */
export function formatPartnerText(text: string, partner: PartnerSettings): string {
  return text
    .replaceAll('{institution}', partner.institutionShortName)
    .replaceAll('{institutionName}', partner.institutionName)
    .replaceAll('{fafsaCode}', partner.fafsaCode)
    .replaceAll('{helpEmail}', partner.helpEmail)
    .replaceAll('{helpPhone}', partner.helpPhone);
}
