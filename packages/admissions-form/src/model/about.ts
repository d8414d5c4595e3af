import { limits, messages } from '../rules/messages';
import {
  addressFields,
  answered,
  field,
  is,
  isIn,
  notAnswered,
  required,
  requiredWhen,
  section,
} from './builders';
import {
  armedForcesRelations,
  citizenshipTypes,
  countries,
  ethnicity,
  genderIdentities,
  genders,
  MILITARY_ACTIVE,
  MILITARY_OTHER,
  MILITARY_VETERAN,
  militaryBranches,
  militaryStatuses,
  months,
  namePrefixes,
  parentCommunication,
  parentEducation,
  parentRelations,
  pastYears,
  phoneTypes,
  RELATION_OTHER,
  relations,
  religions,
  suffixes,
  visaStatuses,
  yesNo,
} from './options';
import type { Condition, ModelNode, PageDefinition } from './types';

const phonePattern = (message: string) => ({ rule: 'pattern', pattern: 'phone', message }) as const;

const smsWithoutMobile: Condition = {
  all: [answered('optin_sms_ind'), notAnswered('phone_mobile_international')],
};
const noPhoneAtAll: Condition = {
  all: [
    notAnswered('optin_sms_ind'),
    notAnswered('phone_home'),
    notAnswered('phone_mobile'),
    notAnswered('phone_international'),
    notAnswered('phone_mobile_international'),
  ],
};

const personal = section('personal', 'Personal Information', [
  field('first_name', 'First Name', 'text', { rules: [required], autoComplete: 'given-name' }),
  field('middle_name', 'Middle Name', 'text', { autoComplete: 'additional-name' }),
  field('last_name', 'Last Name', 'text', { rules: [required], autoComplete: 'family-name' }),
  field('suffix', 'Suffix', 'select', { options: suffixes, autoComplete: 'honorific-suffix' }),
  field('preferred_name', 'Preferred First Name', 'text', {
    hint: 'We will greet you by this name.',
    autoComplete: 'nickname',
  }),
  {
    kind: 'trigger',
    id: 'previous-last-name',
    trigger: { widget: 'button', label: 'Add a previous last name' },
    before: [
      {
        kind: 'text',
        id: 'previous-last-name-note',
        text: 'Do your transcripts show a different last name?',
      },
    ],
    after: [
      field('prev_last_name', 'Previous Last Name', 'text', {
        hint: 'As it appears on your transcripts.',
      }),
    ],
  },
  {
    kind: 'trigger',
    id: 'accented-name',
    trigger: {
      widget: 'checkbox',
      field: field(
        'accented_name_checkbox',
        'My name includes accents or special characters',
        'checkbox',
      ),
    },
    before: [],
    after: [
      {
        kind: 'text',
        id: 'accented-name-note',
        text: 'Type your name above exactly as it appears on your official documents, including accents; we keep it as you enter it.',
      },
    ],
  },
  field('birth_date', 'Date of Birth', 'date', {
    rules: [{ rule: 'birthDate' }],
    autoComplete: 'bday',
  }),
  field('gender', 'Legal Sex', 'radio', { options: genders, rules: [required] }),
  field('gender_iden', 'Gender Identity', 'select', { options: genderIdentities }),
  field('email_address', 'Email Address', 'email', {
    rules: [{ rule: 'pattern', pattern: 'email' }],
    autoComplete: 'email',
  }),
]);

const phones = section('phones', 'Phone Numbers', [
  field('phone_home', 'Home Phone', 'phone', {
    autoComplete: 'tel-national',
    rules: [requiredWhen(noPhoneAtAll, messages.anyPhone), phonePattern(messages.homePhone)],
  }),
  field('phone_mobile', 'Cell Phone', 'phone', {
    rules: [
      requiredWhen(smsWithoutMobile, messages.cellPhoneForSms),
      phonePattern(messages.cellPhone),
    ],
  }),
  field('optin_sms_ind', 'Send me text message updates about my application', 'checkbox'),
  // Full international numbers, so the browser offers the whole number with its country code.
  field('phone_international', 'International Home Phone', 'text', {
    hint: 'Include the country code, for example +44 20 7946 0000.',
    autoComplete: 'tel',
  }),
  field('phone_mobile_international', 'International Cell Phone', 'text', {
    autoComplete: 'tel',
  }),
]);

