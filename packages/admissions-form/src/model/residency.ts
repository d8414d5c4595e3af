import { addressFields, answered, field, is, isIn, required, section } from './builders';
import {
  addressDurations,
  DEPENDENT_CODES,
  financialDependence,
  months,
  pastYears,
  relations,
  RELATION_OTHER,
  statesAndProvinces,
  timeDependent,
  yearRange,
  yesNo,
} from './options';
import type { DefinitionModule } from '../definition/types';
import type { FieldDefinition, ModelNode, SectionNode } from './types';

/**
 * The Maryland in-state tuition residency chain (USM Policy VIII-2.70 asks for 12 months of
 * Maryland domicile shown by living quarters, taxes, licence, vehicle, voter registration and
 * no benefits claimed from another state; or a qualifying military connection). Each answer
 * that needs a follow-up reveals it; everything revealed is required. The README draws it.
 */

const dependent = isIn('md_financially_ind_dep', DEPENDENT_CODES);

const yesNoQuestion = (key: string, label: string) =>
  field(key, label, 'radio', { options: yesNo, rules: [required] });

const explain = (key: string, label: string) =>
  field(key, label, 'textarea', { rules: [required] });

/** A Y/N question whose Y or N answer reveals a follow-up (a radio-driven section). */
function yesNoChain(
  key: string,
  label: string,
  cases: { Y?: readonly ModelNode[]; N?: readonly ModelNode[] },
): ModelNode {
  return { kind: 'radioSections', id: key, field: yesNoQuestion(key, label), cases };
}

/** Who depends on whom: the follow-ups describe the person whose residency is assessed. */
const provider = section(
  'md-provider',
  'The Person on Whom You Depend',
  [
    field('md_name_of_person_on_whom_dependent', 'Full Name of That Person', 'text', {
      rules: [required],
    }),
    field('md_relationship_to_applicant', 'Their Relationship to You', 'select', {
      options: relations,
      rules: [required],
    }),
    field('md_relationship_to_applicant_other', 'Please describe the relationship', 'text', {
      showWhen: is('md_relationship_to_applicant', RELATION_OTHER),
      rules: [required],
    }),
    field('md_time_dependent', 'How long have you depended on this person?', 'radio', {
      options: timeDependent,
      rules: [required],
    }),
    yesNoQuestion(
      'md_provider_claims_applicant',
      'Did this person claim you as a dependent on their most recent federal income tax return?',
    ),
    section(
      'md-provider-address',
      'Their Permanent Address',
      addressFields('md_provider_', {
        labelPrefix: 'Their ',
        requiredWhen: true,
      }),
    ),
  ],
  {
    showWhen: dependent,
    intro: 'Answer the residency questions below about this person rather than about yourself.',
  },
);

const permanentAddressDuration: ModelNode = {
  kind: 'radioSections',
  id: 'md_perm_addr_duration',
  field: field(
    'md_perm_addr_duration',
    'How long have you (or that person) lived at the current Maryland address?',
    'radio',
    { options: addressDurations, rules: [required] },
  ),
  cases: {
    '1': [
      section('md-previous-address', 'Previous Address', [
        ...addressFields('md_prev_', { requiredWhen: true, labelPrefix: 'Previous ' }),
        field('md_prev_addr_duration', 'How long did you (or that person) live there?', 'radio', {
          options: addressDurations,
          rules: [required],
        }),
      ]),
    ],
  },
};

/** Maryland as licence state asks when it was issued; any other state asks why. */
const driversLicence = yesNoChain(
  'md_drivers_license',
  "Do you (or that person) hold a driver's license?",
  {
    Y: [
      field('md_drivers_license_state', 'State That Issued the License', 'select', {
        options: statesAndProvinces,
        rules: [required],
      }),
      {
        kind: 'groups',
        id: 'md-drivers-license-follow-up',
        groups: [
          {
            showWhen: is('md_drivers_license_state', 'MD'),
            children: [
              field(
                'md_drivers_license_issue_month',
                'Month the Maryland License Was Issued',
                'select',
                {
                  options: months,
                  rules: [required],
                },
              ),
              field(
                'md_drivers_license_issue_year',
                'Year the Maryland License Was Issued',
                'select',
                {
                  options: pastYears,
                  rules: [required],
                },
              ),
            ],
          },
          {
            showWhen: answered('md_drivers_license_state'),
            children: [
              explain(
                'md_drivers_license_explain',
                'Explain why the license was not issued by Maryland',
              ),
            ],
          },
        ],
      },
    ],
  },
);

const vehicle = yesNoChain('md_vehicle', 'Do you (or that person) own or lease a motor vehicle?', {
  Y: [
    yesNoChain('md_vehicle_registered_md', 'Is the vehicle registered in Maryland?', {
      N: [explain('md_vehicle_explain', 'Explain why the vehicle is registered in another state')],
    }),
  ],
});

const voter = yesNoChain('md_voter_registered', 'Are you (or that person) registered to vote?', {
  Y: [
    yesNoChain('md_voter_registered_md', 'Is the voter registration in Maryland?', {
      N: [explain('md_voter_explain', 'Explain why you are registered to vote in another state')],
    }),
  ],
});

const taxReturn = yesNoChain(
  'md_tax_return',
  'Did you (or that person) file a Maryland resident income tax return for the most recent tax year?',
  {
    Y: [
      field('md_tax_return_year', 'Tax Year of That Return', 'select', {
        options: yearRange(-3, 0),
        rules: [required],
      }),
    ],
    N: [explain('md_tax_return_explain', 'Explain why no Maryland resident return was filed')],
  },
);

const taxWithheld = yesNoChain(
  'md_tax_withheld',
  'Has Maryland income tax been withheld from your (or that person’s) wages in the past 12 months?',
  {},
);

