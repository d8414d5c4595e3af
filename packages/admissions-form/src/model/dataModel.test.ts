import { describe, expect, it } from 'vitest';
import { defaultPartner, examplePartner } from './builtInPartners';
import {
  applicationKeys,
  applicationPages,
  assertApplicationConfiguration,
  clearHiddenAnswers,
  dataModel,
  documentKeys,
  findConfigurationErrors,
  findUnknownKeys,
  pageOfKey,
} from './dataModel';
import { field, section } from './builders';
import { collegePrefixes } from './education';
import type { Condition, ModelNode, PageDefinition } from './types';
import { holds, visibleFields } from './walk';

const context = { now: new Date('2026-11-22T12:00:00Z'), partner: defaultPartner };

const specKeys = {
  about: [
    'first_name',
    'middle_name',
    'last_name',
    'preferred_name',
    'prev_last_name',
    'suffix',
    'birth_date',
    'gender',
    'gender_iden',
    'phone_home',
    'phone_mobile',
    'phone_international',
    'phone_mobile_international',
    'optin_sms_ind',
    'accented_name_checkbox',
    'email_address',
    'address_line_1',
    'address_line_2',
    'city',
    'state',
    'county',
    'zip',
    'country',
    'mailing_addr_same_as_perm_addr',
    'mailing_address_line_1',
    'mailing_address_line_2',
    'mailing_city',
    'mailing_state',
    'mailing_zip',
    'mailing_country',
    'mailing_addr_effective_date',
    'citizenship_type',
    'citizenship',
    'citizenship_visa_status',
    'alien_registration_number',
    'us_resident_radio',
    'visa_status_other_explain',
    'ethnicity',
    'race_american_indian',
    'race_asian',
    'race_black',
    'race_native_hawaiian',
    'race_white',
    'military_status',
    'military_branch',
    'military_status_specified',
    'armed_forces_relation',
    'duty_station',
    'separation_month',
    'separation_year',
    'military_dependent',
    'religious_pref',
    'children',
    ...['parent_', 'parent_2_'].flatMap((p) =>
      [
        'relationship',
        'prefix',
        'first_name',
        'last_name',
        'email',
        'education',
        'education_other',
        'phone',
        'phone_type',
        'addr_same_as_stu_perm',
        'address_line_1',
        'address_line_2',
        'city',
        'state',
        'zip',
        'country',
      ].map((k) => p + k),
    ),
    ...['first_name', 'last_name', 'phone_home', 'phone_mobile', 'relation', 'relation_other'].map(
      (k) => `emergency_${k}`,
    ),
  ],
  education: [
    'entry_term',
    'entry_type',
    'credits',
    'applied_previously_transfer',
    'applied_previously_term_transfer',
    'previously_admitted',
    'year_since_previously_admitted',
    'year_since_bsu_classes',
    'bowie_state_attended',
    'campus_attend',
    'applied_major',
    'honors_student',
    'hs_name',
    'hs_ceeb',
    'hs_address_line_1',
    'hs_city',
    'hs_state',
    'hs_zip',
    'hs_country',
    'grad_month',
    'grad_year',
    'english_test',
    'sat_taken',
    'sat_taken_date',
    'sat_score_reading_writing',
    'sat_score_math',
    'sat_v1_score_reading',
    'sat_v1_score_math',
    'sat_v1_score_writing',
    'sat_plan_month',
    'sat_plan_year',
    'sat_taken_unsure',
    'act_taken',
    'act_score_composite',
    'act_plan_month',
    'act_plan_year',
    'act_taken_unsure',
    ...collegePrefixes.flatMap((p) =>
      [
        'name',
        'address_line_1',
        'city',
        'state',
        'zip',
        'ceeb',
        'attend_from_month',
        'attend_from_year',
        'attend_to_month',
        'attend_to_year',
        'credits',
        'type',
        'type_other',
        'degree',
        'degree_other',
        'gpa',
        'country',
      ].map((k) => p + k),
    ),
  ],
  'final-steps': [
    'suspended',
    'suspended_comment',
    'counselor_waiver_request',
    'legal_agree',
    'md_residency_statement',
    'instate_tuition',
    'md_financially_ind_dep',
    'md_name_of_person_on_whom_dependent',
    'md_relationship_to_applicant',
    'md_time_dependent',
    'md_resident',
  ],
} as const;

