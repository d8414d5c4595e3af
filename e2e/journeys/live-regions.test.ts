import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccountAndLogIn, newApplicantEmail, waitForPath } from '../support/accounts';
import { giveAnswers, militaryDocumentAnswers } from '../support/answers';
import { makeApplicantFiles } from '../support/documents';
import { useJourney } from '../support/journey';

/** One thing a screen reader would say from a live region, and when (ms since the page loaded). */
interface Announcement {
  at: number;
  how: 'alert' | 'polite' | 'assertive';
  text: string;
}

/**
 * Installed before the portal's own scripts: watches every live region (role status or alert,
 * aria-live) and notes what a screen reader would read. A region already in the page is read
 * when its text changes to something; an alert is also read when it appears with its text. A
 * region that appears with its text (not an alert) is not read, as in real screen readers.
 */
function recordAnnouncements() {
  const heard: Announcement[] = [];
  (window as unknown as { heard: Announcement[] }).heard = heard;
  const live = '[role="status"], [role="alert"], [aria-live]:not([aria-live="off"])';
  const known = new Map<Element, string>();
  const textOf = (region: Element) => (region.textContent ?? '').replace(/\s+/g, ' ').trim();
  const how = (region: Element): Announcement['how'] => {
    const set = region.getAttribute('aria-live');
    if (set === 'polite' || set === 'assertive') return set;
    return region.getAttribute('role') === 'alert' ? 'alert' : 'polite';
  };
  const scan = (first: boolean) => {
    const at = Math.round(performance.now());
    for (const region of document.querySelectorAll(live)) {
      const text = textOf(region);
      const before = known.get(region);
      known.set(region, text);
      if (before === undefined) {
        if (!first && text && region.getAttribute('role') === 'alert')
          heard.push({ at, how: 'alert', text });
      } else if (text !== before && text) heard.push({ at, how: how(region), text });
    }
    for (const region of known.keys()) if (!region.isConnected) known.delete(region);
  };
  const start = () => {
    scan(true);
    new MutationObserver(() => scan(false)).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['role', 'aria-live'],
    });
  };
  // When the applicant last typed, to tell what was said while typing.
  document.addEventListener(
    'input',
    () => ((window as unknown as { lastInput: number }).lastInput = performance.now()),
    true,
  );
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start);
}

const heard = (page: Page) =>
  page.evaluate(() => (window as unknown as { heard: Announcement[] }).heard);
const texts = async (page: Page) => (await heard(page)).map((entry) => entry.text);
const forget = (page: Page) =>
  page.evaluate(() => (window as unknown as { heard: Announcement[] }).heard.splice(0));

const summaryTitle = "We're missing some information!";

