import { describe, expect, it } from 'vitest';
import type { Answers } from '../conditions/conditions';
import { transferApplicationInEnglish } from '../definition/transferApplicationInEnglish';
import type { ApplicationDefinition } from '../definition/types';
import { field, required, section } from '../model/builders';
import { defaultPartner } from '../model/builtInPartners';
import { emptyAnswers, indexDefinition } from '../model/dataModel';
import { exampleApplication } from '../model/exampleApplication';
import type { Condition, ModelNode } from '../model/types';
import { allFields, resolveOptions } from '../model/walk';
import { liveValidation } from './liveValidation';
import { validateApplication, type ValidateOptions } from './validateApplication';

const now = new Date('2026-11-22T12:00:00Z');
const options: ValidateOptions = { now };
/** The example with a term open on `now`. */
const complete: Answers = { ...exampleApplication, entry_term: 'SU27' };

/** Each step's messages from the live validation, checked against a whole validation. */
function typeInTurn(start: Answers, steps: Answers[], given: ValidateOptions = options) {
  const live = liveValidation();
  let answers = { ...start };
  expect(live(answers, given)).toEqual(validateApplication(answers, given));
  const { isKey } = indexDefinition(given.definition ?? transferApplicationInEnglish);
  for (const step of steps) {
    if (!('another_school_question' in step))
      expect(Object.keys(step).filter((key) => !isKey(key))).toEqual([]);
    answers = { ...answers, ...step };
    const expected = validateApplication(answers, given);
    const found = live(answers, given);
    expect(found, `after ${JSON.stringify(step)}`).toEqual(expected);
    // The error summary lists the keys in this order.
    expect(Object.keys(found)).toEqual(Object.keys(expected));
  }
}

describe('liveValidation: a keystroke re-checks the rules that read the answer', () => {
  it('a required-if rule: the ZIP code is required, and 5 characters long, in the USA', () => {
    typeInTurn(complete, [
      { zip: '' },
      { country: 'CAN', state: 'ON' },
      { zip: '2071' },
      { country: 'USA', state: 'MD' },
      { zip: '20715' },
    ]);
  });

  it('an add-another revealed by an answer: parent 2 when both parents are to be contacted', () => {
    typeInTurn(complete, [
      { parent_2_email: '', parent_2_phone: '' },
      { parent_communication_pref: '2' },
      { parent_communication_pref: '1' },
      { parent_communication_pref: '2' },
      { parent_2_email: 'parent@example.org' },
      { parent_communication_pref: complete.parent_communication_pref ?? '' },
    ]);
  });

  it('a mirror: the mailing address follows the permanent one while the box is ticked', () => {
    typeInTurn(complete, [
      { mailing_addr_same_as_perm_addr: 'true' },
      { address_line_1: '' },
      { zip: '2071' },
      { zip: '20715' },
      { address_line_1: '1 College Ave' },
      { mailing_addr_same_as_perm_addr: 'false' },
      { mailing_address_line_1: '' },
    ]);
  });

  it('the Maryland residency chain opens and closes as its answers change', () => {
    typeInTurn(complete, [
      { instate_tuition: 'Y' },
      { md_financially_ind_dep: '1' },
      { md_financially_ind_dep: '3' },
      { md_name_of_person_on_whom_dependent: 'A Parent' },
      { md_military: 'Y' },
      { md_veteran: 'true' },
      { md_financially_ind_dep: '' },
      { instate_tuition: 'N' },
    ]);
  });

  it('dates: a birth date and an effective date typed a character at a time', () => {
    const steps = [...'2001-02-0', '3'].map((_, index, all) => ({
      birth_date: all.slice(0, index + 1).join(''),
    }));
    typeInTurn(complete, [
      ...steps,
      { mailing_addr_same_as_perm_addr: '' },
      { mailing_addr_effective_date: '1999-01-01' },
      { mailing_addr_effective_date: '2026-01-01' },
    ]);
  });

  it('add-another: an instance is shown once any of its answers is given', () => {
    // 'false' is an unticked box's answer: not given, so the instance stays hidden.
    typeInTurn({ ...complete, college_2_state: 'false' }, [
      { college_2_name: 'x' },
      { college_2_name: 'xy' },
      { college_2_name: '' },
    ]);
  });

  it('a key the definition does not know is refused, first, and cleared again', () => {
    typeInTurn(complete, [{ another_school_question: 'x' }, { first_name: '' }]);
  });

  it('starts over when the host’s state changes', () => {
    const live = liveValidation();
    const answers = { ...complete, instate_tuition: 'Y', md_military: 'Y', md_veteran: 'true' };
    live(answers, options);
    const documents = { md_veteran_upload: { file_name: 'dd214.pdf', file_size: 1000 } };
    const withDocument = { ...options, documents };
    expect(live(answers, withDocument)).toEqual(validateApplication(answers, withDocument));
    const tabs = { md_military_documents: 'later' };
    expect(live(answers, { ...options, tabs })).toEqual(
      validateApplication(answers, { ...options, tabs }),
    );
  });

  it('re-checks a partner validator, which reads every answer, on any change', () => {
    const definition: ApplicationDefinition = {
      ...transferApplicationInEnglish,
      pages: [
        {
          id: 'about',
          path: '/about',
          step: 1,
          title: 'About You',
          submittedTitle: 'About You',
          sections: [
            section('initials', 'Initials', [
              field('first_name', 'First Name', 'text', { rules: [required] }),
              field('initials', 'Initials', 'text', {
                rules: [{ rule: 'validator', validator: 'initialOfFirstName', message: 'Match' }],
              }),
            ]),
          ],
        },
      ],
    };
    const given: ValidateOptions = {
      now,
      definition,
      validators: {
        initialOfFirstName: (value, { answers }) => value[0] === answers.first_name?.[0],
      },
    };
    typeInTurn(
      { first_name: 'Ada', initials: 'AL' },
      [{ first_name: 'Bea' }, { initials: 'BL' }],
      given,
    );
  });
});

