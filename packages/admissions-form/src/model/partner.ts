import type { TermCalendar } from './entryTerms';
import type { Option } from './types';

type ColorName = 'primary' | 'secondary' | 'accent' | 'neutral' | 'white' | 'error' | 'disabled';
type Shade = 'extraLight' | 'light' | 'main' | 'dark';

/**
 * Colours a partner overrides in the @applykit/ui theme contract. Declared here rather than
 * imported so that the React-free `validate` entry never depends on the widget kit.
 */
export interface PartnerTheme {
  color?: Partial<Record<ColorName, Partial<Record<Shade, string>>>>;
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
};

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
  theme: {
    color: {
      primary: { extraLight: '#e6f2f2', light: '#5fa8a8', main: '#0b5c5c', dark: '#063b3b' },
      secondary: { main: '#8a4b00' },
    },
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
