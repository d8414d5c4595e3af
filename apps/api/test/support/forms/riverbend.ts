// A second institution's form module, loaded by the server through APPLYKIT_FORM as a
// partner's own package would be: no Maryland questions, one required question of its own,
// a reworded label, its own partner settings, and a migration from its first version.
import {
  addField,
  examplePartner,
  marylandResidency,
  removeModule,
  transferApplication,
  updateField,
  type AnswerMigration,
  type ApplicationDefinition,
  type PartnerSettings,
} from '@applykit/admissions-form/validate';

let edited = removeModule(transferApplication, marylandResidency);
edited = addField(
  edited,
  'personal',
  {
    kind: 'field',
    key: 'riverbend_student_number',
    label: 'Riverbend Student Number',
    widget: 'text',
    rules: [{ rule: 'required', message: 'Enter your Riverbend student number' }],
  },
  { after: 'preferred_name' },
);
edited = updateField(edited, 'first_name', { label: 'Given Name' });

export const definition: ApplicationDefinition = {
  ...edited,
  id: 'riverbend-transfer',
  version: '2',
};

export const partner: PartnerSettings = {
  ...examplePartner,
  institutionName: 'Riverbend College',
  institutionShortName: 'Riverbend',
};

/** Version 1 called the student number `student_id` and asked a question since dropped. */
export const migrateAnswers: AnswerMigration = ({ version, answers }) => {
  if (version !== '1') return answers;
  const { student_id: studentId, ...rest } = answers;
  return studentId === undefined ? rest : { ...rest, riverbend_student_number: studentId };
};
