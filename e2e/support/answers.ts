import type { Locator, Page, Response } from 'playwright-core';
import { defaultPartner, openEntryTerms } from '@applykit/admissions-form/validate';

/**
 * One answer as an applicant gives it, found the way a person finds it: by its visible label.
 * - text, date (yyyy-mm-dd): typed into the textbox;
 * - phone: digits typed into the masked field, which shows them as `shown`;
 * - select: the option with this label; radio: the choice with this label in the question;
 * - checkbox: ticked;
 * - search: the school or address search: `value` is typed, then the suggestion whose text
 *   matches `choose` is picked, which fills the related fields.
 */
export type Answer =
  | { kind: 'text' | 'date' | 'select' | 'radio'; label: string; value: string; within?: string }
  | { kind: 'checkbox'; label: string; within?: string }
  | { kind: 'phone'; label: string; value: string; shown: string; within?: string }
  | { kind: 'search'; label: string; value: string; choose: RegExp; within?: string };

/** The applicant of journeys 1 and 7. */
export const applicant = { firstName: 'Maya', lastName: 'Castellanos' };

/**
 * Every required answer of About You, for a U.S. citizen who has not served and whose mailing
 * address is the permanent one. The permanent address comes from the address lookup.
 */
export const aboutYouAnswers: Answer[] = [
  { kind: 'text', label: 'First Name', value: applicant.firstName },
  { kind: 'text', label: 'Last Name', value: applicant.lastName },
  { kind: 'date', label: 'Date of Birth', value: '2003-05-14' },
  { kind: 'radio', label: 'Legal Sex', value: 'Female' },
  { kind: 'phone', label: 'Cell Phone', value: '4105550123', shown: '(410) 555-0123' },
  {
    kind: 'search',
    label: 'Street Address',
    value: '90210',
    choose: /^Beverly Hills, CA 90210/,
    within: 'Permanent Address',
  },
  { kind: 'text', label: 'Street Address', value: '1200 Laurel Way', within: 'Permanent Address' },
  { kind: 'checkbox', label: 'My mailing address is the same as my permanent address' },
  { kind: 'radio', label: 'Citizenship Status', value: 'U.S. citizen' },
  { kind: 'select', label: 'Military Status', value: 'I have not served in the U.S. armed forces' },
  { kind: 'text', label: 'Emergency Contact First Name', value: 'Luis' },
  { kind: 'text', label: 'Emergency Contact Last Name', value: 'Castellanos' },
  { kind: 'select', label: 'Relationship to You', value: 'Father' },
  {
    kind: 'phone',
    label: 'Emergency Contact Cell Phone',
    value: '3015550188',
    shown: '(301) 555-0188',
  },
];

/** The answer journeys 1 and 7 leave out at first, to meet the error summary. */
export const answerLeftOut = aboutYouAnswers.find(
  (answer) => answer.label === 'Emergency Contact Last Name',
)!;

const collegeDates = (within: string, from: string[], to: string[]): Answer[] => [
  { kind: 'select', label: 'Attended From (Month)', value: from[0]!, within },
  { kind: 'select', label: 'Attended From (Year)', value: from[1]!, within },
  { kind: 'select', label: 'Attended To (Month)', value: to[0]!, within },
  { kind: 'select', label: 'Attended To (Year)', value: to[1]!, within },
];

/** A term open today that asks for no campus (a Summer term is open on every day). */
const summerTerm = openEntryTerms(defaultPartner.termCalendar, new Date()).find(
  (term) => !term.asksForCampus,
)!;

/** Your Academics, before 'Add Another College': entry, college 1 and high school. */
export const academicsAnswers: Answer[] = [
  { kind: 'select', label: 'Entry Term', value: summerTerm.label },
  { kind: 'radio', label: 'Enrollment Status', value: 'Full-time' },
  { kind: 'text', label: 'Transferable Credits Completed', value: '45' },
  {
    kind: 'radio',
    label: 'Have you applied to ApplyKit State before as a transfer student?',
    value: 'No',
  },
  { kind: 'radio', label: 'Have you ever taken classes at ApplyKit State?', value: 'No' },
  {
    kind: 'search',
    label: 'College Name',
    value: 'Bowie',
    choose: /^Demo Community College of Bowie/,
    within: 'College 1',
  },
  ...collegeDates('College 1', ['August', '2023'], ['May', '2025']),
  {
    kind: 'search',
    label: 'High School Name',
    value: 'Annapolis',
    choose: /^Demo High School of Annapolis/,
  },
  { kind: 'select', label: 'Graduation Month', value: 'June' },
  { kind: 'select', label: 'Graduation Year', value: '2021' },
];

/** The second college, added through 'Add Another College'. */
export const secondCollegeAnswers: Answer[] = [
  {
    kind: 'search',
    label: 'College Name',
    value: 'Frederick',
    choose: /^Demo State University at Frederick/,
    within: 'College 2',
  },
  ...collegeDates('College 2', ['August', '2025'], ['December', '2025']),
];

