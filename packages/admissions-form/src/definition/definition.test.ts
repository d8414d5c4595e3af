import { describe, expect, it } from 'vitest';
import type { Answers } from '../conditions/conditions';
import { field, is, section } from '../model/builders';
import { ApplicationConfigurationError, indexDefinition } from '../model/dataModel';
import { exampleApplication } from '../model/exampleApplication';
import { marylandResidency } from '../model/residency';
import type { FieldDefinition, SectionNode } from '../model/types';
import { allFields } from '../model/walk';
import { messages } from '../rules/messages';
import { validateApplication } from '../rules/validateApplication';
import { assertDefinition, checkDefinition } from './check';
import { queueColumnsOf } from './queueColumns';
import {
  DefinitionEditError,
  addField,
  addPage,
  addRule,
  addSection,
  includeModule,
  moveField,
  movePage,
  moveSection,
  removeField,
  removeModule,
  removePage,
  removeSection,
  replaceField,
  replaceOptions,
  setRequired,
  updateField,
  updatePage,
  updateSection,
  updateText,
} from './operations';
import { transferApplication } from './transferApplication';
import type { ApplicationDefinition } from './types';

const now = new Date('2026-11-22T12:00:00Z');

const keysOf = (definition: ApplicationDefinition) => indexDefinition(definition).keys;
const fieldOf = (definition: ApplicationDefinition, key: string) =>
  indexDefinition(definition).field(key);
const sectionIds = (definition: ApplicationDefinition, page: string) =>
  definition.pages.find((p) => p.id === page)?.sections.map((s) => s.id);

/** The example applicant without any residency answer. */
const withoutResidencyAnswers: Answers = Object.fromEntries(
  Object.entries(exampleApplication).filter(
    ([key]) => !key.startsWith('md_') && key !== 'instate_tuition',
  ),
);

describe('the transfer application as data', () => {
  it('is sound, versioned and includes the Maryland residency module', () => {
    expect(checkDefinition(transferApplication)).toEqual([]);
    expect(transferApplication.version).toBe('1');
    expect(transferApplication.modules).toEqual(['maryland-residency']);
    expect(sectionIds(transferApplication, 'final-steps')).toEqual([
      'discipline',
      'counselor',
      'financial-aid',
      'residency',
      'certification',
    ]);
  });

  it('survives a JSON round trip unchanged and validates the same after it', () => {
    const copy = JSON.parse(JSON.stringify(transferApplication)) as ApplicationDefinition;
    expect(copy).toEqual(transferApplication);
    expect(checkDefinition(copy)).toEqual([]);
    expect(validateApplication(exampleApplication, { now, definition: copy })).toEqual({});
    const missing = { ...exampleApplication, grad_year: '', entry_term: '' };
    expect(validateApplication(missing, { now, definition: copy })).toEqual(
      validateApplication(missing, { now }),
    );
  });
});

describe("the review queue's columns", () => {
  it("are the transfer application's keys unless the definition names its own", () => {
    expect(queueColumnsOf(transferApplication)).toMatchObject({
      givenName: 'first_name',
      familyName: 'last_name',
      entryTerm: 'entry_term',
      programme: 'applied_major',
      collegeGroup: 'colleges',
    });
    expect(queueColumnsOf(transferApplication).collegeNames[1]).toBe('college_2_name');
    const own = { ...transferApplication, queueColumns: { programme: 'entry_type' } };
    expect(checkDefinition(own)).toEqual([]);
    expect(queueColumnsOf(own)).toMatchObject({ programme: 'entry_type', givenName: 'first_name' });
  });

  it('refuses a column that names no question, an upload, a term that is not a choice, or no repeat', () => {
    const uploads = allFields(transferApplication.pages.flatMap((page) => page.sections));
    const upload = uploads.find((field) => field.widget === 'file')!.key;
    expect(
      checkDefinition({
        ...transferApplication,
        queueColumns: {
          givenName: 'given_nme',
          familyName: upload,
          entryTerm: 'first_name',
          colleges: { repeat: 'schools', name: 'name' },
        },
      }),
    ).toEqual([
      `The queue's given name column reads "given_nme", which is not a question of the form.`,
      `The queue's family name column reads "${upload}", which is an upload, not an answer.`,
      `The queue's entry term column reads "first_name", which is not a choice (a select or radio question), so it could not be filtered by its options.`,
      `The queue's previous colleges read the repeat "schools", which the form has not.`,
    ]);
  });
});

