import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccountAndLogIn, newApplicantEmail, waitForPath } from '../support/accounts';
import { aboutYouAnswers, controlOf, type Answer } from '../support/answers';
import { useJourney } from '../support/journey';

/**
 * About You as journeys 1 and 7 give it, but with the permanent address typed rather than
 * looked up (picking a suggestion takes the arrow keys). Tab only moves forward, so the
 * answers are in page order and each radio answer is the first choice of its question.
 */
const keyboardAnswers: Answer[] = aboutYouAnswers.flatMap((answer): Answer[] => {
  if (answer.kind === 'search')
    return [
      {
        kind: 'text',
        label: 'Street Address',
        value: '1200 Laurel Way',
        within: 'Permanent Address',
      },
    ];
  if (answer.kind === 'text' && answer.label === 'Street Address')
    return [
      { kind: 'text', label: 'City', value: 'Beverly Hills', within: 'Permanent Address' },
      { kind: 'select', label: 'State/Province', value: 'California', within: 'Permanent Address' },
      { kind: 'text', label: 'ZIP/Postal Code', value: '90210', within: 'Permanent Address' },
      { kind: 'select', label: 'Country', value: 'United States', within: 'Permanent Address' },
    ];
  return [answer];
});

/** Presses Tab until `target` has the focus. */
async function tabTo(page: Page, target: Locator, name: string): Promise<void> {
  for (let presses = 0; presses < 80; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`Tab never reached ${name}; the focus is on ${focused}`);
}

/** Gives one answer from the keyboard: typing, or Space for a choice. */
async function typeAnswer(page: Page, answer: Answer): Promise<void> {
  const control = controlOf(page, answer);
  const target =
    answer.kind === 'radio'
      ? control.getByRole('radio', { name: answer.value, exact: true })
      : control;
  await tabTo(page, target, answer.label);
  switch (answer.kind) {
    case 'radio':
    case 'checkbox':
      await page.keyboard.press('Space');
      return;
    case 'date': {
      // A date field takes the digits of its month, day and year in turn.
      const [year, month, day] = answer.value.split('-');
      await page.keyboard.type(`${month}${day}${year}`);
      return;
    }
    case 'select':
      // A closed list box jumps to the option whose label starts with what is typed.
      await page.keyboard.type(answer.value.split(' ')[0]!);
      return;
    case 'search':
      throw new Error('Suggestions need the arrow keys: type the address instead.');
    default:
      await page.keyboard.type(answer.value);
  }
}

describe('journey 8: About You from the keyboard alone', () => {
  const journey = useJourney();

  it('completes About You with Tab, typing, Space and Enter and the server keeps every answer', async () => {
    const page = await journey.browser.newPage();
    await createAccountAndLogIn(page, journey.server, newApplicantEmail('keyboard'));
    await page.waitForLoadState('networkidle');

    for (const answer of keyboardAnswers) await typeAnswer(page, answer);
    const save = page.getByRole('button', { name: 'Save and Continue' });
    await tabTo(page, save, 'Save and Continue');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/education');
    // The next page starts at its heading, as a page load would: announced, and Tab goes on
    // into the page rather than from the header.
    const heading = page.getByRole('heading', { level: 1, name: 'Step 2 of 3: Your Academics' });
    await expect
      .poll(() => heading.evaluate((element) => element === document.activeElement))
      .toBe(true);

    const profile = await page.evaluate(async () => {
      const reply = await fetch('/api/profile', { headers: { accept: 'application/json' } });
      return { status: reply.status, body: await reply.json() };
    });
    expect(profile.status).toBe(200);
    expect(profile.body.answer).toMatchObject({
      first_name: 'Maya',
      last_name: 'Castellanos',
      birth_date: '2003-05-14',
      gender: 'F',
      phone_mobile: '(410) 555-0123',
      address_line_1: '1200 Laurel Way',
      city: 'Beverly Hills',
      state: 'CA',
      zip: '90210',
      country: 'USA',
      citizenship_type: '1',
      military_status: '1',
      emergency_first_name: 'Luis',
      emergency_last_name: 'Castellanos',
      emergency_relation: '2',
    });
    await page.close();
  }, 240_000);
});
