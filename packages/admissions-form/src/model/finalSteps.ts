import { field, is, required, section } from './builders';
import { yesNo } from './options';
import type { PageDefinition } from './types';

const discipline = section('discipline', 'Disciplinary History', [
  field(
    'suspended',
    'Have you ever been suspended, dismissed or placed on probation by a college for disciplinary reasons?',
    'radio',
    { options: yesNo, rules: [required] },
  ),
  field('suspended_comment', 'Please explain the circumstances', 'textarea', {
    showWhen: is('suspended', 'Y'),
    rules: [required],
  }),
]);

const counselor = section('counselor', 'Counselor Recommendation', [
  field(
    'counselor_waiver_request',
    'Would you like to waive the counselor recommendation?',
    'radio',
    { options: yesNo, rules: [required] },
  ),
]);

const financialAid = section('financial-aid', 'Financial Aid', [
  {
    kind: 'text',
    id: 'fafsa',
    text: 'Complete the Free Application for Federal Student Aid and list {institutionName} with school code {fafsaCode}.',
    link: { label: 'Complete the FAFSA', href: 'fafsa' },
  },
  {
    kind: 'text',
    id: 'financial-aid-office',
    text: 'Scholarships, grants and loans are explained by the Office of Financial Aid.',
    link: { label: 'Visit Financial Aid', href: 'financialAid' },
  },
  {
    kind: 'text',
    id: 'virtual-tour',
    text: 'Have not visited yet? Explore the campus from home.',
    link: { label: 'Take the virtual tour', href: 'virtualTour' },
  },
]);

const certification = section('certification', 'Certification', [
  field(
    'legal_agree',
    'I certify that the information in this application is complete and accurate. I understand that false or missing information may lead to my admission being withdrawn.',
    'checkbox',
    {
      rules: [
        {
          rule: 'mustBeTrue',
          message: 'Confirm that the information in this application is complete and accurate',
        },
      ],
    },
  ),
]);

/**
 * Final Steps without any institution's residency questions: the Maryland residency module
 * (`marylandResidency`) adds its section before the certification and its own statement.
 */
export const finalStepsBasePage: PageDefinition = {
  id: 'final-steps',
  path: '/final-steps',
  step: 3,
  title: 'Final Steps',
  submittedTitle: 'Final Steps (submitted)',
  sections: [discipline, counselor, financialAid, certification],
};
