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

/** The built-in partner: a Maryland public university. */
export const defaultPartner: PartnerSettings = {
  id: 'default',
  institutionName: 'ApplyKit State University',
  institutionShortName: 'ApplyKit State',
  institutionAddress: ['Office of Admissions', '14000 Jericho Park Road', 'Bowie, MD 20715'],
  helpEmail: 'applyhelp@applykit.example.edu',
  helpPhone: '(301) 860-4000',
  admissionsOffice: {
    name: 'Office of Undergraduate Admissions',
    email: 'admissions@applykit.example.edu',
    phone: '(301) 860-3415',
  },
  fafsaCode: '002062',
  links: {
    financialAid: 'https://applykit.example.edu/financial-aid',
    fafsa: 'https://studentaid.gov/h/apply-for-aid/fafsa',
    virtualTour: 'https://applykit.example.edu/virtual-tour',
    pdfReader: 'https://get.adobe.com/reader/',
    privacyPolicy: 'https://applykit.example.edu/privacy',
    cookieInstructions: 'https://www.allaboutcookies.org/manage-cookies/',
    analyticsOptOut: 'https://tools.google.com/dlpage/gaoptout',
  },
  textareaLimit: 7000,
  dateBanner: {
    start: '2026-11-01',
    end: '2027-02-01',
    title: 'Priority deadline',
    message: 'Apply by the priority deadline to be considered for merit-based scholarships.',
  },
  termCalendar: {
    terms: [
      { code: 'SP', name: 'Spring', startMonth: 1, startDay: 20, asksForCampus: true },
      { code: 'SU', name: 'Summer', startMonth: 6, startDay: 1, asksForCampus: false },
      { code: 'FA', name: 'Fall', startMonth: 8, startDay: 25, asksForCampus: true },
    ],
    opensMonthsAhead: 15,
    closesDaysBeforeStart: 14,
    timeZone: 'America/New_York',
  },
  campuses: [
    { value: '1', label: 'Main campus' },
    { value: '2', label: 'Southern Maryland Higher Education Center' },
    { value: '3', label: 'Universities at Shady Grove' },
    { value: '4', label: 'Online' },
    { value: '5', label: 'I have not decided yet' },
  ],
  majors: [
    'Accounting',
    'Biology',
    'Business Administration',
    'Computer Science',
    'Criminal Justice',
    'Early Childhood Education',
    'English',
    'Nursing',
    'Psychology',
    'Social Work',
    'Undecided',
  ].map((label) => ({ value: label.toUpperCase().replace(/[^A-Z]+/g, '_'), label })),
  welcomeBenefits: [
    'No essay is required.',
    'You will get a prompt admission decision once your application is complete.',
    'You will be considered for merit-based scholarships.',
  ],
  privacyNotice:
    '{institutionName} uses cookies to keep you signed in and, with your consent, to understand how the application is used.',
  translations: {
    es: {
      institutionAddress: ['Oficina de Admisiones', '14000 Jericho Park Road', 'Bowie, MD 20715'],
      admissionsOfficeName: 'Oficina de Admisiones de Pregrado',
      welcomeBenefits: [
        'No se requiere ensayo.',
        'Recibirá una decisión de admisión pronta en cuanto su solicitud esté completa.',
        'Se le considerará para becas por mérito.',
      ],
      privacyNotice:
        '{institutionName} usa cookies para mantener su sesión iniciada y, con su consentimiento, para entender cómo se usa la solicitud.',
      dateBanner: {
        title: 'Fecha límite prioritaria',
        message:
          'Presente su solicitud antes de la fecha límite prioritaria para que se le considere para becas por mérito.',
      },
    },
  },
};

