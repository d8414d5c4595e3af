import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccountAndLogIn, newApplicantEmail, waitForPath } from '../support/accounts';
import { giveAnswers, militaryDocumentAnswers } from '../support/answers';
import { makeApplicantFiles } from '../support/documents';
import { useJourney } from '../support/journey';
import { aboutPage, validateApplication, type Answers } from '@applykit/admissions-form/validate';

/** What a screen reader user hears about focus: the focused element, described. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'BODY';
    const name =
      element.getAttribute('aria-label') ??
      (element as HTMLElement).innerText?.trim().slice(0, 60) ??
      '';
    return `${element.tagName}#${element.id} ${name}`.trim();
  });
}

/** True while `locator`'s element is the focused one. */
const hasFocus = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

/**
 * Watches focus for `ms` after an action: every 20 ms, and on every focusout, the focused
 * element is noted. Returns the times focus was found on the page itself.
 */
async function watchFocus(page: Page, ms: number, action: () => Promise<void>): Promise<string[]> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { focusSeen: string[] }).focusSeen = seen;
    const note = () => {
      const element = document.activeElement;
      seen.push(!element || element === document.body ? 'BODY' : element.tagName);
    };
    const timer = setInterval(note, 20);
    (window as unknown as { stopWatching: () => void }).stopWatching = () => clearInterval(timer);
  });
  await action();
  await page.waitForTimeout(ms);
  return page.evaluate(() => {
    const w = window as unknown as { focusSeen: string[]; stopWatching: () => void };
    w.stopWatching();
    return w.focusSeen.filter((entry) => entry === 'BODY');
  });
}

/** The WCAG 1.4.12 text-spacing bookmarklet's rules (Steve Faulkner's), as a style sheet. */
const textSpacing = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

const formPages = [
  { path: '/about', title: 'About You', heading: 'Step 1 of 3: About You' },
  { path: '/education', title: 'Your Academics', heading: 'Step 2 of 3: Your Academics' },
  { path: '/final-steps', title: 'Final Steps', heading: 'Step 3 of 3: Final Steps' },
];
const accountPages = [
  { path: '/login', title: 'Log In', heading: 'Log In' },
  { path: '/signup', title: 'Sign Up', heading: 'Sign Up' },
  { path: '/forgot', title: 'Forgot Password', heading: 'Forgot Password' },
];