/** Final Steps answers that show the two military document fields. */
export const militaryDocumentAnswers: Answer[] = [
  { kind: 'radio', label: 'Are you applying for Maryland in-state tuition?', value: 'Yes' },
  { kind: 'radio', label: 'Financial Dependence', value: 'I am financially independent' },
  {
    kind: 'radio',
    label: 'Do you (or the person on whom you depend) live in Maryland?',
    value: 'No',
  },
  {
    kind: 'radio',
    label:
      'Are you (or the person on whom you depend) on active duty, in the National Guard, or a veteran?',
    value: 'Yes',
  },
  { kind: 'checkbox', label: 'On active duty and stationed in Maryland' },
];

/**
 * Final Steps for an independent applicant outside Maryland who asks for in-state tuition as a
 * veteran on active duty: the military documents are uploaded (see the journey).
 */
export const finalStepsAnswers: Answer[] = [
  {
    kind: 'radio',
    label:
      'Have you ever been suspended, dismissed or placed on probation by a college for disciplinary reasons?',
    value: 'No',
  },
  { kind: 'radio', label: 'Would you like to waive the counselor recommendation?', value: 'No' },
  ...militaryDocumentAnswers,
  { kind: 'checkbox', label: 'An honorably discharged veteran living in Maryland' },
];

export const certificationAnswers: Answer[] = [
  {
    kind: 'checkbox',
    label:
      'I certify that my answers about Maryland residency are true and complete, and I will report any change before classes begin.',
  },
  {
    kind: 'checkbox',
    label:
      'I certify that the information in this application is complete and accurate. I understand that false or missing information may lead to my admission being withdrawn.',
  },
];

/** The region or group an answer is scoped to, or the whole form. */
function scope(page: Page, within?: string): Locator {
  const form = page.getByRole('main');
  if (!within) return form;
  return form
    .getByRole('region', { name: within, exact: true })
    .or(form.getByRole('group', { name: within, exact: true }));
}

/** The control an answer goes into, as assistive technology names it. */
export function controlOf(page: Page, answer: Answer): Locator {
  const area = scope(page, answer.within);
  const name = { name: answer.label, exact: true };
  switch (answer.kind) {
    case 'select':
      return area.getByRole('combobox', name);
    case 'radio':
      return area.getByRole('radiogroup', name);
    case 'checkbox':
      return area.getByRole('checkbox', name);
    case 'text':
    case 'search':
      // A lookup is a combobox; a plain text answer is a textbox.
      return area.getByRole('textbox', name).or(area.getByRole('combobox', name));
    default:
      return area.getByRole('textbox', name);
  }
}

/** Clicks into a field whose widget code loads on first focus, and waits for it to load. */
async function clickIn(page: Page, control: Locator): Promise<void> {
  await control.click();
  await page.waitForLoadState('networkidle');
}

/**
 * Gives one answer as a person does: by pointer and keyboard on the visible control; typed
 * answers are committed when the field is left, as a person leaves it.
 */
export async function giveAnswer(page: Page, answer: Answer): Promise<void> {
  const control = controlOf(page, answer);
  switch (answer.kind) {
    case 'text':
    case 'date':
      await control.fill(answer.value);
      await control.press('Tab');
      return;
    case 'phone':
      await clickIn(page, control);
      await control.pressSequentially(answer.value);
      await control.press('Tab');
      if ((await control.inputValue()) !== answer.shown)
        throw new Error(
          `${answer.label} shows "${await control.inputValue()}", not ${answer.shown}`,
        );
      return;
    case 'select':
      await control.selectOption({ label: answer.value });
      return;
    case 'radio':
      await control.getByRole('radio', { name: answer.value, exact: true }).check();
      return;
    case 'checkbox':
      await control.check();
      return;
    case 'search': {
      await clickIn(page, control);
      const lookedUp = (response: Response, key: string) => {
        const url = new URL(response.url());
        return url.pathname === '/lookup/find' && url.searchParams.has(key);
      };
      // A person chooses from the list for what they typed, once it stops changing: an option
      // clicked while the list is replaced by a later answer can miss.
      const settled = page.waitForResponse(
        (response) =>
          lookedUp(response, 'text') &&
          new URL(response.url()).searchParams.get('text')?.trim() === answer.value.trim(),
      );
      // Typed at a person's pace: the suggestions follow the debounced text.
      await control.pressSequentially(answer.value, { delay: 60 });
      await (await settled).finished();
      const listbox = scope(page, answer.within).getByRole('listbox', { name: answer.label });
      // A person sees the choice fill the other fields before typing on (and typing in a
      // school's name before its detail arrives abandons the choice, by design: useLookup).
      const detail = page.waitForResponse((response) => lookedUp(response, 'id'));
      await listbox.getByRole('option', { name: answer.choose }).first().click();
      await (await detail).finished();
      return;
    }
  }
}

export async function giveAnswers(page: Page, answers: readonly Answer[]): Promise<void> {
  for (const answer of answers) await giveAnswer(page, answer);
}