/** Lakeside College's mark: a teal disc with two waves, small enough to inline. */
const lakesideLogo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40">' +
    '<circle cx="20" cy="20" r="19" fill="#ffffff" stroke="#5fa8a8" stroke-width="2"/>' +
    '<path d="M7 22q4.5-4 9 0t9 0t8 0" fill="none" stroke="#0b5c5c" stroke-width="3"/>' +
    '<path d="M7 29q4.5-4 9 0t9 0t8 0" fill="none" stroke="#0b5c5c" stroke-width="3"/>' +
    '<path d="M14 15l6-7l6 7z" fill="#0b5c5c"/></svg>',
)}`;

/** A second, different partner: proves every setting above is honoured and none is hard-coded. */
export const examplePartner: PartnerSettings = {
  id: 'lakeside',
  institutionName: 'Lakeside College',
  institutionShortName: 'Lakeside',
  // In another state than the default partner, with its own area code.
  institutionAddress: ['Admissions House', '1 Harbor Drive', 'Madison, WI 53703'],
  helpEmail: 'it-help@lakeside.example.edu',
  helpPhone: '(608) 555-0199',
  admissionsOffice: {
    name: 'Lakeside Admissions',
    email: 'apply@lakeside.example.edu',
    phone: '(608) 555-0123',
  },
  fafsaCode: '009999',
  links: {
    financialAid: 'https://lakeside.example.edu/aid',
    fafsa: 'https://studentaid.gov/h/apply-for-aid/fafsa',
    virtualTour: 'https://lakeside.example.edu/tour',
    pdfReader: 'https://get.adobe.com/reader/',
    privacyPolicy: 'https://lakeside.example.edu/privacy',
    cookieInstructions: 'https://www.allaboutcookies.org/manage-cookies/',
    analyticsOptOut: 'https://tools.google.com/dlpage/gaoptout',
  },
  textareaLimit: DEFAULT_TEXTAREA_LIMIT,
  termCalendar: {
    terms: [
      { code: 'SP', name: 'Spring', startMonth: 1, startDay: 12, asksForCampus: false },
      { code: 'FA', name: 'Fall', startMonth: 9, startDay: 1, asksForCampus: true },
    ],
    opensMonthsAhead: 18,
    closesDaysBeforeStart: 30,
    timeZone: 'America/Chicago',
  },
  campuses: [
    { value: '1', label: 'Harbor campus' },
    { value: '2', label: 'Online' },
    { value: '6', label: 'Undecided' },
  ],
  majors: [
    { value: 'MARINE_BIOLOGY', label: 'Marine Biology' },
    { value: 'NURSING', label: 'Nursing' },
    { value: 'UNDECIDED', label: 'Undecided' },
  ],
  welcomeBenefits: [
    'Your application is free.',
    'An admissions counselor reviews every transfer application personally.',
  ],
  privacyNotice:
    '{institutionName} keeps a session cookie while you are signed in and uses your answers only to decide on your admission.',
  helpNote: 'The help desk answers weekdays from 8 a.m. to 6 p.m.',
  translations: {
    es: {
      institutionAddress: ['Casa de Admisiones', '1 Harbor Drive', 'Madison, WI 53703'],
      admissionsOfficeName: 'Admisiones de Lakeside',
      welcomeBenefits: [
        'Su solicitud es gratuita.',
        'Un consejero de admisiones revisa personalmente cada solicitud de transferencia.',
      ],
      privacyNotice:
        '{institutionName} guarda una cookie de sesión mientras usted tiene la sesión iniciada y usa sus respuestas solo para decidir sobre su admisión.',
      helpNote: 'La mesa de ayuda atiende los días laborables de 8:00 a 18:00.',
    },
  },
  theme: {
    color: {
      primary: { extraLight: '#e6f2f2', light: '#5fa8a8', main: '#0b5c5c', dark: '#063b3b' },
      secondary: { main: '#8a4b00' },
    },
    font: {
      body: '"DejaVu Sans", Verdana, sans-serif',
      heading: '"DejaVu Serif", Georgia, serif',
    },
    radius: { s: '2px', m: '14px' },
    logo: { src: lakesideLogo, alt: 'Lakeside College' },
  },
};

/** Replaces `{institution}`, `{fafsaCode}`, `{helpEmail}`, `{helpPhone}` in model and banner text. */
export function formatPartnerText(text: string, partner: PartnerSettings): string {
  return text
    .replaceAll('{institution}', partner.institutionShortName)
    .replaceAll('{institutionName}', partner.institutionName)
    .replaceAll('{fafsaCode}', partner.fafsaCode)
    .replaceAll('{helpEmail}', partner.helpEmail)
    .replaceAll('{helpPhone}', partner.helpPhone);
}

/**
 * The partners this package ships, by name. A host picks one with a setting (ApplyKit's server
 * and portal both read `APPLYKIT_PARTNER`), so the browser and the server check one rule set.
 */
export const builtInPartners: Readonly<Record<string, PartnerSettings>> = {
  default: defaultPartner,
  example: examplePartner,
};

/** The built-in partner of that name; unset or empty is `default`, an unknown name throws. */
export function builtInPartner(name: string | undefined): PartnerSettings {
  const key = name?.trim() || 'default';
  const partner = Object.hasOwn(builtInPartners, key) ? builtInPartners[key] : undefined;
  if (!partner) {
    throw new Error(
      `APPLYKIT_PARTNER must be one of ${Object.keys(builtInPartners).join(', ')}, not "${key}".`,
    );
  }
  return partner;
}