describe('a definition without the Maryland residency module', () => {
  const elsewhere = removeModule(transferApplication, marylandResidency);

  it('has no Maryland question and no residency section', () => {
    expect(elsewhere.modules).toEqual([]);
    expect(keysOf(elsewhere).filter((key) => key.startsWith('md_'))).toEqual([]);
    expect(keysOf(elsewhere)).not.toContain('instate_tuition');
    expect(sectionIds(elsewhere, 'final-steps')).toEqual([
      'discipline',
      'counselor',
      'financial-aid',
      'certification',
    ]);
    expect(checkDefinition(elsewhere)).toEqual([]);
  });

  it('validates an application without any Maryland answer', () => {
    expect(validateApplication(withoutResidencyAnswers, { now, definition: elsewhere })).toEqual(
      {},
    );
    // The transfer application itself still asks for them.
    expect(validateApplication(withoutResidencyAnswers, { now })).toMatchObject({
      instate_tuition: expect.any(Array),
      md_residency_statement: expect.any(Array),
    });
  });

  it('refuses a Maryland answer as not part of the application', () => {
    const errors = validateApplication(
      { ...withoutResidencyAnswers, md_resident: 'Y', md_residency_statement: 'true' },
      { now, definition: elsewhere },
    );
    expect(errors).toEqual({
      md_resident: [messages.unknownAnswer],
      md_residency_statement: [messages.unknownAnswer],
    });
  });

  it('takes a module of its own in its place', () => {
    const virginia = {
      id: 'virginia-residency',
      sections: [
        {
          page: 'final-steps',
          placement: { after: 'financial-aid' },
          section: section('va-residency', 'Virginia In-State Tuition', [
            field('va_domicile', 'Have you lived in Virginia for 12 months?', 'radio', {
              options: [
                { value: 'Y', label: 'Yes' },
                { value: 'N', label: 'No' },
              ],
              rules: [{ rule: 'required' }],
            }),
          ]),
        },
      ],
    };
    const withVirginia = includeModule(elsewhere, virginia);
    expect(withVirginia.modules).toEqual(['virginia-residency']);
    expect(sectionIds(withVirginia, 'final-steps')).toEqual([
      'discipline',
      'counselor',
      'financial-aid',
      'va-residency',
      'certification',
    ]);
    expect(validateApplication(withoutResidencyAnswers, { now, definition: withVirginia })).toEqual(
      { va_domicile: ['Select an answer to: Have you lived in Virginia for 12 months?'] },
    );
    expect(() => includeModule(withVirginia, virginia)).toThrow(
      'includeModule: the module "virginia-residency" is already included.',
    );
  });
});