describe('the data model', () => {
  it.each(Object.entries(specKeys))(
    'holds every key the transfer application stores for %s',
    (page, keys) => {
      for (const key of keys) expect({ key, page: pageOfKey(key) }).toEqual({ key, page });
    },
  );

  it('has the college prefixes college_, college_2_ … college_8_', () => {
    expect(collegePrefixes).toEqual([
      'college_',
      'college_2_',
      'college_3_',
      'college_4_',
      'college_5_',
      'college_6_',
      'college_7_',
      'college_8_',
    ]);
  });

  it('gives every coded field a _desc companion and nothing else one', () => {
    expect(dataModel.citizenship_type_desc).toMatchObject({
      widget: 'desc',
      describes: 'citizenship_type',
    });
    expect(dataModel.college_8_state_desc?.page).toBe('education');
    expect(dataModel.first_name_desc).toBeUndefined();
    expect(dataModel.legal_agree_desc).toBeUndefined();
  });

  it('lists the document keys', () => {
    expect(documentKeys).toEqual([
      'md_military_active_upload',
      'md_military_guard_upload',
      'md_veteran_upload',
      'md_military_spouse_dependent_upload',
    ]);
    expect(documentKeys.every((key) => applicationKeys.includes(key))).toBe(true);
  });

  it('has the residency keys the issue asks for', () => {
    const residencyKeys = applicationKeys.filter(
      (k) => k.startsWith('md_') || k.startsWith('support_'),
    );
    for (const fragment of [
      'provider_address',
      'tax_return',
      'tax_withheld',
      'drivers_license',
      'vehicle',
      'voter',
      'public_assistance',
      'perm_addr',
      'prev_addr',
      'veteran',
      'military',
    ]) {
      expect(residencyKeys.some((key) => key.includes(fragment))).toBe(true);
    }
    expect(
      residencyKeys.filter((k) => k.startsWith('support_') && k.endsWith('_text')),
    ).toHaveLength(5);
  });

  it('is configured correctly', () => {
    expect(findConfigurationErrors()).toEqual([]);
    expect(() => assertApplicationConfiguration()).not.toThrow();
  });
});

function page(sections: PageDefinition['sections']): PageDefinition {
  return { id: 'about', path: '/about', step: 1, title: 'T', submittedTitle: 'T', sections };
}

describe('development-only configuration errors', () => {
  it('reports a repeat prefix that is not part of a key', () => {
    const repeat: ModelNode = {
      kind: 'repeat',
      id: 'colleges',
      addLabel: 'Add Another College',
      itemName: 'Item',
      instances: [
        {
          prefix: 'college_2_',
          title: 'College 2',
          children: [field('college_name', 'Name', 'text')],
        },
      ],
    };
    expect(findConfigurationErrors([page([section('s', 'S', [repeat])])])).toEqual([
      'The prefix "college_2_" of "colleges" is not part of the key "college_name".',
    ]);
  });

  it('reports an add-another over the maximum of 10', () => {
    const repeat: ModelNode = {
      kind: 'repeat',
      id: 'many',
      addLabel: 'Add Another',
      itemName: 'Item',
      instances: Array.from({ length: 11 }, (_, i) => ({
        prefix: `x_${i}_`,
        title: `X ${i}`,
        children: [field(`x_${i}_name`, 'Name', 'text')],
      })),
    };
    expect(findConfigurationErrors([page([section('s', 'S', [repeat])])])).toEqual([
      'The add-another "many" has 11 components; the maximum is 10.',
    ]);
  });

  it('reports conditions on keys outside the data model and keys defined twice', () => {
    const nodes = [
      field('first_name', 'First', 'text', {
        showWhen: { valueKey: 'frist_name', operator: 'answered' },
      }),
      field('first_name', 'First', 'text'),
    ];
    expect(findConfigurationErrors([page([section('s', 'S', nodes)])])).toEqual([
      'The key "first_name" is defined more than once.',
      'The field "first_name" reads "frist_name", which is not in the data model.',
    ]);
  });

  it('reports answer keys outside the data model', () => {
    expect(
      findUnknownKeys({
        first_name: 'Ana',
        gender_desc: 'Female',
        first_name_desc: '',
        favourite_colour: 'blue',
      }),
    ).toEqual(['first_name_desc', 'favourite_colour']);
    expect(() =>
      assertApplicationConfiguration(applicationPages, { favourite_colour: 'blue' }),
    ).toThrow('The answer key "favourite_colour" is not in the data model.');
  });
});

