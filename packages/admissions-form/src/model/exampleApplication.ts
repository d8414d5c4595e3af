import type { Answers } from '../conditions/conditions';
import { openEntryTerms } from './entryTerms';
import { defaultPartner } from './builtInPartners';

/**
 * A term open today that asks for no campus, so the example stays complete as the calendar
 * moves on: the default partner opens each term fifteen months ahead, so a Summer term is open on
 * every day of the year.
 */
const openSummerTerm = openEntryTerms(defaultPartner.termCalendar, new Date()).find(
  (term) => !term.asksForCampus,
)!;

/**
 * A complete application that passes every rule of `validateApplication`: the answers an
 * applicant has typed when submit succeeds. Tests, stories and demos start from it and change
 * only what they are about. Its entry term is one open on the day the module loads; a test that
 * validates on a fixed date sets its own.
 */
export const exampleApplication: Readonly<Answers> = {
  first_name: 'Ana',
  last_name: 'Lopez',
  birth_date: '2000-05-01',
  gender: 'F',
  phone_home: '(301) 555-0100',
  address_line_1: '14000 Jericho Park Road',
  city: 'Bowie',
  state: 'MD',
  county: "Prince George's",
  zip: '20715',
  country: 'USA',
  mailing_addr_same_as_perm_addr: 'true',
  citizenship_type: '1',
  military_status: '1',
  emergency_first_name: 'Rosa',
  emergency_last_name: 'Lopez',
  emergency_relation: '1',
  emergency_phone_mobile: '(301) 555-0101',
  entry_term: openSummerTerm.value,
  credits: '30',
  applied_previously_transfer: 'N',
  bowie_state_attended: 'N',
  college_name: "Prince George's Community College",
  college_attend_from_month: '09',
  college_attend_from_year: '2022',
  college_attend_to_month: '05',
  college_attend_to_year: '2024',
  hs_name: 'Bowie High School',
  grad_month: '06',
  grad_year: '2020',
  suspended: 'N',
  counselor_waiver_request: 'N',
  instate_tuition: 'N',
  md_residency_statement: 'true',
  legal_agree: 'true',
};