describe('operations', () => {
  const pronouns: FieldDefinition = field('pronouns', 'Pronouns', 'text', {
    hint: 'For example she/her.',
  });

  it('add a question where they say and leave the original definition alone', () => {
    const edited = addField(transferApplication, 'personal', pronouns, { after: 'preferred_name' });
    const personal = edited.pages[0]!.sections[0]!.children.map((node) =>
      node.kind === 'field' ? node.key : node.id,
    );
    expect(personal.slice(3, 6)).toEqual(['suffix', 'preferred_name', 'pronouns']);
    expect(fieldOf(transferApplication, 'pronouns')).toBeUndefined();
    expect(fieldOf(edited, 'pronouns')).toEqual(pronouns);
    expect(() => addField(edited, 'personal', pronouns)).toThrow(
      new DefinitionEditError('addField: the key "pronouns" is already a question.'),
    );
    expect(() => addField(edited, 'nowhere', { ...pronouns, key: 'x' })).toThrow(
      'addField: there is no section "nowhere".',
    );
    expect(() => addField(edited, 'personal', { ...pronouns, key: 'x' }, { before: 'y' })).toThrow(
      'addField: the section "personal" has nothing before "y".',
    );
  });

  it('remove a radio question together with the follow-ups it opens', () => {
    const edited = removeField(transferApplication, 'sat_taken');
    const keys = keysOf(edited);
    expect(keys).not.toContain('sat_taken');
    expect(keys).not.toContain('sat_score_math');
    expect(keys).not.toContain('sat_plan_month');
    expect(keys).toContain('act_taken');
    expect(() => removeField(edited, 'sat_taken')).toThrow(
      'removeField: there is no question "sat_taken".',
    );
  });

  it('reorder pages, sections and questions', () => {
    const pages = movePage(transferApplication, 'final-steps', { before: 'education' });
    expect(pages.pages.map((p) => [p.id, p.step])).toEqual([
      ['about', 1],
      ['final-steps', 2],
      ['education', 3],
    ]);
    const sections = moveSection(transferApplication, 'test-scores', {
      page: 'education',
      placement: 'start',
    });
    expect(sectionIds(sections, 'education')?.[0]).toBe('test-scores');
    const moved = moveField(transferApplication, 'children', {
      section: 'personal',
      placement: 'start',
    });
    expect(allFields(moved.pages[0]!.sections)[0]?.key).toBe('children');
    expect(keysOf(moved)).toHaveLength(keysOf(transferApplication).length);
  });

  it('add and remove pages and sections', () => {
    const essays: SectionNode = section('essay', 'Personal Statement', [
      field('essay_text', 'Tell us why you are transferring', 'textarea', {
        rules: [{ rule: 'required' }],
      }),
    ]);
    const withPage = addPage(
      transferApplication,
      {
        id: 'statement',
        path: '/statement',
        step: 0,
        title: 'Personal Statement',
        submittedTitle: 'Personal Statement (submitted)',
        sections: [essays],
      },
      { after: 'education' },
    );
    expect(withPage.pages.map((p) => [p.id, p.step])).toEqual([
      ['about', 1],
      ['education', 2],
      ['statement', 3],
      ['final-steps', 4],
    ]);
    expect(validateApplication(exampleApplication, { now, definition: withPage })).toEqual({
      essay_text: ['Tell us why you are transferring'],
    });
    expect(checkDefinition(withPage)).toEqual([]);
    const withoutPage = removePage(withPage, 'statement');
    expect(withoutPage.pages).toEqual(transferApplication.pages);
    const withoutSection = removeSection(transferApplication, 'test-scores');
    expect(keysOf(withoutSection)).not.toContain('act_taken');
    expect(() => addSection(transferApplication, 'about', { ...essays, id: 'personal' })).toThrow(
      'addSection: a section "personal" already exists.',
    );
    expect(() => removePage(transferApplication, 'essays')).toThrow(
      'removePage: there is no page "essays" (pages: about, education, final-steps).',
    );
  });

  it('change labels, hints, help, options and required-ness', () => {
    let edited = updateField(transferApplication, 'first_name', {
      label: 'Given Name',
      hint: 'As on your passport.',
    });
    edited = updateSection(edited, 'test-scores', { intro: 'Scores are optional.' });
    edited = updateText(edited, 'virtual-tour', { text: 'See the campus online.' });
    edited = replaceOptions(edited, 'religious_pref', [{ value: 'N', label: 'None' }]);
    edited = setRequired(edited, 'middle_name', true, 'Enter your middle name, or none');
    edited = setRequired(edited, 'gender', false);
    expect(fieldOf(edited, 'first_name')).toMatchObject({
      label: 'Given Name',
      hint: 'As on your passport.',
    });
    const errors = validateApplication(
      { ...exampleApplication, first_name: '', gender: '', religious_pref: '3' },
      { now, definition: edited },
    );
    expect(errors).toEqual({
      first_name: ['Enter Given Name'],
      middle_name: ['Enter your middle name, or none'],
      religious_pref: ['Select Religious Preference from the list'],
    });
    const conditional = setRequired(transferApplication, 'ethnicity', is('citizenship_type', '1'));
    expect(
      validateApplication({ ...exampleApplication }, { now, definition: conditional }),
    ).toEqual({ ethnicity: ['Select an answer to: Are you Hispanic or Latino?'] });
    expect(() => replaceOptions(transferApplication, 'first_name', [])).toThrow(
      'replaceOptions: the question "first_name" is a text, not a select or radio question.',
    );
  });

  it('add rules with their own messages, declarative or by a named validator', () => {
    const edited = addRule(
      addRule(transferApplication, 'hs_name', {
        rule: 'matches',
        pattern: '^[^0-9]*$',
        message: 'A school name has no digits',
      }),
      'credits',
      {
        rule: 'validator',
        validator: 'wholeCredits',
        params: { atLeast: 12 },
        message: 'Transfer with at least 12 whole credits',
      },
    );
    const validators = {
      wholeCredits: (value: string, { params }: { params?: Record<string, unknown> }) =>
        /^\d+$/.test(value) && Number(value) >= Number(params?.atLeast),
    };
    expect(
      validateApplication(exampleApplication, { now, definition: edited, validators }),
    ).toEqual({});
    expect(
      validateApplication(
        { ...exampleApplication, hs_name: 'School 21', credits: '10' },
        { now, definition: edited, validators },
      ),
    ).toEqual({
      hs_name: ['A school name has no digits'],
      credits: ['Transfer with at least 12 whole credits'],
    });
    expect(checkDefinition(edited, { validators })).toEqual([]);
    expect(checkDefinition(edited, { validators: {} })).toEqual([
      'A rule of "credits" names the validator "wholeCredits", which is not registered (registered: none).',
    ]);
    expect(() => validateApplication(exampleApplication, { now, definition: edited })).toThrow(
      ApplicationConfigurationError,
    );
  });

  it('replace a question, changing its key', () => {
    const edited = replaceField(
      transferApplication,
      'children',
      field('dependents', 'Do you have dependents?', 'radio', {
        options: [
          { value: 'Y', label: 'Yes' },
          { value: 'N', label: 'No' },
        ],
      }),
    );
    expect(keysOf(edited)).toContain('dependents');
    expect(keysOf(edited)).not.toContain('children');
    expect(() => replaceField(edited, 'dependents', { ...pronouns, key: 'first_name' })).toThrow(
      'replaceField: the key "first_name" is already a question.',
    );
  });
});

