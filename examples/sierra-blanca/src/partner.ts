import { defaultPartner, type PartnerSettings } from '@applykit/admissions-form/validate';

/** The college's mark: a white mountain over the desert sun, small enough to inline. */
const logo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40">' +
    '<circle cx="20" cy="20" r="19" fill="#e3f2f1" stroke="#0b6466" stroke-width="2"/>' +
    '<circle cx="27" cy="13" r="5" fill="#9c4221"/>' +
    '<path d="M5 30l10-14l5 6l5-4l10 12z" fill="#0b6466"/>' +
    '<path d="M15 16l3 4l2-2l-2-4z" fill="#ffffff"/></svg>',
)}`;

/**
 * Sierra Blanca College, Alamogordo, New Mexico. Every text an applicant reads is the
 * college's own, written in English and given in Spanish (`translations`), the language most
 * of its applicants choose; nothing of the default partner's wording (its claims, its privacy
 * notice) is kept.
 */
export const partner: PartnerSettings = {
  ...defaultPartner,
  id: 'sierra-blanca',
  institutionName: 'Sierra Blanca College',
  institutionShortName: 'Sierra Blanca',
  // A first visit opens in Spanish; an applicant can still choose English in the portal.
  defaultLocale: 'es',
  institutionAddress: ['Office of Admissions', '2400 Scenic Drive', 'Alamogordo, NM 88310'],
  helpEmail: 'ayuda@sierrablanca.example.edu',
  helpPhone: '(575) 555-0142',
  admissionsOffice: {
    name: 'Sierra Blanca Office of Admissions',
    email: 'admisiones@sierrablanca.example.edu',
    phone: '(575) 555-0100',
  },
  fafsaCode: '004742',
  links: {
    financialAid: 'https://sierrablanca.example.edu/ayuda-financiera',
    fafsa: 'https://studentaid.gov/h/apply-for-aid/fafsa',
    virtualTour: 'https://sierrablanca.example.edu/recorrido',
    pdfReader: 'https://get.adobe.com/reader/',
    privacyPolicy: 'https://sierrablanca.example.edu/privacidad',
    cookieInstructions: 'https://www.allaboutcookies.org/manage-cookies/',
    analyticsOptOut: 'https://tools.google.com/dlpage/gaoptout',
  },
  textareaLimit: 2000,
  // No application window this year: the college admits on a rolling basis.
  dateBanner: undefined,
  // Fall and Spring ask for a campus; the short Summer session is online only.
  termCalendar: {
    terms: [
      { code: 'SP', name: 'Spring', startMonth: 1, startDay: 12, asksForCampus: true },
      { code: 'SU', name: 'Summer', startMonth: 6, startDay: 1, asksForCampus: false },
      { code: 'FA', name: 'Fall', startMonth: 8, startDay: 17, asksForCampus: true },
    ],
    opensMonthsAhead: 12,
    closesDaysBeforeStart: 10,
    timeZone: 'America/Denver',
  },
  // Codes 1 to 4 are campuses, where a major is asked; 6 is online study, where it is not.
  // The Spanish names of the campuses, majors and terms are in the definition's translation.
  campuses: [
    { value: '1', label: 'Alamogordo Campus' },
    { value: '2', label: 'Ruidoso Center' },
    { value: '6', label: 'Online' },
  ],
  majors: [
    { value: 'SOLAR_ENERGY', label: 'Solar Energy Technology' },
    { value: 'NURSING', label: 'Nursing' },
    { value: 'AEROSPACE', label: 'Aerospace Technology' },
    { value: 'EDUCATION', label: 'Bilingual Education' },
    { value: 'UNDECIDED', label: 'I have not decided yet' },
  ],
  welcomeBenefits: [
    'Applying is free.',
    'We accept the credits of every New Mexico community college.',
  ],
  privacyNotice:
    '{institutionName} uses a session cookie while you are logged in and uses your answers only to decide on your admission.',
  helpNote: 'The help desk answers Monday to Friday, 8 a.m. to 5 p.m. (Mountain Time).',
  translations: {
    es: {
      institutionAddress: ['Oficina de Admisiones', '2400 Scenic Drive', 'Alamogordo, NM 88310'],
      admissionsOfficeName: 'Oficina de Admisiones de Sierra Blanca',
      welcomeBenefits: [
        'La solicitud es gratuita.',
        'Le reconocemos los créditos de cualquier colegio comunitario de Nuevo México.',
      ],
      privacyNotice:
        '{institutionName} usa una cookie de sesión mientras usted tiene la sesión iniciada y usa sus respuestas solo para decidir sobre su admisión.',
      helpNote:
        'La mesa de ayuda atiende de lunes a viernes, de 8:00 a 17:00 (hora de la montaña).',
    },
  },
  theme: {
    color: {
      primary: { extraLight: '#e3f2f1', light: '#4f9d9a', main: '#0b6466', dark: '#07484a' },
      secondary: { extraLight: '#f8e9e1', light: '#d18a66', main: '#9c4221', dark: '#6e2e17' },
    },
    // The college's typefaces where the applicant has them, DejaVu where not; the portal
    // loads no web font for it.
    font: {
      body: '"Trebuchet MS", "DejaVu Sans", sans-serif',
      heading: 'Georgia, "DejaVu Serif", serif',
    },
    radius: { s: '6px', m: '12px' },
    logo: { src: logo, alt: 'Sierra Blanca College' },
  },
};
