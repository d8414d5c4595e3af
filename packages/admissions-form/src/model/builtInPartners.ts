// The partners this package ships: data alone, in a module of its own, so that a page using
// the partner functions (texts, theme) but no built-in partner leaves them out.
import { DEFAULT_TEXTAREA_LIMIT, type PartnerSettings } from './partner';

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
  // Written out rather than computed: data alone, a bundler leaves this partner out of a page
  // that does not use it.
  majors: [
    { value: 'ACCOUNTING', label: 'Accounting' },
    { value: 'BIOLOGY', label: 'Biology' },
    { value: 'BUSINESS_ADMINISTRATION', label: 'Business Administration' },
    { value: 'COMPUTER_SCIENCE', label: 'Computer Science' },
    { value: 'CRIMINAL_JUSTICE', label: 'Criminal Justice' },
    { value: 'EARLY_CHILDHOOD_EDUCATION', label: 'Early Childhood Education' },
    { value: 'ENGLISH', label: 'English' },
    { value: 'NURSING', label: 'Nursing' },
    { value: 'PSYCHOLOGY', label: 'Psychology' },
    { value: 'SOCIAL_WORK', label: 'Social Work' },
    { value: 'UNDECIDED', label: 'Undecided' },
  ],
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