describe('checks at start-up', () => {
  const problemsOf = (definition: ApplicationDefinition) => checkDefinition(definition);

  it('names a condition that reads a removed question', () => {
    const broken = removeField(transferApplication, 'military_status');
    expect(problemsOf(broken)).toEqual([
      'The field "military_status_specified" reads "military_status", which is not in the data model.',
      'The field "military_branch" reads "military_status", which is not in the data model.',
      'The field "duty_station" reads "military_status", which is not in the data model.',
      'The field "separation_month" reads "military_status", which is not in the data model.',
      'The field "separation_year" reads "military_status", which is not in the data model.',
    ]);
    expect(() => assertDefinition(broken)).toThrow(
      /The application form is misconfigured:\n- The field "military_status_specified" reads "military_status"/,
    );
  });

  it('names every misconfiguration of a hand-edited definition', () => {
    const repeat = {
      kind: 'repeat' as const,
      id: 'jobs',
      addLabel: 'Add Another Job',
      itemName: 'Job',
      instances: Array.from({ length: 11 }, (_, index) => ({
        prefix: `job_${index + 1}_`,
        title: `Job ${index + 1}`,
        children: [
          field(index === 0 ? 'employer_1' : `job_${index + 1}_employer`, 'Employer', 'text'),
        ],
      })),
    };
    const broken: ApplicationDefinition = {
      ...transferApplication,
      version: '',
      pages: [
        ...transferApplication.pages,
        {
          id: 'about',
          path: 'extra',
          step: 4,
          title: 'Extra',
          submittedTitle: 'Extra',
          sections: [
            section('personal', 'Again', [
              field('first_name', 'First Name', 'text'),
              field('favourite', 'Favourite', 'select'),
              field('signature', 'Signature', 'signature'),
              field('code', 'Code', 'text', {
                rules: [{ rule: 'matches', pattern: '(', message: 'Enter a code' }],
              }),
              field('term', 'Term', 'select', {
                options: { partnerList: 'terms' } as never,
              }),
              repeat,
            ]),
          ],
        },
      ],
    };
    expect(checkDefinition(broken, { widgets: [] })).toEqual([
      'The definition has no version.',
      'The page id "about" is used twice.',
      'The path of page "about" must start with "/".',
      'The key "first_name" is defined more than once.',
      'The add-another "jobs" has 11 components; the maximum is 10.',
      'The prefix "job_1_" of "jobs" is not part of the key "employer_1".',
      'The section id "personal" is used twice.',
      'The question "favourite" is a select without options.',
      'The question "signature" uses the widget "signature", which is neither built in nor registered.',
      'A rule of "code" has the pattern /(/, which is not a regular expression.',
      'The options of "term" name the partner list "terms"; the lists are entryTerms, campuses and majors.',
    ]);
  });

  it('refuses a page path that is not one route segment', () => {
    for (const path of ['/About', '/final steps', '/about/more', '/', '/-about'])
      expect(checkDefinition(updatePage(transferApplication, 'about', { path }))).toEqual([
        `The path "${path}" of page "about" is not a route: write "/" and lowercase letters, digits and single hyphens, like "/final-steps".`,
      ]);
    expect(
      checkDefinition(updatePage(transferApplication, 'about', { path: '/sobre-usted-2' })),
    ).toEqual([]);
  });

  it('refuses functions where plain data belongs, and unknown answer keys', () => {
    const withFunction = updateField(transferApplication, 'suffix', {
      options: (() => []) as never,
    });
    expect(checkDefinition(withFunction)).toContain(
      'definition.pages[0].sections[0].children[3].options is a function; a definition is plain data (use a named validator).',
    );
    expect(
      checkDefinition(transferApplication, { answers: { md_resident: '', nickname: 'x' } }),
    ).toEqual(['The answer key "nickname" is not in the data model.']);
  });
});