const publicAssistance = yesNoChain(
  'md_public_assistance',
  'In the past 12 months, have you (or that person) received public assistance from a state other than Maryland?',
  {
    Y: [
      field('md_public_assistance_state', 'State That Provided the Assistance', 'select', {
        options: statesAndProvinces,
        rules: [required],
      }),
      explain('md_public_assistance_explain', 'Describe the assistance received'),
    ],
  },
);

const otherStateResidency = yesNoChain(
  'md_claimed_other_residency',
  'In the past 12 months, have you (or that person) claimed residency in another state, for example for tuition or taxes?',
  { Y: [explain('md_claimed_other_residency_explain', 'Explain the claim of residency')] },
);

/** Support flags: each ticked box asks for the detail an admissions officer would verify. */
const supportFlags: readonly [string, string, string][] = [
  [
    'support_own_rent',
    'Owns or rents, and lives in, a home in Maryland',
    'Give the address and the date the lease or ownership began',
  ],
  [
    'support_possessions',
    'Keeps substantially all personal possessions in Maryland',
    'Describe where the possessions are kept',
  ],
  ['support_employment', 'Is employed in Maryland', 'Give the employer and the start date'],
  [
    'support_bank',
    'Holds bank accounts in Maryland',
    'Give the bank and the date the account was opened',
  ],
  ['support_other', 'Other evidence of Maryland residency', 'Describe the other evidence'],
];

const support = section(
  'md-support',
  'Evidence of Maryland Residency',
  supportFlags.map(([key, label, textLabel]) => ({
    kind: 'trigger' as const,
    id: key,
    trigger: { widget: 'checkbox' as const, field: field(key, label, 'checkbox') },
    before: [],
    after: [explain(`${key}_text`, textLabel)],
  })),
  { intro: 'Check every statement that applies to you (or that person).' },
);

const marylandResidence = yesNoChain(
  'md_resident',
  'Do you (or the person on whom you depend) live in Maryland?',
  {
    Y: [
      permanentAddressDuration,
      driversLicence,
      vehicle,
      voter,
      taxReturn,
      taxWithheld,
      publicAssistance,
      otherStateResidency,
      support,
    ],
    N: [
      {
        kind: 'text',
        id: 'md-not-resident',
        text: 'You will be considered for out-of-state tuition unless a military connection below applies.',
      },
    ],
  },
);

/** Military flags: each ticked box asks for a proving document, uploaded now or sent later. */
const militaryFlags: readonly [string, string, string][] = [
  [
    'md_military_active',
    'On active duty and stationed in Maryland',
    'Military orders showing a Maryland duty station',
  ],
  [
    'md_military_guard',
    'A member of the Maryland National Guard',
    'Proof of Maryland National Guard membership',
  ],
  [
    'md_veteran',
    'An honorably discharged veteran living in Maryland',
    'DD-214 or other proof of honorable discharge',
  ],
  [
    'md_military_spouse_dependent',
    'The spouse or dependent of a service member stationed in Maryland',
    'Proof of the relationship and of the Maryland duty station',
  ],
];

const military = yesNoChain(
  'md_military',
  'Are you (or the person on whom you depend) on active duty, in the National Guard, or a veteran?',
  {
    Y: [
      section(
        'md-military-flags',
        undefined,
        militaryFlags.map(([key, label]) => field(key, label, 'checkbox')),
        { intro: 'Check every statement that applies.' },
      ),
      {
        kind: 'tabs',
        id: 'md_military_documents',
        label: 'Military documents',
        defaultTab: 'upload',
        tabs: [
          {
            value: 'upload',
            label: 'Upload documents now',
            children: militaryFlags.map(([key, , document]) =>
              field(`${key}_upload`, document, 'file', {
                showWhen: answered(key),
                rules: [required],
              }),
            ),
          },
          {
            value: 'later',
            label: 'Send documents later',
            children: [
              {
                kind: 'text',
                id: 'md-military-documents-later',
                text: 'Send your documents to the Office of Admissions before the first day of classes; your tuition classification waits until they arrive.',
              },
            ],
          },
        ],
      },
    ],
  },
);

export const residency: SectionNode = section(
  'residency',
  'Maryland In-State Tuition',
  [
    {
      kind: 'radioSections',
      id: 'instate_tuition',
      field: yesNoQuestion('instate_tuition', 'Are you applying for Maryland in-state tuition?'),
      cases: {
        Y: [
          field('md_financially_ind_dep', 'Financial Dependence', 'radio', {
            options: financialDependence,
            rules: [required],
          }),
          provider,
          marylandResidence,
          military,
        ],
      },
    },
  ],
  {
    intro:
      'Maryland residents who have lived in the state for at least 12 consecutive months may qualify for in-state tuition.',
  },
);

/** The certification of the residency answers, asked in the Certification section. */
export const residencyStatement: FieldDefinition = field(
  'md_residency_statement',
  'I certify that my answers about Maryland residency are true and complete, and I will report any change before classes begin.',
  'checkbox',
  {
    rules: [
      {
        rule: 'mustBeTrue',
        message: 'Confirm that your answers about Maryland residency are true and complete',
      },
    ],
  },
);

/**
 * The Maryland residency module: the residency section before the certification on Final
 * Steps, and its statement first in the certification. The transfer application includes it;
 * a partner in another state removes it (`removeModule`) or includes a module of its own.
 */
export const marylandResidency: DefinitionModule = {
  id: 'maryland-residency',
  sections: [{ page: 'final-steps', placement: { before: 'certification' }, section: residency }],
  fields: [{ section: 'certification', placement: 'start', field: residencyStatement }],
};
