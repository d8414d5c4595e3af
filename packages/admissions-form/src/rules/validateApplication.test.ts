import { describe, expect, it } from 'vitest';
import type { Answers } from '../conditions/conditions';
import { field, section } from '../model/builders';
import { exampleApplication } from '../model/exampleApplication';
import { examplePartner } from '../model/builtInPartners';
import type { PageDefinition } from '../model/types';
import { applicationPages } from '../model/dataModel';
import { defaultPartner } from '../model/builtInPartners';
import { visibleFields } from '../model/walk';
import { messages } from './messages';
import { validateApplication, type ValidateOptions } from './validateApplication';

const now = new Date('2026-11-22T12:00:00Z');
/** The example with a term open on `now` (its own is open on the day the tests run). */
const complete: Answers = { ...exampleApplication, entry_term: 'SU27' };

function errorsFor(patch: Answers, options: Partial<ValidateOptions> = {}) {
  return validateApplication({ ...complete, ...patch }, { now, ...options });
}

const mailing = {
  mailing_addr_same_as_perm_addr: '',
  mailing_address_line_1: 'PO Box 1',
  mailing_city: 'Bowie',
  mailing_state: 'MD',
  mailing_zip: '20715',
  mailing_country: 'USA',
};

const inState = {
  instate_tuition: 'Y',
  md_financially_ind_dep: '2',
  md_resident: 'Y',
  md_perm_addr_duration: '2',
  md_drivers_license: 'N',
  md_vehicle: 'N',
  md_voter_registered: 'N',
  md_tax_return: 'Y',
  md_tax_return_year: '2025',
  md_tax_withheld: 'Y',
  md_public_assistance: 'N',
  md_claimed_other_residency: 'N',
  md_military: 'N',
};

it('accepts the complete application', () => {
  expect(validateApplication(complete, { now })).toEqual({});
  expect(validateApplication(exampleApplication, { now: new Date() })).toEqual({});
  expect(errorsFor(inState)).toEqual({});
});

type Row = [description: string, patch: Answers, key: string, expected: string[] | undefined];

