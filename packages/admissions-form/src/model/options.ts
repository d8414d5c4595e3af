import { countries, isoCountries } from './countries';
import { canadianProvinces, usStates } from './states';
import type { Option, OptionSource } from './types';

export { countries, isoCountries, canadianProvinces, usStates };
export type { IsoCountry } from './countries';

/** The state field serves the USA and Canada, for which the rules require it. */
export const statesAndProvinces: readonly Option[] = [...usStates, ...canadianProvinces];

export const yesNo: readonly Option[] = [
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
];

export const months: readonly Option[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
].map((label, index) => ({ value: String(index + 1).padStart(2, '0'), label }));

/** Years counted from the clock, newest first, so the lists never go stale. */
export function yearRange(from: number, to: number): OptionSource {
  return { years: { from, to } };
}

/** Years already passed: attendance, graduation, separation (the 100-year age limit bounds it). */
export const pastYears = yearRange(-100, 0);
/** Years ahead: graduation still to come, planned tests. */
export const pastAndFutureYears = yearRange(-100, 6);
export const futureYears = yearRange(0, 3);

/**
 * The partner's own lists, read from its settings when the form or the server needs them; the
 * entry terms are those its calendar has open on the day of `now`.
 */
export const entryTerms: OptionSource = { partnerList: 'entryTerms' };
export const campuses: OptionSource = { partnerList: 'campuses' };
export const majors: OptionSource = { partnerList: 'majors' };

/** 1 and 2 are U.S. citizen and permanent resident; 3 and O are asked for an English test. */
export const citizenshipTypes: readonly Option[] = [
  { value: '1', label: 'U.S. citizen' },
  { value: '2', label: 'U.S. permanent resident' },
  { value: '3', label: 'Non-U.S. citizen (visa holder or seeking a visa)' },
  { value: 'O', label: 'Other (for example DACA, refugee or asylee)' },
];

export const visaStatuses: readonly Option[] = [
  { value: 'F1', label: 'F-1 Student' },
  { value: 'J1', label: 'J-1 Exchange visitor' },
  { value: 'H1', label: 'H-1B Temporary worker' },
  { value: 'H4', label: 'H-4 Dependent of a temporary worker' },
  { value: 'L2', label: 'L-2 Dependent of an intracompany transferee' },
  { value: 'G4', label: 'G-4 International organization' },
  { value: 'TP', label: 'Temporary protected status' },
  { value: 'OT', label: 'Other' },
];

/** Relations to the applicant; 11 = Other asks for an explanation. */
export const relations: readonly Option[] = [
  { value: '1', label: 'Mother' },
  { value: '2', label: 'Father' },
  { value: '3', label: 'Stepmother' },
  { value: '4', label: 'Stepfather' },
  { value: '5', label: 'Legal guardian' },
  { value: '6', label: 'Spouse or partner' },
  { value: '7', label: 'Grandparent' },
  { value: '8', label: 'Sibling' },
  { value: '9', label: 'Aunt or uncle' },
  { value: '10', label: 'Friend' },
  { value: '11', label: 'Other' },
];
export const RELATION_OTHER = '11';

export const parentRelations: readonly Option[] = relations.filter((relation) =>
  ['1', '2', '3', '4', '5', '7', '11'].includes(relation.value),
);

/** Parent 1 only: who the office may contact; 1 and 2 make email and phone required. */
export const parentCommunication: readonly Option[] = [
  { value: '1', label: 'Yes, send updates to my first parent or guardian' },
  { value: '2', label: 'Yes, send updates to both parents or guardians' },
  { value: 'N', label: 'No, do not send updates to my parents or guardians' },
];

export const namePrefixes: readonly Option[] = ['Mr.', 'Ms.', 'Mrs.', 'Mx.', 'Dr.'].map((p) => ({
  value: p,
  label: p,
}));

export const suffixes: readonly Option[] = ['Jr.', 'Sr.', 'II', 'III', 'IV'].map((s) => ({
  value: s,
  label: s,
}));

export const parentEducation: readonly Option[] = [
  { value: '1', label: 'Some high school or less' },
  { value: '2', label: 'High school diploma or GED' },
  { value: '3', label: 'Some college' },
  { value: '4', label: "Associate's degree" },
  { value: '5', label: "Bachelor's degree" },
  { value: '6', label: 'Graduate or professional degree' },
  { value: 'U', label: 'Unknown' },
  { value: 'O', label: 'Other' },
];

export const phoneTypes: readonly Option[] = [
  { value: 'M', label: 'Cell' },
  { value: 'H', label: 'Home' },
  { value: 'W', label: 'Work' },
];