describe('focus, page titles, landmarks and announcements', () => {
  const journey = useJourney();
  let institution = '';

  async function open(path: string, heading: string, page?: Page): Promise<Page> {
    const tab = page ?? (await journey.browser.newPage());
    await tab.goto(`${journey.server.url}${path}`);
    await tab.getByRole('heading', { level: 1, name: heading }).waitFor();
    await tab.waitForLoadState('networkidle');
    return tab;
  }

  /**
   * Goes to a step through the top navigation, as an applicant does; it saves the step as the
   * last page, which a fresh load of a logged-in applicant returns to.
   */
  async function goToStep(page: Page, path: string): Promise<void> {
    const step = formPages.find((candidate) => candidate.path === path)!;
    if (new URL(page.url()).pathname !== path) {
      await page.getByRole('link', { name: step.title, exact: true }).click();
      await waitForPath(page, path);
    }
    await page.getByRole('heading', { level: 1, name: step.heading }).waitFor();
    await page.waitForLoadState('networkidle');
  }

  beforeAll(async () => {
    const page = await open('/about', 'Step 1 of 3: About You');
    institution = (await page.locator('footer address strong').innerText()).trim();
    await page.close();
  });

  describe('a visitor', () => {
    it.each([...formPages, ...accountPages])(
      '$path is titled "$title – Transfer Application – institution"',
      async ({ path, title, heading }) => {
        const page = await open(path, heading);
        expect(await page.title()).toBe(`${title} – Transfer Application – ${institution}`);
        await page.close();
      },
    );

    it.each(formPages)(
      '$path has one footer, outside main, and explains the * once',
      async ({ path, heading }) => {
        const page = await open(path, heading);
        const cdp = await page.context().newCDPSession(page);
        const { nodes } = await cdp.send('Accessibility.getFullAXTree');
        const roles = new Map(nodes.map((node) => [node.nodeId, node]));
        const contentinfo = nodes.filter((node) => node.role?.value === 'contentinfo');
        expect(contentinfo).toHaveLength(1);
        // No ancestor of the footer is the main landmark.
        let ancestor = contentinfo[0]!.parentId;
        while (ancestor) {
          const node = roles.get(ancestor);
          expect(node?.role?.value).not.toBe('main');
          ancestor = node?.parentId;
        }
        await cdp.detach();
        expect(await page.getByText('Questions marked with * are required.').count()).toBe(1);
        await page.close();
      },
    );

    it('"Skip to main content" is the first Tab stop and lands on the page heading', async () => {
      const page = await open('/about', 'Step 1 of 3: About You');
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      expect(await hasFocus(skip)).toBe(true);
      expect(await skip.isVisible()).toBe(true);
      await page.keyboard.press('Enter');
      const heading = page.getByRole('heading', { level: 1, name: 'Step 1 of 3: About You' });
      await expect.poll(() => hasFocus(heading)).toBe(true);
      await page.keyboard.press('Tab');
      expect(await hasFocus(page.getByRole('textbox', { name: 'First Name', exact: true }))).toBe(
        true,
      );
      await page.close();
    });

    it('the help dialog fits 320 px with text spacing, with no sideways scrolling', async () => {
      const page = await journey.browser.newPage();
      await page.setViewportSize({ width: 320, height: 640 });
      await open('/about', 'Step 1 of 3: About You', page);
      await page.addStyleTag({ content: textSpacing });
      await page.getByRole('button', { name: 'Help', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Help' });
      await dialog.waitFor();
      const measured = await dialog.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const overflowing = [...element.querySelectorAll('*')]
          .map((child) => ({ child, rect: child.getBoundingClientRect() }))
          .filter(
            ({ rect }) =>
              rect.width > 0 && (rect.left < box.left - 0.5 || rect.right > box.right + 0.5),
          )
          .map(({ child }) => child.textContent?.trim().slice(0, 40));
        return {
          left: box.left,
          right: box.right,
          scrollsSideways: element.scrollWidth > element.clientWidth,
          pageScrollsSideways: document.documentElement.scrollWidth > window.innerWidth,
          overflowing,
        };
      });
      expect(measured).toEqual({
        left: expect.any(Number),
        right: expect.any(Number),
        scrollsSideways: false,
        pageScrollsSideways: false,
        overflowing: [],
      });
      expect(measured.left).toBeGreaterThanOrEqual(0);
      expect(measured.right).toBeLessThanOrEqual(320);
      await page.close();
    });
  });

  describe('a logged-in applicant', () => {
    let page: Page;

    beforeAll(async () => {
      page = await journey.browser.newPage();
      await createAccountAndLogIn(page, journey.server, newApplicantEmail('focus'));
      await page.waitForLoadState('networkidle');
    });

    it('Save says "Your answers have been saved" once per save, after the server has them', async () => {
      await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Ada');
      await page.evaluate(() => {
        const announced: string[] = [];
        (window as unknown as { announced: string[] }).announced = announced;
        // Screen readers read changes to regions already in the page, not regions made with
        // their text: only those count.
        const regions = [...document.querySelectorAll('[role="status"], [aria-live]')];
        let last = new Map(regions.map((region) => [region, region.textContent ?? '']));
        new MutationObserver(() => {
          const now = new Map(
            [...document.querySelectorAll('[role="status"], [aria-live]')].map((region) => [
              region,
              region.textContent ?? '',
            ]),
          );
          for (const [region, text] of now) {
            const before = last.get(region);
            if (before === undefined) continue; // a region made with its text is not read
            if (text !== before && text.includes('Your answers have been saved'))
              announced.push(text.trim());
          }
          last = new Map([...last, ...now]);
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      const announced = () =>
        page.evaluate(() => (window as unknown as { announced: string[] }).announced);

      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/answer', async (route) => {
        if (route.request().method() === 'PUT') await held;
        await route.continue();
      });
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.waitForTimeout(500);
      expect(await announced()).toEqual([]);
      release();
      await expect.poll(announced).toEqual(['Your answers have been saved']);
      await page.waitForTimeout(1500);
      expect(await announced()).toEqual(['Your answers have been saved']);
      await page.unroute('**/api/answer');

      // The accessibility tree has it in a polite live region.
      const cdp = await page.context().newCDPSession(page);
      const { nodes } = await cdp.send('Accessibility.getFullAXTree');
      const byId = new Map(nodes.map((node) => [node.nodeId, node]));
      const text = nodes.find(
        (node) =>
          node.role?.value === 'StaticText' && node.name?.value === 'Your answers have been saved',
      );
      let region = text;
      while (region && region.role?.value !== 'status') region = byId.get(region.parentId ?? '');
      expect(region?.properties?.find((p) => p.name === 'live')?.value.value).toBe('polite');
      await cdp.detach();

      // A second save is announced again, once.
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect
        .poll(announced)
        .toEqual(['Your answers have been saved', 'Your answers have been saved']);
      await page.waitForTimeout(1000);
      expect(await announced()).toHaveLength(2);
    });

    // Playwright releases each key at once, as switch access does: the radio must be chosen
    // even when the key is up before focus moves.
    it('in a side-by-side radio group, Down/Up and Right/Left move the choice and focus', async () => {
      await goToStep(page, '/about');
      // The first group on the page whose options stand on one row.
      const groupId = await page.evaluate(() => {
        const groups = [...document.querySelectorAll('main [role="radiogroup"]')];
        const sideBySide = groups.find((group) => {
          const tops = [...group.querySelectorAll('[role="radio"]')].map(
            (radio) => radio.getBoundingClientRect().top,
          );
          return tops.length >= 2 && tops.every((top) => Math.abs(top - tops[0]!) < 2);
        });
        return sideBySide?.id || sideBySide?.getAttribute('aria-labelledby') || '';
      });
      expect(groupId).not.toBe('');
      const group = page.locator(
        `[role="radiogroup"][id="${groupId}"], [role="radiogroup"][aria-labelledby="${groupId}"]`,
      );
      const radios = group.getByRole('radio');
      const checked = (index: number) =>
        radios.nth(index).evaluate((radio) => radio.getAttribute('aria-checked') === 'true');
      const focusedAndChosen = async (index: number) =>
        (await hasFocus(radios.nth(index))) && (await checked(index));

      const moves: [string, number][] = [
        ['ArrowDown', 1],
        ['ArrowUp', 0],
        ['ArrowRight', 1],
        ['ArrowLeft', 0],
      ];
      await radios.nth(0).click();
      await expect.poll(() => focusedAndChosen(0), { timeout: 5000 }).toBe(true);
      for (const [key, index] of moves) {
        await page.keyboard.press(key);
        await expect
          .poll(() => focusedAndChosen(index), { message: key, timeout: 5000 })
          .toBe(true);
        expect(await checked(1 - index), key).toBe(false);
      }
    });

    it.each(formPages)(
      'on $path, the account button keeps focus while its popover loads, and Enter opens it',
      async ({ path, heading }) => {
        await goToStep(page, path);
        const tab = await open(path, heading);
        try {
          // The header's last control before the account button is the language switch.
          await tab.getByRole('combobox', { name: 'Language', exact: true }).focus();
          const onBody = await watchFocus(tab, 2000, () => tab.keyboard.press('Tab'));
          expect(onBody).toEqual([]);
          expect(await focused(tab)).toContain('My Account');
          await tab.keyboard.press('Enter');
          await tab.getByRole('dialog', { name: 'Account' }).waitFor({ timeout: 5000 });
        } finally {
          // A tab left open keeps the session active and would hold off the inactivity warning.
          await tab.close();
        }
      },
    );

    it('summary links to questions on other pages focus their field there', async () => {
      await goToStep(page, '/final-steps');
      await page.getByRole('button', { name: 'Submit' }).click();
      await waitForPath(page, '/about');
      // Only the summary's title and text are the alert; its links are beside them, in its box.
      const summaryAlert = page
        .getByRole('alert')
        .filter({ hasText: "We're missing some information!" });
      await summaryAlert.waitFor();
      const summary = summaryAlert.locator('xpath=..');
      await page.getByRole('heading', { level: 1, name: 'Step 1 of 3: About You' }).waitFor();
      // While the summary shows, the title says so first.
      await expect
        .poll(() => page.title())
        .toBe(`Error: About You – Transfer Application – ${institution}`);

      /** Follows the first link under a page's heading in the summary to its question. */
      const follow = async (pageTitle: string, path: string) => {
        const link = summary
          .locator('section')
          .filter({ has: page.getByRole('heading', { name: pageTitle, exact: true }) })
          .getByRole('link')
          .first();
        const key = (await link.getAttribute('href'))!.slice(1);
        await link.click();
        await waitForPath(page, path);
        // The question's control (or, for a group, one of its controls) has focus.
        const focusedInQuestion = () =>
          page.evaluate((id) => {
            const question = document.getElementById(id);
            const active = document.activeElement;
            return !!question && !!active && active !== document.body && question.contains(active);
          }, key);
        await expect.poll(focusedInQuestion, { timeout: 10_000 }).toBe(true);
        // It stays there: nothing on the new page takes focus after it.
        await page.waitForTimeout(1000);
        expect(await focusedInQuestion()).toBe(true);
        // Its label is in view.
        const caption = page
          .locator(`label[for="${key}"], #${key} legend, fieldset:has(#${key}) > legend`)
          .first();
        expect(await caption.isVisible()).toBe(true);
        const box = await caption.boundingBox();
        const viewport = page.viewportSize()!;
        expect(box!.y).toBeGreaterThanOrEqual(0);
        expect(box!.y).toBeLessThan(viewport.height);
      };

      await follow('Final Steps', '/final-steps');
      await follow('Your Academics', '/education');
      await follow('About You', '/about');
    });

    it('focus stays in the upload widget when an upload starts, ends or fails, and after "Delete File" is cancelled', async () => {
      const files = await makeApplicantFiles(journey.browser);
      const broken = join(mkdtempSync(join(tmpdir(), 'applykit-broken-')), 'broken.pdf');
      writeFileSync(broken, '%PDF-1.7\nthis is not a PDF\n');
      await goToStep(page, '/final-steps');
      await giveAnswers(page, militaryDocumentAnswers);
      await page.getByRole('tab', { name: 'Upload documents now' }).click();
      const label = 'Military orders showing a Maryland duty station';
      const picker = page.getByRole('button', { name: label, exact: true });

      // An upload that fails: focus goes back to the picker that replaces the progress.
      // Pressing the picker focuses it and opens the file dialog.
      const [failing] = await Promise.all([page.waitForEvent('filechooser'), picker.click()]);
      const failedOnBody = await watchFocus(page, 0, async () => {
        await failing.setFiles(broken);
        // The progress replaces the picker, and the picker comes back when conversion fails.
        await picker.waitFor({ state: 'detached' });
        await picker.waitFor({ timeout: 60_000 });
      });
      expect(await picker.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => hasFocus(picker)).toBe(true);
      expect(failedOnBody).toEqual([]);

      // An upload that succeeds: focus follows the progress, then the Delete button.
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), picker.click()]);
      const onBody = await watchFocus(page, 0, async () => {
        await chooser.setFiles(files.pdf);
        await page
          .getByRole('button', { name: 'Delete pcs-orders.pdf' })
          .waitFor({ timeout: 60_000 });
      });
      expect(onBody).toEqual([]);
      const remove = page.getByRole('button', { name: 'Delete pcs-orders.pdf' });
      await expect.poll(() => hasFocus(remove)).toBe(true);

      // Cancel and Escape in "Delete File" give focus back to Delete.
      const confirm = page.getByRole('dialog', { name: 'Delete File' });
      await page.keyboard.press('Enter');
      await confirm.waitFor();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'hidden' });
      await expect.poll(() => hasFocus(remove)).toBe(true);
      await page.keyboard.press('Enter');
      await confirm.waitFor();
      // As an applicant would: Escape once the dialog has opened on its safe action. (A key
      // pressed in the frame the dialog appears in reaches it before it listens for Escape.)
      await expect.poll(() => hasFocus(confirm.getByRole('button', { name: 'Cancel' }))).toBe(true);
      await page.keyboard.press('Escape');
      await confirm.waitFor({ state: 'hidden' });
      await expect.poll(() => hasFocus(remove)).toBe(true);
    });

    // Last: the fast-forwarded clock of its tab may end the session the other tests share.
    it('the inactivity warning opens on "Yes", and focus returns to the field after it closes (Escape and "Yes")', async () => {
      await goToStep(page, '/about');
      const tab = await journey.browser.newPage();
      await tab.clock.install();
      await open('/about', 'Step 1 of 3: About You', tab);
      const firstName = tab.getByRole('textbox', { name: 'First Name', exact: true });
      await firstName.focus();
      const warning = tab.getByRole('dialog', { name: 'Are you still there?' });

      await tab.clock.fastForward('14:10');
      // A loaded machine (the journeys run side by side) may take seconds to move focus: the
      // polls wait as long as the file's others do.
      await warning.waitFor();
      // It opens on its safe action, "Yes", not on ×.
      const stay = warning.getByRole('button', { name: 'Yes - Take me back to my application' });
      await expect.poll(() => hasFocus(stay), { timeout: 10_000 }).toBe(true);
      // The server hears "still here" before the clock moves on again: a second 14:10 counted
      // from the first warning would end the session.
      const kept = tab.waitForResponse((reply) => new URL(reply.url()).pathname === '/api/session');
      await tab.keyboard.press('Escape');
      await kept;
      await warning.waitFor({ state: 'hidden' });
      await expect.poll(() => focused(tab), { timeout: 10_000 }).toContain('first_name');

      await tab.clock.fastForward('14:10');
      await warning.waitFor();
      await expect.poll(() => hasFocus(stay), { timeout: 10_000 }).toBe(true);
      await stay.click();
      await warning.waitFor({ state: 'hidden' });
      await expect.poll(() => focused(tab), { timeout: 10_000 }).toContain('first_name');
      await tab.close();
    });
  });
  describe('an applicant who submits About You empty', () => {
    it('every About You error shows a visible "Error:", describes its control and says what to do, in the form\'s words', async () => {
      const page = await journey.browser.newPage();
      await createAccountAndLogIn(page, journey.server, newApplicantEmail('error-audit'));
      await page.waitForLoadState('networkidle');
      await goToStep(page, '/final-steps');
      await page.getByRole('button', { name: 'Submit' }).click();
      await waitForPath(page, '/about');
      await page
        .getByRole('alert')
        .filter({ hasText: "We're missing some information!" })
        .waitFor();

      // What the form package says is wrong with this applicant's About You.
      const answers = await page.evaluate(async () => {
        const reply = await fetch('/api/profile');
        return ((await reply.json()) as { answer: Answers }).answer;
      });
      const expected = validateApplication(answers, { now: new Date(), pages: [aboutPage] });
      expect(Object.keys(expected).length).toBeGreaterThan(5);

      const shown = await page.evaluate(() =>
        [...document.querySelectorAll('main [id$="-error"]')].map((box) => {
          const key = box.id.slice(0, -'-error'.length);
          const label = document.getElementById(`${key}-label`);
          return {
            key,
            label: (label?.textContent ?? '').replace(/\*/g, '').trim(),
            messages: [...box.querySelectorAll('p')].map((message) => {
              const cue = message.firstElementChild as HTMLElement | null;
              const cueBox = cue?.getBoundingClientRect();
              const cueStyle = cue ? getComputedStyle(cue) : undefined;
              return {
                text: (message as HTMLElement).innerText.trim(),
                visible: message.checkVisibility(),
                cue: cue?.textContent ?? '',
                // Seen, not only read: on screen, not clipped to a pixel, not transparent.
                cueSeen:
                  !!cue &&
                  cue.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
                  cueBox!.width > 4 &&
                  cueBox!.height > 4 &&
                  cueStyle!.clipPath === 'none' &&
                  (cueStyle!.clip === 'auto' || cueStyle!.clip === ''),
              };
            }),
          };
        }),
      );
      // Every error the form finds is shown on its question, and only those.
      expect(shown.map((error) => error.key).sort()).toEqual(Object.keys(expected).sort());

      const cdp = await page.context().newCDPSession(page);
      const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
      for (const { key, label, messages } of shown) {
        expect(messages.map((message) => message.text)).toEqual(
          expected[key]!.map((message) => `Error: ${message}`),
        );
        for (const message of messages) {
          expect(message, key).toMatchObject({ visible: true, cue: 'Error:', cueSeen: true });
          const words = message.text.slice('Error:'.length).trim();
          // Not the label again: it says what to do.
          expect(words.toLowerCase(), key).not.toBe(label.toLowerCase());
        }
        // The control's accessible description, as Chromium computes it, carries the message.
        const { nodeId } = await cdp.send('DOM.querySelector', {
          nodeId: root.nodeId,
          selector: `[aria-describedby~="${key}-error"]`,
        });
        expect(nodeId, key).toBeGreaterThan(0);
        const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
          nodeId,
          fetchRelatives: false,
        });
        const description = String(nodes[0]?.description?.value ?? '');
        for (const message of messages) expect(description, key).toContain(message.text);
      }
      await cdp.detach();
      await page.close();
    });
  });
});