const rules: Row[] = [
  // Address
  ['street address required', { address_line_1: '' }, 'address_line_1', ['Enter Street Address']],
  ['city required', { city: '' }, 'city', ['Enter City']],
  ['country required', { country: '', state: '' }, 'country', ['Select Country']],
  ['state required for the USA', { state: '', county: '' }, 'state', ['Select State/Province']],
  [
    'state required for Canada',
    { state: '', county: '', country: 'CAN' },
    'state',
    ['Select State/Province'],
  ],
  [
    'state hidden, not required, elsewhere',
    { state: '', county: '', country: 'FRA', zip: '75001' },
    'state',
    undefined,
  ],
  ['county required in Maryland', { county: '' }, 'county', ['Enter County']],
  ['county not asked outside Maryland', { state: 'VA', county: '' }, 'county', undefined],
  ['ZIP required for the USA', { zip: '' }, 'zip', ['Enter ZIP/Postal Code']],
  ['ZIP of 4 characters', { zip: '2071' }, 'zip', [messages.zipMinLength]],
  ['ZIP of 5 characters', { zip: '20715' }, 'zip', undefined],
  ['ZIP not required outside the USA', { country: 'CAN', state: 'ON', zip: '' }, 'zip', undefined],
  [
    'short postal code outside the USA',
    { country: 'CAN', state: 'ON', zip: 'K1A' },
    'zip',
    undefined,
  ],
  [
    'mailing year three years back',
    { ...mailing, mailing_addr_effective_date: '2023-01-01' },
    'mailing_addr_effective_date',
    undefined,
  ],
  [
    'mailing year four years back',
    { ...mailing, mailing_addr_effective_date: '2022-12-31' },
    'mailing_addr_effective_date',
    ['The minimum supported year is 2023'],
  ],
  [
    'mailing year four years ahead',
    { ...mailing, mailing_addr_effective_date: '2030-12-31' },
    'mailing_addr_effective_date',
    undefined,
  ],
  [
    'mailing year five years ahead',
    { ...mailing, mailing_addr_effective_date: '2031-01-01' },
    'mailing_addr_effective_date',
    ['The maximum supported year is 2030'],
  ],
  [
    'mailing address required when not the same',
    { ...mailing, mailing_address_line_1: '' },
    'mailing_address_line_1',
    ['Enter Mailing Street Address'],
  ],
  [
    'mailing ZIP of 4 characters',
    { ...mailing, mailing_zip: '2071' },
    'mailing_zip',
    [messages.zipMinLength],
  ],
  // Personal
  ['first name required', { first_name: '' }, 'first_name', ['Enter First Name']],
  ['last name required', { last_name: '   ' }, 'last_name', ['Enter Last Name']],
  ['legal sex required', { gender: '' }, 'gender', ['Select Legal Sex']],
  ['birth date required', { birth_date: '' }, 'birth_date', [messages.birthDateInvalid]],
  [
    'birth date must exist',
    { birth_date: '2001-02-30' },
    'birth_date',
    [messages.birthDateInvalid],
  ],
  [
    'birth date in the future',
    { birth_date: '2027-01-01' },
    'birth_date',
    [messages.birthDateInvalid],
  ],
  ['exactly 13 years old', { birth_date: '2013-11-22' }, 'birth_date', undefined],
  ['one day short of 13', { birth_date: '2013-11-23' }, 'birth_date', [messages.birthDateTooYoung]],
  ['exactly 100 years old', { birth_date: '1926-11-22' }, 'birth_date', undefined],
  [
    'one day over 100 years',
    { birth_date: '1926-11-21' },
    'birth_date',
    [messages.birthDateTooOld],
  ],
  // Phones
  ['home phone in the pattern', { phone_home: '(201) 234-5678' }, 'phone_home', undefined],
  [
    'home phone area code starting with 1',
    { phone_home: '(101) 234-5678' },
    'phone_home',
    [messages.homePhone],
  ],
  [
    'home phone exchange starting with 0',
    { phone_home: '(201) 034-5678' },
    'phone_home',
    [messages.homePhone],
  ],
  [
    'home phone without the mask',
    { phone_home: '201-234-5678' },
    'phone_home',
    [messages.homePhone],
  ],
  ['cell phone in the pattern', { phone_mobile: '(999) 999-9999' }, 'phone_mobile', undefined],
  ['cell phone too short', { phone_mobile: '(301) 555-010' }, 'phone_mobile', [messages.cellPhone]],
  [
    'text updates need a cell phone',
    { optin_sms_ind: 'true' },
    'phone_mobile',
    [messages.cellPhoneForSms],
  ],
  [
    'text updates with an international cell',
    { optin_sms_ind: 'true', phone_mobile_international: '+44 7700 900123' },
    'phone_mobile',
    undefined,
  ],
  [
    'text updates with a cell phone',
    { optin_sms_ind: 'true', phone_mobile: '(301) 555-0102' },
    'phone_mobile',
    undefined,
  ],
  ['some phone is needed', { phone_home: '' }, 'phone_home', [messages.anyPhone]],
  [
    'an international home phone is enough',
    { phone_home: '', phone_international: '+33 1 23 45 67 89' },
    'phone_home',
    undefined,
  ],
  [
    'a cell phone is enough',
    { phone_home: '', phone_mobile: '(301) 555-0102' },
    'phone_home',
    undefined,
  ],
  [
    'opted in: the cell message, not the any-phone one',
    { phone_home: '', optin_sms_ind: 'true' },
    'phone_home',
    undefined,
  ],
  // Citizenship
  [
    'citizenship status required',
    { citizenship_type: '' },
    'citizenship_type',
    ['Select Citizenship Status'],
  ],
  [
    'country of citizenship for permanent residents',
    { citizenship_type: '2' },
    'citizenship',
    ['Select Country of Citizenship'],
  ],
  [
    'country of citizenship for type 3',
    { citizenship_type: '3', citizenship_visa_status: 'F1' },
    'citizenship',
    ['Select Country of Citizenship'],
  ],
  [
    'no country of citizenship for U.S. citizens',
    { citizenship_type: '1' },
    'citizenship',
    undefined,
  ],
  [
    'visa status for type 3',
    { citizenship_type: '3', citizenship: 'FRA' },
    'citizenship_visa_status',
    ['Select Visa Status'],
  ],
  [
    'no visa status for permanent residents',
    { citizenship_type: '2', citizenship: 'FRA' },
    'citizenship_visa_status',
    undefined,
  ],
  // Emergency contact
  [
    'emergency first name',
    { emergency_first_name: '' },
    'emergency_first_name',
    ['Enter Emergency Contact First Name'],
  ],
  [
    'emergency last name',
    { emergency_last_name: '' },
    'emergency_last_name',
    ['Enter Emergency Contact Last Name'],
  ],
  [
    'emergency relationship',
    { emergency_relation: '' },
    'emergency_relation',
    ['Select Relationship to You'],
  ],
  [
    'emergency relationship Other asks for it',
    { emergency_relation: '11' },
    'emergency_relation_other',
    ['Please describe the relationship'],
  ],
  [
    'emergency cell phone required',
    { emergency_phone_mobile: '' },
    'emergency_phone_mobile',
    ['Enter Emergency Contact Cell Phone'],
  ],
  [
    'emergency cell phone pattern',
    { emergency_phone_mobile: '(301) 155-0101' },
    'emergency_phone_mobile',
    [messages.cellPhone],
  ],
  [
    'emergency home phone optional',
    { emergency_phone_home: '' },
    'emergency_phone_home',
    undefined,
  ],
  [
    'emergency home phone pattern',
    { emergency_phone_home: '555-0101' },
    'emergency_phone_home',
    [messages.homePhone],
  ],
  // Military
  [
    'military status required',
    { military_status: '' },
    'military_status',
    ['Select Military Status'],
  ],
  // Parents
  [
    'parent 1 email when contacted',
    { parent_communication_pref: '1' },
    'parent_email',
    ['Enter Parent 1 Email Address'],
  ],
  [
    'parent 1 phone when contacted',
    { parent_communication_pref: '1' },
    'parent_phone',
    ['Enter Parent 1 Phone Number'],
  ],
  [
    'parent 1 phone format',
    { parent_communication_pref: '1', parent_phone: '(301) 555-01' },
    'parent_phone',
    ['Enter Parent 1 Phone Number in the format (301) 555-0123'],
  ],
  [
    'parent 1 email format when contacted',
    { parent_communication_pref: '1', parent_email: 'not-an-email' },
    'parent_email',
    ['Enter Parent 1 Email Address in the correct format, like name@example.com'],
  ],
  [
    'parent 1 email not format-checked when parents are not contacted',
    { parent_communication_pref: 'N', parent_email: 'not-an-email' },
    'parent_email',
    undefined,
  ],
  [
    'parent 1 phone not format-checked when parents are not contacted',
    { parent_communication_pref: 'N', parent_phone: '(301) 555-01' },
    'parent_phone',
    undefined,
  ],
  [
    'parent 2 email format for preference 2',
    { parent_communication_pref: '2', parent_2_email: 'not-an-email' },
    'parent_2_email',
    ['Enter Parent 2 Email Address in the correct format, like name@example.com'],
  ],
  [
    'parent 2 phone not format-checked for preference 1',
    { parent_communication_pref: '1', parent_2_phone: '555' },
    'parent_2_phone',
    undefined,
  ],
  [
    'parent 2 untouched for preference 1',
    { parent_communication_pref: '1' },
    'parent_2_email',
    undefined,
  ],
  [
    'parent 2 email for preference 2',
    { parent_communication_pref: '2' },
    'parent_2_email',
    ['Enter Parent 2 Email Address'],
  ],
  [
    'parent 2 phone for preference 2',
    { parent_communication_pref: '2' },
    'parent_2_phone',
    ['Enter Parent 2 Phone Number'],
  ],
  [
    'parent 1 also for preference 2',
    { parent_communication_pref: '2' },
    'parent_email',
    ['Enter Parent 1 Email Address'],
  ],
  ['no parent contact', { parent_communication_pref: 'N' }, 'parent_email', undefined],
  // High school
  ['high school name', { hs_name: '' }, 'hs_name', ['Enter High School Name']],
  ['graduation month', { grad_month: '' }, 'grad_month', ['Select Graduation Month']],
  // SAT and ACT
  [
    'SAT 200 is the minimum',
    {
      sat_taken: 'Y',
      sat_taken_date: 'I',
      sat_score_reading_writing: '200',
      sat_score_math: '800',
    },
    'sat_score_reading_writing',
    undefined,
  ],
  [
    'SAT 800 is the maximum',
    {
      sat_taken: 'Y',
      sat_taken_date: 'I',
      sat_score_reading_writing: '200',
      sat_score_math: '800',
    },
    'sat_score_math',
    undefined,
  ],
  [
    'SAT 805 is not a multiple of 10',
    {
      sat_taken: 'Y',
      sat_taken_date: 'I',
      sat_score_reading_writing: '500',
      sat_score_math: '805',
    },
    'sat_score_math',
    ['Enter SAT Math as a number from 200 to 800, in steps of 10'],
  ],
  [
    'SAT 810 is over the maximum',
    {
      sat_taken: 'Y',
      sat_taken_date: 'I',
      sat_score_reading_writing: '810',
      sat_score_math: '500',
    },
    'sat_score_reading_writing',
    ['Enter SAT Evidence-Based Reading and Writing as a number from 200 to 800, in steps of 10'],
  ],
  [
    'SAT 190 is under the minimum',
    {
      sat_taken: 'Y',
      sat_taken_date: 'I',
      sat_score_reading_writing: '190',
      sat_score_math: '500',
    },
    'sat_score_reading_writing',
    ['Enter SAT Evidence-Based Reading and Writing as a number from 200 to 800, in steps of 10'],
  ],
  [
    'SAT format P checks the old scores',
    {
      sat_taken: 'Y',
      sat_taken_date: 'P',
      sat_v1_score_reading: '805',
      sat_v1_score_math: '500',
      sat_v1_score_writing: '500',
    },
    'sat_v1_score_reading',
    ['Enter SAT Critical Reading as a number from 200 to 800, in steps of 10'],
  ],
  [
    'SAT format P writing',
    {
      sat_taken: 'Y',
      sat_taken_date: 'P',
      sat_v1_score_reading: '500',
      sat_v1_score_math: '500',
      sat_v1_score_writing: '195',
    },
    'sat_v1_score_writing',
    ['Enter SAT Writing as a number from 200 to 800, in steps of 10'],
  ],
  [
    'SAT format P ignores the new scores',
    {
      sat_taken: 'Y',
      sat_taken_date: 'P',
      sat_v1_score_reading: '500',
      sat_v1_score_math: '500',
      sat_v1_score_writing: '500',
      sat_score_math: '805',
    },
    'sat_score_math',
    undefined,
  ],
  [
    'ACT 0',
    { act_taken: 'Y', act_score_composite: '0' },
    'act_score_composite',
    ['Enter ACT Composite Score as a number from 1 to 36'],
  ],
  ['ACT 1', { act_taken: 'Y', act_score_composite: '1' }, 'act_score_composite', undefined],
  ['ACT 36', { act_taken: 'Y', act_score_composite: '36' }, 'act_score_composite', undefined],
  [
    'ACT 37',
    { act_taken: 'Y', act_score_composite: '37' },
    'act_score_composite',
    ['Enter ACT Composite Score as a number from 1 to 36'],
  ],
  [
    'ACT not taken',
    { act_taken: 'N', act_score_composite: '37' },
    'act_score_composite',
    undefined,
  ],
  // College 1
  ['college 1 name', { college_name: '' }, 'college_name', ['Enter College Name']],
  [
    'college 1 from month',
    { college_attend_from_month: '' },
    'college_attend_from_month',
    ['Select Attended From (Month)'],
  ],
  [
    'college 1 from year',
    { college_attend_from_year: '' },
    'college_attend_from_year',
    ['Select Attended From (Year)'],
  ],
  [
    'college 1 to month',
    { college_attend_to_month: '' },
    'college_attend_to_month',
    ['Select Attended To (Month)'],
  ],
  [
    'college 1 to year',
    { college_attend_to_year: '' },
    'college_attend_to_year',
    ['Select Attended To (Year)'],
  ],
  [
    'college 2 is optional',
    { college_2_name: 'Anne Arundel Community College' },
    'college_2_attend_from_month',
    undefined,
  ],
  // Enrollment
  ['entry term', { entry_term: '' }, 'entry_term', ['Select Entry Term']],
  ['credits', { credits: '' }, 'credits', ['Enter Transferable Credits Completed']],
  [
    'applied previously',
    { applied_previously_transfer: '' },
    'applied_previously_transfer',
    ['Select an answer to: Have you applied to ApplyKit State before as a transfer student?'],
  ],
  [
    'attended before',
    { bowie_state_attended: '' },
    'bowie_state_attended',
    ['Select an answer to: Have you ever taken classes at ApplyKit State?'],
  ],
  [
    'campus for a Spring term',
    { entry_term: 'SP27' },
    'campus_attend',
    ['Select an answer to: Which campus would you like to attend?'],
  ],
  [
    'campus for a Fall term',
    { entry_term: 'FA27' },
    'campus_attend',
    ['Select an answer to: Which campus would you like to attend?'],
  ],
  ['no campus for a Summer term', { entry_term: 'SU27' }, 'campus_attend', undefined],
  [
    'major for campus 1',
    { entry_term: 'FA27', campus_attend: '1' },
    'applied_major',
    ['Select Intended Major'],
  ],
  [
    'major for campus 4',
    { entry_term: 'FA27', campus_attend: '4' },
    'applied_major',
    ['Select Intended Major'],
  ],
  ['no major for campus 5', { entry_term: 'FA27', campus_attend: '5' }, 'applied_major', undefined],
  // Final steps
  [
    'suspended required',
    { suspended: '' },
    'suspended',
    [
      'Select an answer to: Have you ever been suspended, dismissed or placed on probation by a college for disciplinary reasons?',
    ],
  ],
  [
    'suspension explained',
    { suspended: 'Y' },
    'suspended_comment',
    ['Please explain the circumstances'],
  ],
  [
    'explanation of 7000 characters',
    { suspended: 'Y', suspended_comment: 'x'.repeat(7000) },
    'suspended_comment',
    undefined,
  ],
  [
    'explanation over 7000 characters',
    { suspended: 'Y', suspended_comment: 'x'.repeat(7001) },
    'suspended_comment',
    ['Shorten “Please explain the circumstances” to 7000 characters or fewer'],
  ],
  [
    'counselor waiver',
    { counselor_waiver_request: '' },
    'counselor_waiver_request',
    ['Select an answer to: Would you like to waive the counselor recommendation?'],
  ],
  [
    'legal agreement must be true',
    { legal_agree: 'false' },
    'legal_agree',
    ['Confirm that the information in this application is complete and accurate'],
  ],
  [
    'residency statement must be true',
    { md_residency_statement: '' },
    'md_residency_statement',
    ['Confirm that your answers about Maryland residency are true and complete'],
  ],
  [
    'in-state tuition required',
    { instate_tuition: '' },
    'instate_tuition',
    ['Select an answer to: Are you applying for Maryland in-state tuition?'],
  ],
  // Coded answers outside their option list
  ['unknown state code', { state: 'ZZ' }, 'state', ['Select State/Province from the list']],
  ['unknown entry term', { entry_term: 'WI27' }, 'entry_term', ['Select Entry Term from the list']],
];

