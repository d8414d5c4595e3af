import {
  addField,
  checkDefinition,
  definitionInLocale,
  translateDefinition,
  transferApplication,
  untranslatedTexts,
  updateField,
} from '@applykit/admissions-form/validate';

// Reword a question in English, then give it, and a question of your own, in Spanish.
let definition = updateField(transferApplication, 'preferred_name', {
  hint: 'The name we use in letters to you.',
});
definition = addField(definition, 'personal', {
  kind: 'field',
  key: 'pronouns',
  label: 'Pronouns',
  widget: 'select',
  options: [
    { value: 'SHE', label: 'she/her' },
    { value: 'HE', label: 'he/him' },
    { value: 'THEY', label: 'they/them' },
  ],
});
definition = translateDefinition(definition, 'es', {
  // By text id: `<key>.label`, `<key>.hint`, `<key>.option.<value>`, `page.<id>.title`, …
  texts: {
    'preferred_name.hint': 'El nombre que usamos en las cartas que le enviamos.',
    'pronouns.label': 'Pronombres',
    'pronouns.option.SHE': 'ella',
    'pronouns.option.HE': 'él',
    'pronouns.option.THEY': 'elle',
  },
  // By the option's text, wherever a list offers it: your majors, campuses and term names.
  options: { 'Marine Biology': 'Biología Marina' },
});

export const riverbendSpanish = definition;

// What is still English in Spanish: nothing, after the lines above.
export const stillEnglish = untranslatedTexts(definition, 'es');
// A text id the definition does not have is a start-up error, never a silent English text.
export const problems = checkDefinition(definition);
// What the form, the print view and the PDF show to a Spanish-speaking applicant.
export const inSpanish = definitionInLocale(definition, 'es');