/** Every key a condition compares against a value, with those values. */
function conditionTargets(nodes: readonly ModelNode[], into: Map<string, Set<string>>) {
  const add = (condition: Condition | undefined) => {
    if (!condition) return;
    if ('all' in condition) return condition.all.forEach(add);
    if ('any' in condition) return condition.any.forEach(add);
    const values = into.get(condition.valueKey) ?? new Set<string>();
    const { target } = condition;
    for (const value of Array.isArray(target) ? target : [target]) {
      if (typeof value === 'string' || typeof value === 'number') values.add(String(value));
    }
    into.set(condition.valueKey, values);
  };
  for (const node of nodes) {
    if ('showWhen' in node) add(node.showWhen);
    switch (node.kind) {
      case 'field':
        node.rules?.forEach((rule) => 'when' in rule && add(rule.when));
        break;
      case 'section':
        add(node.mirror?.when);
        conditionTargets(node.children, into);
        break;
      case 'groups':
        node.groups.forEach((group) => {
          add(group.showWhen);
          conditionTargets(group.children, into);
        });
        break;
      case 'trigger':
        conditionTargets([...node.before, ...node.after], into);
        break;
      case 'radioSections':
        Object.values(node.cases).forEach((nodes) => conditionTargets(nodes, into));
        break;
      case 'repeat':
        node.instances.forEach((instance) => {
          add(instance.revealWhen);
          conditionTargets(instance.children, into);
        });
        break;
      case 'tabs':
        node.tabs.forEach((tab) => conditionTargets(tab.children, into));
        break;
    }
  }
}

describe('liveValidation: answers changed one after another, at random', () => {
  const sections = transferApplicationInEnglish.pages.flatMap((page) => page.sections);
  const targets = new Map<string, Set<string>>();
  conditionTargets(sections, targets);
  const fields = allFields(sections).filter((field) => field.widget !== 'file');
  const candidates = fields.map((field) => ({
    key: field.key,
    values: [
      '',
      'x',
      'true',
      'false',
      '2001-02-03',
      exampleApplication[field.key] ?? '',
      ...resolveOptions(field, { now, partner: defaultPartner })
        .slice(0, 3)
        .map((option) => option.value),
      ...(targets.get(field.key) ?? []),
    ],
  }));
  // A fixed seed: the same walk each run.
  let seed = 2026;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

  it.each([
    ['the complete application', complete],
    ['a new application', emptyAnswers()],
  ])(
    'from %s: every step gives the messages of a whole validation',
    (_name, start) => {
      const steps = Array.from({ length: 400 }, () => {
        const { key, values } = pick(candidates);
        return { [key]: pick(values) };
      });
      typeInTurn(start, steps);
    },
    // A whole validation a step: seconds on a quiet machine, far more on a loaded one.
    120_000,
  );
});