describe('conditions in the model', () => {
  it.each<[Condition, Record<string, string>, boolean]>([
    [
      {
        all: [
          { valueKey: 'a', operator: 'answered' },
          { valueKey: 'b', operator: 'equals', target: 'Y' },
        ],
      },
      { a: 'x', b: 'Y' },
      true,
    ],
    [
      {
        all: [
          { valueKey: 'a', operator: 'answered' },
          { valueKey: 'b', operator: 'equals', target: 'Y' },
        ],
      },
      { a: 'x', b: 'N' },
      false,
    ],
    [
      {
        any: [
          { valueKey: 'a', operator: 'answered' },
          { valueKey: 'b', operator: 'equals', target: 'Y' },
        ],
      },
      { a: '', b: 'Y' },
      true,
    ],
    [{ any: [] }, {}, false],
    [
      { valueKey: 'entry_term', operator: 'in', target: { partnerSetting: 'campusTerms' } },
      { entry_term: 'FA25' },
      true,
    ],
    [
      { valueKey: 'entry_term', operator: 'notIn', target: { partnerSetting: 'campusTerms' } },
      { entry_term: 'SU25' },
      true,
    ],
  ])('%j with %j is %s', (condition, answers, expected) => {
    expect(holds(condition, answers, context)).toBe(expected);
  });

  it('reads the partner’s terms', () => {
    const rule: Condition = {
      valueKey: 'entry_term',
      operator: 'in',
      target: { partnerSetting: 'campusTerms' },
    };
    const example = { ...context, partner: examplePartner };
    expect(holds(rule, { entry_term: 'SP27' }, context)).toBe(true);
    expect(holds(rule, { entry_term: 'SP27' }, example)).toBe(false);
    expect(holds(rule, { entry_term: 'FA26' }, example)).toBe(true);
    expect(holds(rule, { entry_term: 'SU27' }, example)).toBe(false);
  });
});

describe('clearing hidden answers', () => {
  it('clears a conditional field and its _desc when its condition stops holding', () => {
    const answers = {
      citizenship_type: '1',
      citizenship: 'FRA',
      citizenship_desc: 'France',
      first_name: 'Ana',
    };
    expect(clearHiddenAnswers({ ...context, answers })).toEqual({
      ...answers,
      citizenship: '',
      citizenship_desc: '',
    });
  });

  it('clears a whole chain, one hidden answer hiding the next', () => {
    const answers = {
      instate_tuition: 'N',
      md_resident: 'Y',
      md_drivers_license: 'Y',
      md_drivers_license_state: 'VA',
      md_drivers_license_explain: 'Moved recently',
    };
    expect(clearHiddenAnswers({ ...context, answers })).toEqual({
      instate_tuition: 'N',
      md_resident: '',
      md_drivers_license: '',
      md_drivers_license_state: '',
      md_drivers_license_explain: '',
    });
  });

  it('keeps the first matching group and clears the others', () => {
    const answers = { act_taken: 'Y', act_score_composite: '30', act_plan_month: '05' };
    expect(clearHiddenAnswers({ ...context, answers })).toEqual({ ...answers, act_plan_month: '' });
  });

  it('clears the answers of a radio-driven case that is no longer chosen', () => {
    const answers = {
      sat_taken: 'Y',
      sat_taken_date: 'P',
      sat_score_math: '700',
      sat_v1_score_math: '600',
    };
    expect(clearHiddenAnswers({ ...context, answers })).toEqual({ ...answers, sat_score_math: '' });
  });

  it('clears the after-content of an unticked checkbox trigger', () => {
    const answers = {
      instate_tuition: 'Y',
      md_resident: 'Y',
      support_bank: 'false',
      support_bank_text: 'First Bank',
    };
    expect(clearHiddenAnswers({ ...context, answers }).support_bank_text).toBe('');
  });

  it('keeps answers that stay visible', () => {
    const answers = { citizenship_type: '3', citizenship: 'FRA', english_test: 'IELTS' };
    expect(clearHiddenAnswers({ ...context, answers })).toBe(answers);
  });
});

describe('visibility', () => {
  const fields = (answers: Record<string, string>, extra = {}) =>
    applicationPages
      .flatMap((p) => visibleFields(p.sections, { ...context, answers, ...extra }))
      .map((f) => f.key);

  it('asks the English test question for citizenship 3 or O only', () => {
    expect(fields({ citizenship_type: '3' })).toContain('english_test');
    expect(fields({ citizenship_type: 'O' })).toContain('english_test');
    expect(fields({ citizenship_type: '2' })).not.toContain('english_test');
  });

  it('shows one college by default, more with the add-another count, and any answered one', () => {
    expect(fields({}).filter((k) => k.endsWith('_name') && k.startsWith('college'))).toEqual([
      'college_name',
    ]);
    expect(fields({}, { addAnother: { colleges: 3 } })).toContain('college_3_name');
    expect(fields({ college_5_name: 'X' })).toContain('college_4_name');
  });

  it('reveals parent 2 when both parents are to be contacted', () => {
    expect(fields({})).not.toContain('parent_2_email');
    expect(fields({ parent_communication_pref: '2' })).toContain('parent_2_email');
  });

  it('shows the chosen tab only, falling back to the default for unknown tabs', () => {
    const answers = { instate_tuition: 'Y', md_military: 'Y', md_veteran: 'true' };
    expect(fields(answers)).toContain('md_veteran_upload');
    expect(fields(answers, { tabs: { md_military_documents: 'later' } })).not.toContain(
      'md_veteran_upload',
    );
    expect(fields(answers, { tabs: { md_military_documents: 'nonsense' } })).toContain(
      'md_veteran_upload',
    );
  });
});