export const genders: readonly Option[] = [
  { value: 'F', label: 'Female' },
  { value: 'M', label: 'Male' },
  { value: 'X', label: 'Another legal sex (X)' },
];

export const genderIdentities: readonly Option[] = [
  { value: 'W', label: 'Woman' },
  { value: 'M', label: 'Man' },
  { value: 'N', label: 'Non-binary' },
  { value: 'T', label: 'Transgender' },
  { value: 'S', label: 'Self-describe' },
  { value: 'P', label: 'Prefer not to say' },
];

export const religions: readonly Option[] = [
  'African Methodist Episcopal',
  'Baptist',
  'Buddhist',
  'Catholic',
  'Episcopal',
  'Hindu',
  'Jewish',
  'Lutheran',
  'Methodist',
  'Muslim',
  'Non-denominational',
  'Pentecostal',
  'Presbyterian',
  'Other',
  'None',
].map((label, index) => ({ value: String(index + 1), label }));

/** Military status; the codes drive branch, duty station and separation date. */
export const militaryStatuses: readonly Option[] = [
  { value: '1', label: 'I have not served in the U.S. armed forces' },
  { value: '2', label: 'Active duty' },
  { value: '3', label: 'National Guard or Reserves' },
  { value: '4', label: 'Veteran' },
  { value: '5', label: 'Other (please specify)' },
];
export const MILITARY_NONE = '1';
export const MILITARY_ACTIVE = '2';
export const MILITARY_VETERAN = '4';
export const MILITARY_OTHER = '5';

export const militaryBranches: readonly Option[] = [
  { value: 'A', label: 'Army' },
  { value: 'N', label: 'Navy' },
  { value: 'F', label: 'Air Force' },
  { value: 'M', label: 'Marine Corps' },
  { value: 'C', label: 'Coast Guard' },
  { value: 'S', label: 'Space Force' },
];

export const armedForcesRelations: readonly Option[] = [
  { value: 'S', label: 'Spouse' },
  { value: 'C', label: 'Child or dependent' },
  { value: 'O', label: 'Other family member' },
];

export const collegeTypes: readonly Option[] = [
  { value: '2', label: 'Two-year or community college' },
  { value: '4', label: 'Four-year college or university' },
  { value: 'T', label: 'Technical or vocational school' },
  { value: 'M', label: 'Military training (Joint Services Transcript)' },
  { value: 'O', label: 'Other' },
];

export const degrees: readonly Option[] = [
  { value: 'N', label: 'No degree earned' },
  { value: 'AA', label: 'Associate of Arts (AA)' },
  { value: 'AS', label: 'Associate of Science (AS)' },
  { value: 'AAS', label: 'Associate of Applied Science (AAS)' },
  { value: 'AAT', label: 'Associate of Arts in Teaching (AAT)' },
  { value: 'C', label: 'Certificate' },
  { value: 'BA', label: 'Bachelor of Arts (BA)' },
  { value: 'BS', label: 'Bachelor of Science (BS)' },
  { value: 'O', label: 'Other' },
];

export const entryTypes: readonly Option[] = [
  { value: 'F', label: 'Full-time' },
  { value: 'P', label: 'Part-time' },
];

/** SAT format: I = the current (digital) SAT, P = the SAT before March 2016. */
export const satFormats: readonly Option[] = [
  { value: 'I', label: 'March 2016 or later' },
  { value: 'P', label: 'Before March 2016' },
];

export const englishTests: readonly Option[] = [
  { value: 'TOEFL', label: 'TOEFL' },
  { value: 'IELTS', label: 'IELTS' },
  { value: 'DUOLINGO', label: 'Duolingo English Test' },
  { value: 'PTE', label: 'PTE Academic' },
  { value: 'NONE', label: 'I have not taken an English proficiency test' },
];

export const ethnicity: readonly Option[] = [
  { value: 'Y', label: 'Yes, Hispanic or Latino' },
  { value: 'N', label: 'No, not Hispanic or Latino' },
];

/** Financial dependence for tuition residency: 1 and 3 depend on another person. */
export const financialDependence: readonly Option[] = [
  { value: '1', label: 'I am financially dependent on a parent or legal guardian' },
  { value: '2', label: 'I am financially independent' },
  { value: '3', label: 'I am financially dependent on my spouse' },
];
export const DEPENDENT_CODES = ['1', '3'] as const;

export const timeDependent: readonly Option[] = [
  { value: '1', label: 'Less than 12 months' },
  { value: '2', label: '12 months or more' },
];

export const addressDurations: readonly Option[] = [
  { value: '1', label: 'Less than 12 months' },
  { value: '2', label: '12 months or more' },
];
