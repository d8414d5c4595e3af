import {
  addPage,
  addSection,
  includeModule,
  marylandResidency,
  removeModule,
  setRequired,
  transferApplication,
  translateDefinition,
  updateField,
  type ApplicationDefinition,
  type DefinitionModule,
  type Option,
} from '@applykit/admissions-form/validate';

const yesNo: readonly Option[] = [
  { value: 'Y', label: 'Yes' },
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
        title: 'New Mexico residency',
        intro: 'Whoever has lived in New Mexico for the last 12 months pays in-state tuition.',
        children: [
          {
            kind: 'field',
            key: 'sb_nm_resident',
            label: 'Have you lived in New Mexico for the last 12 months?',
            widget: 'radio',
            options: yesNo,
            rules: [
              {
                rule: 'required',
                message: 'Say whether you have lived in New Mexico for the last 12 months',
              },
            ],
          },
          {
            kind: 'field',
            key: 'sb_nm_county',
            label: 'New Mexico county you live in',
            widget: 'text',
            showWhen: livesInNewMexico,
            rules: [{ rule: 'required', message: 'Enter the county you live in' }],
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
          'I certify that my answers about New Mexico residency are true and that I can prove them if the college asks me to.',
        widget: 'checkbox',
        rules: [
          {
            rule: 'mustBeTrue',
            message: 'Check the box to certify your answers about residency',
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
    title: 'Returning students',
    intro: 'If you have studied at Sierra Blanca before, enter your student number.',
    children: [
      {
        kind: 'field',
        key: 'sb_student_number',
        label: 'Sierra Blanca student number',
        hint: 'It is on your ID card, for example SB1234567.',
        widget: 'student-id',
        rules: [
          {
            rule: 'validator',
            validator: 'studentNumber',
            message: 'Enter your student number as SB and seven digits, for example SB1234567',
          },
        ],
      },
    ],
  },
  { after: 'personal' },
);

// A page of the college's own, before Final Steps, at a path of its choosing: the portal's step
// navigation, routes and page titles follow the definition's pages.
edited = addPage(
  edited,
  {
    id: 'program',
    path: '/programa',
    step: 0, // the page's place sets its step
    title: 'Your program',
    submittedTitle: 'Your program',
    sections: [
      {
        kind: 'section',
        id: 'how-you-heard',
        title: 'How you heard of us',
        intro: 'It helps the college reach students like you.',
        children: [
          {
            kind: 'field',
            key: 'sb_heard_from',
            label: 'How did you hear about Sierra Blanca College?',
            widget: 'radio',
            options: [
              { value: 'FRIEND', label: 'A friend or relative' },
              { value: 'SCHOOL', label: 'My community college' },
              { value: 'WEB', label: 'The college’s website' },
            ],
            rules: [{ rule: 'required', message: 'Say how you heard about Sierra Blanca College' }],
          },
        ],
      },
      {
        kind: 'section',
        id: 'pathway',
        title: 'Your pathway',
        children: [
          {
            kind: 'field',
            key: 'sb_pathway',
            label: 'Which program do you mean to complete at Sierra Blanca?',
            widget: 'radio',
            options: [
              { value: 'AAS', label: 'An associate degree' },
              { value: 'CERT', label: 'A certificate' },
              { value: 'TRANSFER', label: 'Courses to transfer on to a university' },
            ],
          },
        ],
      },
    ],
  },
  { before: 'final-steps' },
);

// The college asks no ethnicity question of its own accord; it stays, but optional.
edited = setRequired(edited, 'ethnicity', false);
edited = updateField(edited, 'gender_iden', { hint: 'Optional.' });

// The college writes its questions in English and gives them in Spanish, its applicants' usual
// language (the partner's `defaultLocale`). The questions it keeps from the transfer application
// come with the package's Spanish; `untranslatedTexts(definition, 'es', partner)` is empty.
edited = translateDefinition(edited, 'es', {
  texts: {
    'new-mexico-residency.title': 'Residencia en Nuevo México',
    'new-mexico-residency.intro':
      'Quien ha vivido en Nuevo México durante los últimos 12 meses paga la matrícula para residentes.',
    'sb_nm_resident.label': '¿Ha vivido en Nuevo México durante los últimos 12 meses?',
    'sb_nm_resident.rule.required':
      'Indique si ha vivido en Nuevo México durante los últimos 12 meses',
    'sb_nm_county.label': 'Condado de Nuevo México donde vive',
    'sb_nm_county.rule.required': 'Escriba el condado donde vive',
    'sb_residency_statement.label':
      'Certifico que mis respuestas sobre la residencia en Nuevo México son verdaderas y que puedo demostrarlas si la universidad me lo pide.',
    'sb_residency_statement.rule.mustBeTrue':
      'Marque la casilla para certificar sus respuestas sobre la residencia',
    'returning-student.title': 'Estudiantes que regresan',
    'returning-student.intro': 'Si ya estudió en Sierra Blanca, escriba su número de estudiante.',
    'sb_student_number.label': 'Número de estudiante de Sierra Blanca',
    'sb_student_number.hint': 'Aparece en su credencial, por ejemplo SB1234567.',
    'sb_student_number.rule.studentNumber':
      'Escriba su número de estudiante como SB y siete dígitos, por ejemplo SB1234567',
    'gender_iden.hint': 'Opcional.',
    'page.program.title': 'Su programa',
    'page.program.submittedTitle': 'Su programa',
    'how-you-heard.title': 'Cómo nos conoció',
    'how-you-heard.intro': 'Nos ayuda a llegar a estudiantes como usted.',
    'sb_heard_from.label': '¿Cómo supo de Sierra Blanca College?',
    'sb_heard_from.option.FRIEND': 'Un amigo o familiar',
    'sb_heard_from.option.SCHOOL': 'Mi colegio comunitario',
    'sb_heard_from.option.WEB': 'El sitio web de la universidad',
    'sb_heard_from.rule.required': 'Indique cómo supo de Sierra Blanca College',
    'pathway.title': 'Su trayectoria',
    'sb_pathway.label': '¿Qué programa piensa completar en Sierra Blanca?',
    'sb_pathway.option.AAS': 'Un título asociado',
    'sb_pathway.option.CERT': 'Un certificado',
    'sb_pathway.option.TRANSFER': 'Cursos para luego transferirse a una universidad',
  },
  // The college's majors and campuses (src/partner.ts), wherever a list offers them.
  options: {
    'Solar Energy Technology': 'Tecnología de energía solar',
    'Aerospace Technology': 'Tecnología aeroespacial',
    'Bilingual Education': 'Educación bilingüe',
    'I have not decided yet': 'Aún no lo he decidido',
    'Alamogordo Campus': 'Campus Alamogordo',
    'Ruidoso Center': 'Centro Ruidoso',
  },
});

/** Sierra Blanca's transfer application. Change `version` whenever a question changes. */
export const definition: ApplicationDefinition = {
  ...edited,
  id: 'sierra-blanca-transfer',
  version: '2026.1',
  // The admissions office's list shows the pathway an applicant means to complete, the
  // college's own question, in its programme column (and filters by it); the names, term and
  // colleges stay the transfer application's.
  queueColumns: { programme: 'sb_pathway' },
};
