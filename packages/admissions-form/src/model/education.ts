import { addressFields, field, is, isIn, required, section } from './builders';
import {
  campuses,
  collegeTypes,
  countries,
  degrees,
  englishTests,
  entryTerms,
  entryTypes,
  futureYears,
  majors,
  months,
  pastAndFutureYears,
  pastYears,
  satFormats,
  statesAndProvinces,
  yesNo,
} from './options';
import { limits } from '../rules/messages';
import type { ModelNode, PageDefinition, Rule } from './types';

/** College 1 is required; the seven others are revealed with Add Another. */
export const collegePrefixes = Array.from({ length: limits.maxColleges }, (_, index) =>
  index === 0 ? 'college_' : `college_${index + 1}_`,
);

const satScore: Rule = { rule: 'range', min: 200, max: 800, step: 10 };

function collegeFields(prefix: string, first: boolean): ModelNode[] {
  const key = (name: string) => `${prefix}${name}`;
  const needed = first ? [required] : [];
  return [
    field(key('name'), 'College Name', 'lookup', {
      rules: needed,
      lookup: {
        category: 'college_ceeb',
        fill: {
          name: key('name'),
          ceeb: key('ceeb'),
          address_line_1: key('address_line_1'),
          city: key('city'),
          state: key('state'),
          zip: key('zip'),
          country: key('country'),
        },
      },
    }),
    field(key('ceeb'), 'College Code (CEEB)', 'text'),
    ...addressFields(prefix, { lineTwo: false, labelPrefix: 'College ' }),
    field(key('attend_from_month'), 'Attended From (Month)', 'select', {
      options: months,
      rules: needed,
    }),
    field(key('attend_from_year'), 'Attended From (Year)', 'select', {
      options: pastYears,
      rules: needed,
    }),
    field(key('attend_to_month'), 'Attended To (Month)', 'select', {
      options: months,
      rules: needed,
    }),
    field(key('attend_to_year'), 'Attended To (Year)', 'select', {
      options: pastAndFutureYears,
      rules: needed,
    }),
    field(key('credits'), 'Credits Earned', 'number', {
      rules: [{ rule: 'range', min: 0, max: 300 }],
    }),
    field(key('type'), 'Type of College', 'select', { options: collegeTypes }),
    field(key('type_other'), 'Please describe the type of college', 'text', {
      showWhen: is(key('type'), 'O'),
    }),
    field(key('degree'), 'Degree Earned or Expected', 'select', { options: degrees }),
    field(key('degree_other'), 'Please describe the degree', 'text', {
      showWhen: is(key('degree'), 'O'),
    }),
    field(key('gpa'), 'Cumulative GPA', 'number', {
      hint: 'On a 4.0 scale, for example 3.25.',
      rules: [{ rule: 'range', min: 0, max: 5 }],
    }),
  ];
}

const enrollment = section('enrollment', 'Entry and Enrollment', [
  field('entry_term', 'Entry Term', 'select', {
    options: entryTerms,
    rules: [required, { rule: 'openTerm' }],
  }),
  field('entry_type', 'Enrollment Status', 'radio', { options: entryTypes }),
  field('credits', 'Transferable Credits Completed', 'number', {
    hint: 'Credits completed at all colleges, including those in progress.',
    rules: [required, { rule: 'range', min: 0, max: 300 }],
  }),
  field('campus_attend', 'Which campus would you like to attend?', 'radio', {
    options: campuses,
    showWhen: {
      valueKey: 'entry_term',
      operator: 'in',
      target: { partnerSetting: 'campusTerms' },
    },
    rules: [required],
  }),
  field('applied_major', 'Intended Major', 'select', {
    options: majors,
    showWhen: {
      all: [
        { valueKey: 'campus_attend', operator: 'gte', target: 1 },
        { valueKey: 'campus_attend', operator: 'lte', target: 4 },
      ],
    },
    rules: [required],
  }),
  field('honors_student', 'Are you interested in the Honors Program?', 'radio', {
    options: yesNo,
  }),
  field(
    'applied_previously_transfer',
    'Have you applied to {institution} before as a transfer student?',
    'radio',
    { options: yesNo, rules: [required] },
  ),
  field('applied_previously_term_transfer', 'Term You Applied For', 'text', {
    showWhen: is('applied_previously_transfer', 'Y'),
  }),
  field('previously_admitted', 'Were you admitted?', 'radio', {
    options: yesNo,
    showWhen: is('applied_previously_transfer', 'Y'),
  }),
  field('year_since_previously_admitted', 'Year You Were Admitted', 'select', {
    options: pastYears,
    showWhen: { all: [is('applied_previously_transfer', 'Y'), is('previously_admitted', 'Y')] },
  }),
  field('bowie_state_attended', 'Have you ever taken classes at {institution}?', 'radio', {
    options: yesNo,
    rules: [required],
  }),
  field('year_since_bsu_classes', 'Year You Last Took Classes at {institution}', 'select', {
    options: pastYears,
    showWhen: is('bowie_state_attended', 'Y'),
  }),
]);

