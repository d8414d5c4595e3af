import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { exampleApplication } from '@applykit/admissions-form/validate';
import {
  confirmAccount,
  firstPassword,
  logIn,
  newApplicantEmail,
  signUp,
  waitForPath,
} from '../support/accounts';
import { useJourney } from '../support/journey';

/**
 * 400 % zoom of a 1280×1024 screen: the page has 320×256 CSS pixels. Text spacing as a reader's
 * style sheet would set it: line height 1.5, paragraphs 2em apart, letters 0.12em, words 0.16em.
 */
const zoomed = { width: 320, height: 256 };
const textSpacing = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;
const targetSizeViewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

/**
 * What a 320 px reader loses: whether the page scrolls sideways, every element that hides part
 * of its content (overflow hidden or clipped, or an ellipsis; the page itself included, where a
 * hidden overflow would cut off whatever is too wide), and every box that scrolls sideways on
 * its own. The visually hidden texts for screen readers are 1 px boxes on purpose and are left
 * out.
 */
async function reflowProblems(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}" ` +
      `(${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight})`;
    const boxes = [...document.querySelectorAll<HTMLElement>('html, body, body *')].filter(
      (element) => {
        const box = element.getBoundingClientRect();
        return box.width > 1 && box.height > 1;
      },
    );
    const widthLost = (element: Element) => element.scrollWidth > element.clientWidth + 1;
    const heightLost = (element: Element) => element.scrollHeight > element.clientHeight + 1;
    const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
    const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
    const clipped = boxes
      .filter((element) => {
        const style = getComputedStyle(element);
        return (
          (hides(style.overflowX) && widthLost(element)) ||
          (hides(style.overflowY) && heightLost(element)) ||
          (style.textOverflow === 'ellipsis' && widthLost(element))
        );
      })
      .map(describe);
    const scrollingSideways = boxes
      .filter(
        (element) =>
          element !== root && scrolls(getComputedStyle(element).overflowX) && widthLost(element),
      )
      .map(describe);
    // The innermost boxes past the right edge: what is too wide, named.
    const pastEdge = (element: Element) =>
      element.getBoundingClientRect().right > root.clientWidth + 1;
    const tooWide: string[] = boxes
      .filter(
        (element) => pastEdge(element) && ![...element.children].some((child) => pastEdge(child)),
      )
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.trim().slice(0, 40)}" ` +
          `to ${Math.round(element.getBoundingClientRect().right)} px`,
      );
    // Text past the right edge, such as an address with no place to break.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const seenOnly = (text: Node) => {
      for (let element = text.parentElement; element; element = element.parentElement) {
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return false;
      }
      return true;
    };
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!seenOnly(text)) continue;
      range.selectNodeContents(text);
      const box = range.getBoundingClientRect();
      if (box.width > 1 && box.right > root.clientWidth + 1)
        tooWide.push(
          `text "${text.textContent?.trim().slice(0, 40)}" to ${Math.round(box.right)} px`,
        );
    }
    return { scrollsSideways: widthLost(root), clipped, scrollingSideways, tooWide };
  });
}

