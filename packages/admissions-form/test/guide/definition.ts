import {
  addField,
  addRule,
  assertDefinition,
  marylandResidency,
  removeModule,
  replaceOptions,
  setRequired,
  transferApplication,
  updateField,
  type ApplicationDefinition,
  type Validators,
} from '@applykit/admissions-form/validate';

/** Riverbend's own checks, registered by name: the browser and the server run these. */
export const validators: Validators = {
  // A Riverbend student number: an R and seven digits, the first not 0.
  studentNumber: (value) => /^R[1-9]\d{6}$/.test(value),
};

// Start from the transfer application; Riverbend is not in Maryland.
let definition = removeModule(transferApplication, marylandResidency);

// A question of its own, after the preferred name, optional, with its own rule.
definition = addField(
  definition,
  'personal',
  {
    kind: 'field',
    key: 'riverbend_student_number',
    label: 'Riverbend Student Number',
    widget: 'text',
    hint: 'Only if you have studied at Riverbend before, for example R1234567.',
  },
  { after: 'preferred_name' },
);
definition = addRule(definition, 'riverbend_student_number', {
  rule: 'validator',
  validator: 'studentNumber',
  message: 'Enter your student number as an R and seven digits, like R1234567',
});

// Reworded, required, and with Riverbend's own choices.
definition = updateField(definition, 'gender_iden', { label: 'Gender', hint: 'Optional.' });
definition = setRequired(definition, 'ethnicity', false);
definition = replaceOptions(definition, 'religious_pref', [
  { value: 'N', label: 'No preference' },
  { value: 'O', label: 'Another faith' },
]);

export const riverbendApplication: ApplicationDefinition = {
  ...definition,
  id: 'riverbend-transfer',
  version: '2026.1',
};

// Throws every problem at once (unknown keys in conditions, unregistered validators, …).
assertDefinition(riverbendApplication, { validators });