const permanentAddress = section(
  'permanent-address',
  'Permanent Address',
  addressFields('', { county: true, requiredWhen: true, lookup: true }),
);

const mailingSame = answered('mailing_addr_same_as_perm_addr');
const mailingAddress = section('mailing-address', 'Mailing Address', [
  field(
    'mailing_addr_same_as_perm_addr',
    'My mailing address is the same as my permanent address',
    'checkbox',
  ),
  section(
    'mailing-address-fields',
    undefined,
    addressFields('mailing_', {
      labelPrefix: 'Mailing ',
      requiredWhen: notAnswered('mailing_addr_same_as_perm_addr'),
    }),
    {
      mirror: {
        when: mailingSame,
        from: {
          mailing_address_line_1: 'address_line_1',
          mailing_address_line_2: 'address_line_2',
          mailing_city: 'city',
          mailing_state: 'state',
          mailing_zip: 'zip',
          mailing_country: 'country',
        },
      },
    },
  ),
  field('mailing_addr_effective_date', 'Mailing Address Effective Date', 'date', {
    showWhen: notAnswered('mailing_addr_same_as_perm_addr'),
    rules: [
      {
        rule: 'yearWindow',
        yearsBefore: limits.mailingYearsBefore,
        yearsAfter: limits.mailingYearsAfter,
      },
    ],
  }),
]);

const citizenship = section('citizenship', 'Citizenship', [
  field('citizenship_type', 'Citizenship Status', 'radio', {
    options: citizenshipTypes,
    rules: [required],
  }),
  field('citizenship', 'Country of Citizenship', 'select', {
    options: countries,
    showWhen: isIn('citizenship_type', ['2', '3']),
    rules: [required],
  }),
  field('alien_registration_number', 'Alien Registration Number (A-Number)', 'text', {
    showWhen: is('citizenship_type', '2'),
  }),
  field('citizenship_visa_status', 'Visa Status', 'select', {
    options: visaStatuses,
    showWhen: is('citizenship_type', '3'),
    rules: [required],
  }),
  field('visa_status_other_explain', 'Please describe your visa status', 'text', {
    showWhen: { all: [is('citizenship_type', '3'), is('citizenship_visa_status', 'OT')] },
  }),
  field('us_resident_radio', 'Do you currently live in the United States?', 'radio', {
    options: yesNo,
    showWhen: isIn('citizenship_type', ['3', 'O']),
  }),
]);

const ethnicityAndRace = section(
  'ethnicity-race',
  'Ethnicity and Race',
  [
    field('ethnicity', 'Are you Hispanic or Latino?', 'radio', { options: ethnicity }),
    field('race_american_indian', 'American Indian or Alaska Native', 'checkbox'),
    field('race_asian', 'Asian', 'checkbox'),
    field('race_black', 'Black or African American', 'checkbox'),
    field('race_native_hawaiian', 'Native Hawaiian or Other Pacific Islander', 'checkbox'),
    field('race_white', 'White', 'checkbox'),
  ],
  { intro: 'These questions are optional and do not affect your admission decision.' },
);

const military = section('military', 'Military Service', [
  field('military_status', 'Military Status', 'select', {
    options: militaryStatuses,
    rules: [required],
  }),
  field('military_status_specified', 'Please specify your military status', 'text', {
    showWhen: is('military_status', MILITARY_OTHER),
  }),
  field('military_branch', 'Branch of Service', 'select', {
    options: militaryBranches,
    showWhen: isIn('military_status', ['2', '3', MILITARY_VETERAN]),
  }),
  field('duty_station', 'Current Duty Station', 'text', {
    showWhen: is('military_status', MILITARY_ACTIVE),
  }),
  field('separation_month', 'Separation Month', 'select', {
    options: months,
    showWhen: is('military_status', MILITARY_VETERAN),
  }),
  field('separation_year', 'Separation Year', 'select', {
    options: pastYears,
    showWhen: is('military_status', MILITARY_VETERAN),
  }),
  field(
    'military_dependent',
    'Are you the spouse or dependent of a current or former member of the U.S. armed forces?',
    'radio',
    { options: yesNo },
  ),
  field('armed_forces_relation', 'Relationship to the Service Member', 'select', {
    options: armedForcesRelations,
    showWhen: is('military_dependent', 'Y'),
  }),
]);