describe('live regions: each status message is announced once, at the right moment', () => {
  const journey = useJourney();
  let page: Page;

  beforeAll(async () => {
    page = await journey.browser.newPage();
    await page.addInitScript(recordAnnouncements);
    await createAccountAndLogIn(page, journey.server, newApplicantEmail('live'));
    await page.waitForLoadState('networkidle');
  });

  it('the error summary: its title once when it appears, then a quiet count once the answers hold still, never the list again', async () => {
    await page.getByRole('link', { name: 'Final Steps', exact: true }).click();
    await waitForPath(page, '/final-steps');
    await page.getByRole('heading', { level: 1, name: 'Step 3 of 3: Final Steps' }).waitFor();
    await page.waitForLoadState('networkidle');
    await forget(page);

    await page.getByRole('button', { name: 'Submit' }).click();
    await waitForPath(page, '/about');
    await page.getByRole('alert').filter({ hasText: summaryTitle }).waitFor();
    await page.waitForTimeout(1500);
    // The title and its text, read once as the summary appears; not the links.
    const appeared = await heard(page);
    expect(appeared.filter((entry) => entry.text.includes(summaryTitle))).toEqual([
      { at: expect.any(Number), how: 'alert', text: expect.stringMatching(/^We're missing/) },
    ]);
    expect(appeared.map((entry) => entry.text).join(' ')).not.toMatch(/First Name/);
    await forget(page);

    // Typing a first name fixes one answer mid-word; nothing is said while typing.
    const firstName = page.getByRole('textbox', { name: 'First Name', exact: true });
    await firstName.click();
    const links = () =>
      page
        .getByRole('alert')
        .filter({ hasText: summaryTitle })
        .locator('xpath=..')
        .getByRole('link')
        .count();
    const before = await links();
    await firstName.pressSequentially('Ada', { delay: 150 });
    const typedAt = await page.evaluate(
      () => (window as unknown as { lastInput: number }).lastInput,
    );
    expect(await links()).toBe(before - 1);
    expect(await texts(page)).toEqual([]);
    // Once the links have held still for a moment: the new count, politely, once.
    await expect
      .poll(() => texts(page), { timeout: 5000 })
      .toEqual([`${before - 1} answers still need attention`]);
    const [count] = await heard(page);
    expect(count!.how).toBe('polite');
    expect(count!.at - typedAt).toBeGreaterThanOrEqual(950);
    await page.waitForTimeout(1500);
    expect(await texts(page)).toHaveLength(1);
    await forget(page);

    // Emptying the answer breaks it again: the new count once the field holds still. Typing it
    // back, mid-word, says nothing; the count after the word. The title is never read again.
    await firstName.press('Control+a');
    await firstName.press('Backspace');
    await expect
      .poll(() => texts(page), { timeout: 5000 })
      .toEqual([`${before} answers still need attention`]);
    await firstName.pressSequentially('Ada', { delay: 150 });
    expect(await texts(page)).toHaveLength(1);
    await page.waitForTimeout(2000);
    expect(await texts(page)).toEqual([
      `${before} answers still need attention`,
      `${before - 1} answers still need attention`,
    ]);
  });

  it('Save: "Your answers have been saved" once, and nothing else', async () => {
    await forget(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => texts(page)).toEqual(['Your answers have been saved']);
    await page.waitForTimeout(1500);
    expect(await texts(page)).toEqual(['Your answers have been saved']);
  });

  it('an upload: "Uploading…", "Converting…", then "… uploaded", each once; a file refused in the browser is told', async () => {
    const files = await makeApplicantFiles(journey.browser);
    const tooLarge = join(mkdtempSync(join(tmpdir(), 'applykit-large-')), 'orders-scan.pdf');
    writeFileSync(tooLarge, Buffer.alloc(1024 * 1024 + 1, 0x25));
    await page.getByRole('link', { name: 'Final Steps', exact: true }).click();
    await waitForPath(page, '/final-steps');
    await page.getByRole('heading', { level: 1, name: 'Step 3 of 3: Final Steps' }).waitFor();
    await giveAnswers(page, militaryDocumentAnswers);
    await page.getByRole('tab', { name: 'Upload documents now' }).click();
    const picker = page.getByRole('button', {
      name: 'Military orders showing a Maryland duty station',
      exact: true,
    });
    await picker.waitFor();
    await page.waitForLoadState('networkidle');
    // The answers just given change the error summary's count, which is said after a pause.
    await page.waitForTimeout(1500);
    await forget(page);

    // Refused before it leaves the browser: why, at once, and once.
    const [refusal] = await Promise.all([page.waitForEvent('filechooser'), picker.click()]);
    await refusal.setFiles(tooLarge);
    await expect
      .poll(() => texts(page))
      .toEqual([
        'orders-scan.pdf was not uploaded. Your file is too large. The maximum file size is 1 MB.',
      ]);
    await page.waitForTimeout(1000);
    expect(await texts(page)).toHaveLength(1);
    await forget(page);

    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), picker.click()]);
    await chooser.setFiles(files.pdf);
    await page.getByRole('button', { name: 'Delete pcs-orders.pdf' }).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1500);
    const said = await heard(page);
    expect(said.every((entry) => entry.how === 'polite')).toBe(true);
    // The upload widget's steps, each once and in order; and, since the document now answers
    // its question, at most the error summary's new count, after the upload is done.
    const upload = said.filter((entry) => entry.text.includes('pcs-orders.pdf'));
    expect(upload.map((entry) => entry.text)).toEqual([
      'Uploading pcs-orders.pdf…',
      'Converting pcs-orders.pdf…',
      expect.stringMatching(/^pcs-orders\.pdf \(\d+(\.\d)? KB\) uploaded$/),
    ]);
    const rest = said.filter((entry) => !upload.includes(entry));
    expect(rest.map((entry) => entry.text)).toEqual(
      rest.length ? [expect.stringMatching(/^\d+ answers? still needs? attention$/)] : [],
    );
    if (rest.length) expect(rest[0]!.at).toBeGreaterThan(upload[2]!.at);
  });
});