describe('validateApplication: the field rules', () => {
  it.each(rules)('%s', (_description, patch, key, expected) => {
    expect(errorsFor(patch)[key]).toEqual(expected);
  });
});

const residencyRows: Row[] = [
  [
    'financial dependence required',
    { md_financially_ind_dep: '' },
    'md_financially_ind_dep',
    ['Select Financial Dependence'],
  ],
  [
    'dependent (code 1) names the person',
    { md_financially_ind_dep: '1' },
    'md_name_of_person_on_whom_dependent',
    ['Enter Full Name of That Person'],
  ],
  [
    'dependent on a spouse (code 3) gives the relationship',
    { md_financially_ind_dep: '3' },
    'md_relationship_to_applicant',
    ['Select Their Relationship to You'],
  ],
  [
    'dependent gives the time dependent',
    { md_financially_ind_dep: '1' },
    'md_time_dependent',
    ['Select an answer to: How long have you depended on this person?'],
  ],
  [
    'dependent gives the tax claim',
    { md_financially_ind_dep: '1' },
    'md_provider_claims_applicant',
    [
      'Select an answer to: Did this person claim you as a dependent on their most recent federal income tax return?',
    ],
  ],
  [
    'dependent gives the provider address',
    { md_financially_ind_dep: '1' },
    'md_provider_address_line_1',
    ['Enter Their Street Address'],
  ],
  [
    'relationship Other explained',
    { md_financially_ind_dep: '1', md_relationship_to_applicant: '11' },
    'md_relationship_to_applicant_other',
    ['Please describe the relationship'],
  ],
  [
    'independent (code 2) names nobody',
    { md_financially_ind_dep: '2' },
    'md_name_of_person_on_whom_dependent',
    undefined,
  ],
  [
    'Maryland residence required',
    { md_resident: '' },
    'md_resident',
    ['Select an answer to: Do you (or the person on whom you depend) live in Maryland?'],
  ],
  [
    'non-residents skip the 12-month chain',
    { md_resident: 'N', md_perm_addr_duration: '' },
    'md_perm_addr_duration',
    undefined,
  ],
  [
    'address duration required',
    { md_perm_addr_duration: '' },
    'md_perm_addr_duration',
    [
      'Select an answer to: How long have you (or that person) lived at the current Maryland address?',
    ],
  ],
  [
    'under 12 months asks for the previous address',
    { md_perm_addr_duration: '1' },
    'md_prev_address_line_1',
    ['Enter Previous Street Address'],
  ],
  [
    'under 12 months asks for its duration',
    { md_perm_addr_duration: '1' },
    'md_prev_addr_duration',
    ['Select an answer to: How long did you (or that person) live there?'],
  ],
  [
    'licence state asked',
    { md_drivers_license: 'Y' },
    'md_drivers_license_state',
    ['Select State That Issued the License'],
  ],
  [
    'Maryland licence asks when it was issued',
    { md_drivers_license: 'Y', md_drivers_license_state: 'MD' },
    'md_drivers_license_issue_month',
    ['Select Month the Maryland License Was Issued'],
  ],
  [
    'Maryland licence needs no explanation',
    { md_drivers_license: 'Y', md_drivers_license_state: 'MD' },
    'md_drivers_license_explain',
    undefined,
  ],
  [
    'another licence state is explained',
    { md_drivers_license: 'Y', md_drivers_license_state: 'VA' },
    'md_drivers_license_explain',
    ['Explain why the license was not issued by Maryland'],
  ],
  [
    'another licence state skips the issue date',
    { md_drivers_license: 'Y', md_drivers_license_state: 'VA' },
    'md_drivers_license_issue_month',
    undefined,
  ],
  [
    'vehicle registration asked',
    { md_vehicle: 'Y' },
    'md_vehicle_registered_md',
    ['Select an answer to: Is the vehicle registered in Maryland?'],
  ],
  [
    'out-of-state vehicle explained',
    { md_vehicle: 'Y', md_vehicle_registered_md: 'N' },
    'md_vehicle_explain',
    ['Explain why the vehicle is registered in another state'],
  ],
  [
    'voter registration state asked',
    { md_voter_registered: 'Y' },
    'md_voter_registered_md',
    ['Select an answer to: Is the voter registration in Maryland?'],
  ],
  [
    'out-of-state voter explained',
    { md_voter_registered: 'Y', md_voter_registered_md: 'N' },
    'md_voter_explain',
    ['Explain why you are registered to vote in another state'],
  ],
  [
    'tax return year',
    { md_tax_return_year: '' },
    'md_tax_return_year',
    ['Select Tax Year of That Return'],
  ],
  [
    'no tax return explained',
    { md_tax_return: 'N', md_tax_return_year: '' },
    'md_tax_return_explain',
    ['Explain why no Maryland resident return was filed'],
  ],
  [
    'tax withheld required',
    { md_tax_withheld: '' },
    'md_tax_withheld',
    [
      'Select an answer to: Has Maryland income tax been withheld from your (or that person’s) wages in the past 12 months?',
    ],
  ],
  [
    'public assistance state',
    { md_public_assistance: 'Y' },
    'md_public_assistance_state',
    ['Select State That Provided the Assistance'],
  ],
  [
    'public assistance described',
    { md_public_assistance: 'Y' },
    'md_public_assistance_explain',
    ['Describe the assistance received'],
  ],
  [
    'other residency claim explained',
    { md_claimed_other_residency: 'Y' },
    'md_claimed_other_residency_explain',
    ['Explain the claim of residency'],
  ],
  [
    'support flag asks for its detail',
    { support_employment: 'true' },
    'support_employment_text',
    ['Give the employer and the start date'],
  ],
  [
    'unticked support flag asks nothing',
    { support_employment: 'false' },
    'support_employment_text',
    undefined,
  ],
  [
    'military question required',
    { md_military: '' },
    'md_military',
    [
      'Select an answer to: Are you (or the person on whom you depend) on active duty, in the National Guard, or a veteran?',
    ],
  ],
  [
    'veteran uploads the DD-214',
    { md_military: 'Y', md_veteran: 'true' },
    'md_veteran_upload',
    ['Upload DD-214 or other proof of honorable discharge'],
  ],
  [
    'unticked military flag asks for no document',
    { md_military: 'Y', md_veteran: 'true' },
    'md_military_active_upload',
    undefined,
  ],
];