/**
 * Every control a pointer can reach that is smaller than 24×24 CSS px and has no room of its
 * own: a 24 px circle on its centre touches another control, or the circle of another small
 * one. Links within a sentence (their block has text besides the controls) are sized by the
 * text around them and are left out.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="radio"]',
      '[role="checkbox"]',
      '[role="tab"]',
      '[role="switch"]',
      '[role="option"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(', ');
    const targets = [...document.querySelectorAll<HTMLElement>(selector)]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ element, box }) => {
        const style = getComputedStyle(element);
        return (
          box.width > 1 &&
          box.height > 1 &&
          style.visibility !== 'hidden' &&
          style.pointerEvents !== 'none' &&
          // A native input drawn by its label (opacity 0, under the visible control).
          style.opacity !== '0'
        );
      });
    const small = (box: DOMRect) => box.width < 24 - 0.01 || box.height < 24 - 0.01;
    const blockOf = (element: HTMLElement) => {
      let block: HTMLElement | null = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline'))
        block = block.parentElement;
      return block;
    };
    const inSentence = (element: HTMLElement) => {
      if (element.tagName !== 'A' && element.getAttribute('role') !== 'link') return false;
      const block = blockOf(element);
      if (!block) return false;
      let text = block.textContent ?? '';
      for (const { element: other } of targets)
        if (block.contains(other)) text = text.replace(other.textContent ?? '', '');
      return text.trim().length > 0;
    };
    const centre = (box: DOMRect) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
    const distanceToBox = (point: { x: number; y: number }, box: DOMRect) => {
      const dx = Math.max(box.left - point.x, 0, point.x - box.right);
      const dy = Math.max(box.top - point.y, 0, point.y - box.bottom);
      return Math.hypot(dx, dy);
    };
    return targets
      .filter(({ element, box }) => {
        if (!small(box) || inSentence(element)) return false;
        const mine = centre(box);
        return targets.some(({ element: other, box: otherBox }) => {
          if (other === element || other.contains(element) || element.contains(other)) return false;
          if (distanceToBox(mine, otherBox) < 12) return true;
          const theirs = centre(otherBox);
          return small(otherBox) && Math.hypot(mine.x - theirs.x, mine.y - theirs.y) < 24;
        });
      })
      .map(
        ({ element, box }) =>
          `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}" ` +
          `${Math.round(box.width * 10) / 10}×${Math.round(box.height * 10) / 10}`,
      );
  });
}

describe('reflow at 400 % zoom, text spacing and target size on every route', () => {
  const journey = useJourney({
    env: { ADMIN_API_KEY: 'e2e-admin-key-for-reflow-checks-Vb3nQ8rT5yHk2mW7' },
  });
  let page: Page;

  beforeAll(async () => {
    page = await journey.browser.newPage();
  });

  /**
   * The page as it is now, at each target-size width and then zoomed with text spacing: the
   * findings by width, so a failure names the width and the controls.
   */
  async function measureOnce(): Promise<Record<string, unknown>> {
    const findings: Record<string, unknown> = {};
    for (const size of targetSizeViewports) {
      await page.setViewportSize(size);
      findings[`targets under 24 px at ${size.width}`] = await smallTargets(page);
    }
    await page.setViewportSize(zoomed);
    const spacing = await page.addStyleTag({ content: textSpacing });
    // Measured at rest: a toast sliding in is past the edge for a moment.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished),
      ),
    );
    const reflow = await reflowProblems(page);
    findings['scrolls sideways at 320'] = reflow.scrollsSideways;
    findings['clipped text at 320'] = reflow.clipped;
    findings['boxes scrolling sideways at 320'] = reflow.scrollingSideways;
    findings['wider than 320'] = reflow.tooWide;
    await spacing.evaluate((element) => (element as Element).remove());
    await page.setViewportSize(targetSizeViewports[1]!);
    return findings;
  }

  /**
   * The page at rest: on a busy machine something can start moving while the checks run (a
   * toast sliding in from past the right edge), so findings must hold on a second look a
   * moment later.
   */
  async function measure(): Promise<Record<string, unknown>> {
    const first = await measureOnce();
    if (JSON.stringify(first) === JSON.stringify(nothingWrong)) return first;
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    return measureOnce();
  }

  const nothingWrong = {
    'targets under 24 px at 390': [],
    'targets under 24 px at 1280': [],
    'scrolls sideways at 320': false,
    'clipped text at 320': [],
    'boxes scrolling sideways at 320': [],
    'wider than 320': [],
  };

  async function open(path: string, heading: string): Promise<void> {
    await page.goto(`${journey.server.url}${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.waitForLoadState('networkidle');
  }

  it('the checks find planted problems: small crowded buttons, a wide box, a clipped text', async () => {
    await open('/forgot', 'Forgot Password');
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      const row = document.createElement('div');
      row.innerHTML =
        '<button style="width:16px;height:16px;padding:0">a</button>' +
        '<button style="width:16px;height:16px;padding:0;margin-left:4px">b</button>' +
        '<p style="overflow:hidden;height:1em;width:200px">A line long enough to wrap past its box twice over</p>' +
        '<pre style="width:600px">wide</pre>';
      main.prepend(row);
    });
    const findings = await measure();
    expect(findings['targets under 24 px at 390']).toEqual([
      'button "a" 16×16',
      'button "b" 16×16',
    ]);
    expect(findings['scrolls sideways at 320']).toBe(true);
    expect(findings['clipped text at 320']).toEqual([
      expect.stringMatching(/^p "A line long enough/),
    ]);
    expect(findings['boxes scrolling sideways at 320']).toEqual([]);
  });

  // One page walks the routes in the order an applicant meets them, so the account made on the
  // way serves the pages behind log in; each route is its own test.
  const email = newApplicantEmail('reflow');

  it.each([
    { path: '/login', heading: 'Log In' },
    { path: '/forgot', heading: 'Forgot Password' },
    { path: '/reset?username=someone%40example.edu&id=not-a-real-link', heading: 'Reset Password' },
    { path: '/about', heading: 'Step 1 of 3: About You' },
    { path: '/education', heading: 'Step 2 of 3: Your Academics' },
    { path: '/final-steps', heading: 'Step 3 of 3: Final Steps' },
    { path: '/signup', heading: 'Sign Up' },
  ])('a visitor on $path', async ({ path, heading }) => {
    await open(path, heading);
    expect(await measure()).toEqual(nothingWrong);
  });

  it('/confirm, after signing up', async () => {
    await signUp(page, email, firstPassword);
    await page.getByRole('heading', { level: 1, name: 'Confirm Your Account' }).waitFor();
    // The toast saying the code was sent comes with its own lazy part, after the heading; it
    // is measured with the page.
    await page
      .getByRole('listitem')
      .filter({ hasText: 'We sent a 6-digit confirmation code' })
      .waitFor();
    await page.waitForLoadState('networkidle');
    expect(await measure()).toEqual(nothingWrong);
  });

  it.each([
    { path: '/about', heading: 'Step 1 of 3: About You' },
    { path: '/education', heading: 'Step 2 of 3: Your Academics' },
    { path: '/final-steps', heading: 'Step 3 of 3: Final Steps' },
  ])('the logged-in applicant on $path', async ({ path, heading }) => {
    if (new URL(page.url()).pathname === '/confirm') {
      await confirmAccount(page, journey.server, email);
      await logIn(page, email, firstPassword);
    }
    await page
      .getByRole('link', { name: heading.replace(/^Step \d of 3: /, ''), exact: true })
      .click();
    await waitForPath(page, path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await measure()).toEqual(nothingWrong);
  });

  it('About You with the error summary of a failed submit', async () => {
    await page.getByRole('button', { name: 'Submit' }).click();
    await waitForPath(page, '/about');
    await page.getByRole('alert').filter({ hasText: "We're missing some information!" }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await measure()).toEqual(nothingWrong);
  });

  it('/completion, once submitted', async () => {
    const submitted = await page.evaluate(async (answer) => {
      const json = { accept: 'application/json', 'content-type': 'application/json' };
      const saved = await fetch('/api/answer', {
        method: 'PUT',
        headers: json,
        body: JSON.stringify(answer),
      });
      const sent = await fetch('/api/submit', { method: 'POST', headers: json, body: '{}' });
      return [saved.status, sent.status];
    }, exampleApplication);
    expect(submitted).toEqual([200, 200]);
    await page.goto(`${journey.server.url}/completion`);
    await page.getByText('Your application was successfully submitted.').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await measure()).toEqual(nothingWrong);
  });

  it('the service view of that application', async () => {
    await page.goto(await journey.server.mintServiceUrl(email));
    await page.getByRole('main').getByRole('heading', { name: 'About You' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await measure()).toEqual(nothingWrong);
  });
});
