import {
  addSection,
  includeModule,
  marylandResidency,
  removeModule,
  setRequired,
  transferApplication,
  updateField,
  type ApplicationDefinition,
  type DefinitionModule,
  type Option,
} from '@applykit/admissions-form/validate';

const yesNo: readonly Option[] = [
  { value: 'Y', label: 'Sí' },
  { value: 'N', label: 'No' },
];
const livesInNewMexico = { valueKey: 'sb_nm_resident', operator: 'equals', target: 'Y' } as const;

/**
 * New Mexico's in-state tuition question, in place of the Maryland residency chain: where the
 * applicant has lived for the last 12 months, their county, and a statement in the certification.
 */
export const newMexicoResidency: DefinitionModule = {
  id: 'new-mexico-residency',
  sections: [
    {
      page: 'final-steps',
      placement: { before: 'certification' },
      section: {
        kind: 'section',
        id: 'new-mexico-residency',
        title: 'Residencia en Nuevo México',
        intro:
          'Quien ha vivido en Nuevo México durante los últimos 12 meses paga la matrícula para residentes.',
        children: [
          {
            kind: 'field',
            key: 'sb_nm_resident',
            label: '¿Ha vivido en Nuevo México durante los últimos 12 meses?',
            widget: 'radio',
            options: yesNo,
            rules: [
              {
                rule: 'required',
                message: 'Indique si ha vivido en Nuevo México durante los últimos 12 meses',
              },
            ],
          },
          {
            kind: 'field',
            key: 'sb_nm_county',
            label: 'Condado de Nuevo México donde vive',
            widget: 'text',
            showWhen: livesInNewMexico,
            rules: [{ rule: 'required', message: 'Escriba el condado donde vive' }],
          },
        ],
      },
    },
  ],
  fields: [
    {
      section: 'certification',
      placement: 'start',
      field: {
        kind: 'field',
        key: 'sb_residency_statement',
        label:
          'Certifico que mis respuestas sobre la residencia en Nuevo México son verdaderas y que puedo demostrarlas si la universidad me lo pide.',
        widget: 'checkbox',
        rules: [
          {
            rule: 'mustBeTrue',
            message: 'Marque la casilla para certificar sus respuestas sobre la residencia',
          },
        ],
      },
    },
  ],
};

let edited = includeModule(
  removeModule(transferApplication, marylandResidency),
  newMexicoResidency,
);

// A section of the college's own on About You: returning students give their student number,
// in the `student-id` widget the portal registers (src/StudentIdWidget.tsx).
edited = addSection(
  edited,
  'about',
  {
    kind: 'section',
    id: 'returning-student',
    title: 'Estudiantes que regresan',
    intro: 'Si ya estudió en Sierra Blanca, escriba su número de estudiante.',
    children: [
      {
        kind: 'field',
        key: 'sb_student_number',
        label: 'Número de estudiante de Sierra Blanca',
        hint: 'Aparece en su credencial, por ejemplo SB1234567.',
        widget: 'student-id',
        rules: [
          {
            rule: 'validator',
            validator: 'studentNumber',
            message:
              'Escriba su número de estudiante como SB y siete dígitos, por ejemplo SB1234567',
          },
        ],
      },
    ],
  },
  { after: 'personal' },
);

// The college asks no ethnicity question of its own accord; it stays, but optional.
edited = setRequired(edited, 'ethnicity', false);
edited = updateField(edited, 'gender_iden', { hint: 'Opcional.' });

/** Sierra Blanca's transfer application. Change `version` whenever a question changes. */
export const definition: ApplicationDefinition = {
  ...edited,
  id: 'sierra-blanca-transfer',
  version: '2026.1',
};