describe('validateApplication: the Maryland residency chain', () => {
  it.each(residencyRows)('%s', (_description, patch, key, expected) => {
    expect(errorsFor({ ...inState, ...patch })[key]).toEqual(expected);
  });

  it('accepts an uploaded document', () => {
    const documents = { md_veteran_upload: { file_name: 'dd214.pdf', file_size: 1000 } };
    expect(errorsFor({ ...inState, md_military: 'Y', md_veteran: 'true' }, { documents })).toEqual(
      {},
    );
  });

  it('asks for no document when the applicant will send it later', () => {
    const tabs = { md_military_documents: 'later' };
    expect(errorsFor({ ...inState, md_military: 'Y', md_veteran: 'true' }, { tabs })).toEqual({});
  });

  it('asks nothing of applicants who do not apply for in-state tuition', () => {
    expect(
      errorsFor({ instate_tuition: 'N', md_resident: '', md_financially_ind_dep: '' }),
    ).toEqual({});
  });
});

describe('validateApplication: partner settings', () => {
  it('asks for a campus in the partner’s own terms', () => {
    const patch = { entry_term: 'FA27' };
    expect(errorsFor(patch, { partner: examplePartner }).campus_attend).toEqual([
      'Select an answer to: Which campus would you like to attend?',
    ]);
    expect(
      errorsFor({ entry_term: 'SP27' }, { partner: examplePartner }).campus_attend,
    ).toBeUndefined();
  });

  it('uses the partner’s text-area limit and name', () => {
    const errors = errorsFor(
      { entry_term: 'SP27', suspended: 'Y', suspended_comment: 'x'.repeat(1501) },
      { partner: examplePartner },
    );
    expect(errors.suspended_comment).toEqual([
      'Shorten “Please explain the circumstances” to 1500 characters or fewer',
    ]);
    expect(
      errorsFor({ entry_term: 'SP27', bowie_state_attended: '' }, { partner: examplePartner })
        .bowie_state_attended,
    ).toEqual(['Select an answer to: Have you ever taken classes at Lakeside?']);
  });
});