const colleges = section(
  'colleges',
  'Colleges Attended',
  [
    {
      kind: 'repeat',
      id: 'colleges',
      addLabel: 'Add Another College',
      itemName: 'College',
      instances: collegePrefixes.map((prefix, index) => ({
        prefix,
        title: `College ${index + 1}`,
        children: collegeFields(prefix, index === 0),
      })),
    },
  ],
  { intro: 'List every college you have attended, starting with the most recent.' },
);

const highSchool = section('high-school', 'High School', [
  field('hs_name', 'High School Name', 'lookup', {
    rules: [required],
    lookup: {
      category: 'hs_ceeb',
      fill: {
        name: 'hs_name',
        ceeb: 'hs_ceeb',
        address_line_1: 'hs_address_line_1',
        city: 'hs_city',
        state: 'hs_state',
        zip: 'hs_zip',
        country: 'hs_country',
      },
    },
  }),
  field('hs_ceeb', 'High School Code (CEEB)', 'text'),
  field('hs_address_line_1', 'Street Address', 'text'),
  field('hs_city', 'City', 'text'),
  field('hs_state', 'State/Province', 'select', { options: statesAndProvinces }),
  field('hs_zip', 'ZIP/Postal Code', 'text'),
  field('hs_country', 'Country', 'select', { options: countries }),
  field('grad_month', 'Graduation Month', 'select', { options: months, rules: [required] }),
  field('grad_year', 'Graduation Year', 'select', {
    options: pastAndFutureYears,
    rules: [required],
  }),
  field('english_test', 'Which English proficiency test have you taken?', 'radio', {
    options: englishTests,
    showWhen: isIn('citizenship_type', ['3', 'O']),
  }),
]);

const testPlan = (test: 'sat' | 'act'): ModelNode[] => [
  field(`${test}_plan_month`, 'Planned Test Month', 'select', { options: months }),
  field(`${test}_plan_year`, 'Planned Test Year', 'select', { options: futureYears }),
  field(`${test}_taken_unsure`, 'I am not sure whether I will take this test', 'checkbox'),
];

const sat: ModelNode = {
  kind: 'radioSections',
  id: 'sat',
  field: field('sat_taken', 'Have you taken the SAT?', 'radio', { options: yesNo }),
  cases: {
    Y: [
      {
        kind: 'radioSections',
        id: 'sat-format',
        field: field('sat_taken_date', 'When did you take the SAT?', 'radio', {
          options: satFormats,
        }),
        cases: {
          I: [
            field('sat_score_reading_writing', 'SAT Evidence-Based Reading and Writing', 'number', {
              rules: [required, satScore],
            }),
            field('sat_score_math', 'SAT Math', 'number', { rules: [required, satScore] }),
          ],
          P: [
            field('sat_v1_score_reading', 'SAT Critical Reading', 'number', {
              rules: [required, satScore],
            }),
            field('sat_v1_score_math', 'SAT Math (before March 2016)', 'number', {
              rules: [required, satScore],
            }),
            field('sat_v1_score_writing', 'SAT Writing', 'number', {
              rules: [required, satScore],
            }),
          ],
        },
      },
    ],
    N: testPlan('sat'),
  },
};

const act: ModelNode[] = [
  field('act_taken', 'Have you taken the ACT?', 'radio', { options: yesNo }),
  {
    kind: 'groups',
    id: 'act',
    groups: [
      {
        showWhen: is('act_taken', 'Y'),
        children: [
          field('act_score_composite', 'ACT Composite Score', 'number', {
            rules: [required, { rule: 'range', min: 1, max: 36 }],
          }),
        ],
      },
      { showWhen: is('act_taken', 'N'), children: testPlan('act') },
    ],
  },
];

const testScores = section('test-scores', 'Test Scores', [sat, ...act], {
  intro: 'Test scores are optional for transfer applicants with 24 or more credits.',
});

export const educationPage: PageDefinition = {
  id: 'education',
  path: '/education',
  step: 2,
  title: 'Your Academics',
  submittedTitle: 'Your Academics (submitted)',
  sections: [enrollment, colleges, highSchool, testScores],
};
