import { defaultPartner, type PartnerSettings } from '@applykit/admissions-form/validate';

/**
 * Sierra Blanca College, Alamogordo, New Mexico. Every text an applicant reads is the
 * college's own, in Spanish, the language most of its applicants choose; nothing of the
 * default partner's wording (its claims, its privacy notice) is kept.
 */
export const partner: PartnerSettings = {
  ...defaultPartner,
  id: 'sierra-blanca',
  institutionName: 'Sierra Blanca College',
  institutionShortName: 'Sierra Blanca',
  // A first visit opens in Spanish; an applicant can still choose English in the portal.
  defaultLocale: 'es',
  institutionAddress: ['Oficina de Admisiones', '2400 Scenic Drive', 'Alamogordo, NM 88310'],
  helpEmail: 'ayuda@sierrablanca.example.edu',
  helpPhone: '(575) 555-0142',
  admissionsOffice: {
    name: 'Oficina de Admisiones de Sierra Blanca',
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
      { code: 'SP', name: 'Primavera', startMonth: 1, startDay: 12, asksForCampus: true },
      { code: 'SU', name: 'Verano', startMonth: 6, startDay: 1, asksForCampus: false },
      { code: 'FA', name: 'Otoño', startMonth: 8, startDay: 17, asksForCampus: true },
    ],
    opensMonthsAhead: 12,
    closesDaysBeforeStart: 10,
    timeZone: 'America/Denver',
  },
  // Codes 1 to 4 are campuses, where a major is asked; 6 is online study, where it is not.
  campuses: [
    { value: '1', label: 'Campus Alamogordo' },
    { value: '2', label: 'Centro Ruidoso' },
    { value: '6', label: 'En línea' },
  ],
  majors: [
    { value: 'SOLAR_ENERGY', label: 'Tecnología de energía solar' },
    { value: 'NURSING', label: 'Enfermería' },
    { value: 'AEROSPACE', label: 'Tecnología aeroespacial' },
    { value: 'EDUCATION', label: 'Educación bilingüe' },
    { value: 'UNDECIDED', label: 'Aún no lo he decidido' },
  ],
  welcomeBenefits: [
    'La solicitud es gratuita.',
    'Le reconocemos los créditos de cualquier colegio comunitario de Nuevo México.',
  ],
  privacyNotice:
    '{institutionName} usa una cookie de sesión mientras usted tiene la sesión iniciada y usa sus respuestas solo para decidir sobre su admisión.',
  helpNote: 'La mesa de ayuda atiende de lunes a viernes, de 8:00 a 17:00 (hora de la montaña).',
  theme: {
    color: {
      primary: { extraLight: '#e3f2f1', light: '#4f9d9a', main: '#0b6466', dark: '#07484a' },
      secondary: { extraLight: '#f8e9e1', light: '#d18a66', main: '#9c4221', dark: '#6e2e17' },
    },
  },
};