describe('validateApplication: entry terms on the day of the check', () => {
  const at = (iso: string) => new Date(iso);
  const termErrors = (entry_term: string, when: Date, options: Partial<ValidateOptions> = {}) =>
    validateApplication({ ...complete, entry_term }, { now: when, ...options }).entry_term;

  it('accepts Spring 2027 through its closing day in the office’s time zone', () => {
    // Classes start on January 20; applications close 14 days before, on January 6 (New York).
    expect(termErrors('SP27', at('2027-01-07T04:59:59Z'))).toBeUndefined();
    expect(termErrors('SP27', at('2027-01-07T05:00:00Z'))).toEqual([
      'Applications for Spring 2027 closed on January 6, 2027. Select another Entry Term',
    ]);
  });

  it('tells an applicant whose term closed before submit which term and when', () => {
    const errors = validateApplication(
      { ...complete, entry_term: 'SU27' },
      { now: at('2027-05-20T15:00:00Z') },
    );
    expect(errors).toEqual({
      entry_term: [
        'Applications for Summer 2027 closed on May 18, 2027. Select another Entry Term',
      ],
    });
  });

  it('refuses a term that does not open for application yet', () => {
    expect(termErrors('FA28', at('2027-05-24T12:00:00Z'))).toEqual([
      'Applications for Fall 2028 open on May 25, 2027. Select another Entry Term',
    ]);
    expect(termErrors('FA28', at('2027-05-25T12:00:00Z'))).toBeUndefined();
  });

  it('checks the example partner’s own calendar', () => {
    expect(termErrors('SP28', at('2027-12-14T05:59:59Z'), { partner: examplePartner })).toBe(
      undefined,
    );
    expect(termErrors('SP28', at('2027-12-14T06:00:00Z'), { partner: examplePartner })).toEqual([
      'Applications for Spring 2028 closed on December 13, 2027. Select another Entry Term',
    ]);
  });

  it('knows the example partner’s terms', () => {
    // Lakeside has no Summer term; its Fall closes 30 days before September 1.
    expect(termErrors('SU27', now, { partner: examplePartner })).toEqual([
      'Select Entry Term from the list',
    ]);
    expect(termErrors('FA27', at('2027-08-02T12:00:00Z'), { partner: examplePartner })).toBe(
      undefined,
    );
    expect(termErrors('FA27', at('2027-08-03T12:00:00Z'), { partner: examplePartner })).toEqual([
      'Applications for Fall 2027 closed on August 2, 2027. Select another Entry Term',
    ]);
  });
});