/** Parent 1 may always be contacted; parent 2 only when the applicant asks for both. */
function parentFields(prefix: string, number: 1 | 2, contact: Condition): ModelNode[] {
  const key = (name: string) => `${prefix}${name}`;
  const who = `Parent ${number}`;
  return [
    field(key('relationship'), `${who} Relationship to You`, 'select', {
      options: parentRelations,
    }),
    field(key('prefix'), `${who} Prefix`, 'select', { options: namePrefixes }),
    field(key('first_name'), `${who} First Name`, 'text'),
    field(key('last_name'), `${who} Last Name`, 'text'),
    field(key('email'), `${who} Email Address`, 'email', {
      rules: [requiredWhen(contact), { rule: 'pattern', pattern: 'email', when: contact }],
    }),
    field(key('phone'), `${who} Phone Number`, 'phone', {
      rules: [requiredWhen(contact), { rule: 'pattern', pattern: 'phone', when: contact }],
    }),
    field(key('phone_type'), `${who} Phone Type`, 'select', { options: phoneTypes }),
    field(key('education'), `${who} Highest Level of Education`, 'select', {
      options: parentEducation,
    }),
    field(key('education_other'), `Please describe ${who}’s education`, 'text', {
      showWhen: is(key('education'), 'O'),
    }),
    field(
      key('addr_same_as_stu_perm'),
      `${who} has the same address as my permanent address`,
      'checkbox',
    ),
    section(`${prefix}address`, undefined, addressFields(prefix, { labelPrefix: `${who} ` }), {
      showWhen: notAnswered(key('addr_same_as_stu_perm')),
    }),
  ];
}

const parents = section('parents', 'Parents or Guardians', [
  field(
    'parent_communication_pref',
    'May we send admission updates to your parents or guardians?',
    'radio',
    { options: parentCommunication },
  ),
  {
    kind: 'repeat',
    id: 'parents',
    addLabel: 'Add Another Parent or Guardian',
    itemName: 'Parent or Guardian',
    instances: [
      {
        prefix: 'parent_',
        title: 'Parent or Guardian 1',
        children: parentFields('parent_', 1, isIn('parent_communication_pref', ['1', '2'])),
      },
      {
        prefix: 'parent_2_',
        title: 'Parent or Guardian 2',
        revealWhen: is('parent_communication_pref', '2'),
        children: parentFields('parent_2_', 2, is('parent_communication_pref', '2')),
      },
    ],
  },
]);

const emergency = section('emergency-contact', 'Emergency Contact', [
  field('emergency_first_name', 'Emergency Contact First Name', 'text', { rules: [required] }),
  field('emergency_last_name', 'Emergency Contact Last Name', 'text', { rules: [required] }),
  field('emergency_relation', 'Relationship to You', 'select', {
    options: relations,
    rules: [required],
  }),
  field('emergency_relation_other', 'Please describe the relationship', 'text', {
    showWhen: is('emergency_relation', RELATION_OTHER),
    rules: [required],
  }),
  field('emergency_phone_mobile', 'Emergency Contact Cell Phone', 'phone', {
    rules: [required, phonePattern(messages.cellPhone)],
  }),
  field('emergency_phone_home', 'Emergency Contact Home Phone', 'phone', {
    rules: [phonePattern(messages.homePhone)],
  }),
]);

const additional = section('additional', 'Additional Information', [
  field('religious_pref', 'Religious Preference', 'select', { options: religions }),
  field('children', 'Do you have children?', 'radio', { options: yesNo }),
]);

export const aboutPage: PageDefinition = {
  id: 'about',
  path: '/about',
  step: 1,
  title: 'About You',
  submittedTitle: 'About You (submitted)',
  sections: [
    personal,
    phones,
    permanentAddress,
    mailingAddress,
    citizenship,
    ethnicityAndRace,
    military,
    parents,
    emergency,
    additional,
  ],
};