describe('validateApplication: hidden fields', () => {
  it('never requires or checks a hidden field, even with a stale answer', () => {
    const errors = errorsFor({ sat_taken: 'N', sat_taken_date: 'I', sat_score_math: '805' });
    expect(errors).toEqual({});
  });

  it('checks mailing fields against the permanent address while the box is ticked', () => {
    expect(errorsFor({ mailing_addr_same_as_perm_addr: 'true', mailing_zip: '1' })).toEqual({});
  });
});

describe('validateApplication: messages', () => {
  it('removes duplicate messages for a key', () => {
    const page: PageDefinition = {
      id: 'about',
      path: '/about',
      step: 1,
      title: 'Test',
      submittedTitle: 'Test',
      sections: [
        section('test', 'Test', [
          field('first_name', 'First Name', 'text', {
            rules: [{ rule: 'required' }, { rule: 'required', message: 'Enter First Name' }],
          }),
        ]),
      ],
    };
    expect(validateApplication({}, { now, pages: [page] })).toEqual({
      first_name: ['Enter First Name'],
    });
  });
});

describe('validateApplication: messages say what to do', () => {
  it('regression: no About You message only repeats its question’s label', () => {
    const errors = validateApplication({}, { now, pages: [applicationPages[0]!] });
    const labels = new Set(
      visibleFields(applicationPages[0]!.sections, {
        now,
        partner: defaultPartner,
        answers: {},
      }).map((question) => question.label),
    );
    const messagesShown = Object.values(errors).flat();
    expect(messagesShown.length).toBeGreaterThan(10);
    expect(messagesShown.filter((message) => labels.has(message))).toEqual([]);
  });
});
