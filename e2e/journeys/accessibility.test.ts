import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { axeViolations, saveScreenshot } from '../support/a11y';
import {
  createAccountAndLogIn,
  newApplicantEmail,
  openAccountPopover,
  toast,
} from '../support/accounts';
import { useSeparateJourneys } from '../support/journey';

/** Each page a visitor can open, and the heading that says it has finished loading. */
const pages = [
  { path: '/about', heading: 'Step 1 of 3: About You' },
  { path: '/education', heading: 'Step 2 of 3: Your Academics' },
  { path: '/final-steps', heading: 'Step 3 of 3: Final Steps' },
  { path: '/login', heading: 'Log In' },
  { path: '/signup', heading: 'Sign Up' },
  { path: '/forgot', heading: 'Forgot Password' },
];

const viewports = [
  { name: 'desktop', size: { width: 1280, height: 900 } },
  { name: 'mobile', size: { width: 390, height: 844 } },
];

// The checks share nothing but the server (each page is in a browser context of its own), so
// they run at the same time: one page's wait for a quiet network is another's axe run.
describe.concurrent('accessibility and screenshots of every page a visitor opens', () => {
  const journeys = useSeparateJourneys();

  describe.each(viewports)('at $name size ($size.width×$size.height)', ({ name, size }) => {
    it.for(pages)('$path has no WCAG 2.2 AA violations', async ({ path, heading }, { expect }) => {
      const page = await journeys.newPage(size);
      await page.goto(`${journeys.server.url}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      await saveScreenshot(page, `${path.slice(1)}-${name}`);
      const violations = await axeViolations(page);
      await page.context().close();
      expect(violations).toEqual([]);
    });
  });

  /** Opens a page at desktop size and waits for its main heading. */
  async function open(path: string, heading: string): Promise<Page> {
    const page = await journeys.newPage();
    await page.goto(`${journeys.server.url}${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.waitForLoadState('networkidle');
    return page;
  }

  describe('in the states a visitor meets', () => {
    it('the check itself finds a planted violation (an image without alt text)', async ({
      expect,
    }) => {
      const page = await open('/login', 'Log In');
      await page.evaluate(() => {
        const image = document.createElement('img');
        image.src = '/favicon.ico';
        document.querySelector('main')?.append(image);
      });
      const violations = await axeViolations(page);
      await page.context().close();
      expect(violations.map((violation) => violation.rule)).toContain('image-alt');
    });

    it('the log-in card with its error messages shown', async ({ expect }) => {
      const page = await open('/login', 'Log In');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Please provide a valid email address.').waitFor();
      await saveScreenshot(page, 'login-errors-desktop');
      const violations = await axeViolations(page);
      await page.context().close();
      expect(violations).toEqual([]);
    });

    it('the forgot-password card with its success toast visible', async ({ expect }) => {
      const page = await open('/forgot', 'Forgot Password');
      await page.getByLabel('Email Address').fill('someone@example.edu');
      await page.getByRole('button', { name: 'Submit' }).click();
      await toast(page, 'Success Notification').waitFor();
      await saveScreenshot(page, 'forgot-toast-desktop', { fullPage: false });
      const violations = await axeViolations(page);
      await page.context().close();
      expect(violations).toEqual([]);
    });

    it.for(['Help', 'Privacy'])('About You with the %s dialog open', async (name, { expect }) => {
      const page = await open('/about', 'Step 1 of 3: About You');
      await page.getByRole('button', { name, exact: true }).click();
      await page.getByRole('dialog').waitFor();
      await saveScreenshot(page, `about-${name.toLowerCase()}-dialog-desktop`, { fullPage: false });
      const violations = await axeViolations(page);
      await page.context().close();
      expect(violations).toEqual([]);
    });

    it('a logged-in applicant with the account popover open', async ({ expect }) => {
      const page = await journeys.newPage();
      await createAccountAndLogIn(page, journeys.server, newApplicantEmail('axe'));
      await page.waitForLoadState('networkidle');
      await openAccountPopover(page);
      await saveScreenshot(page, 'about-logged-in-popover-desktop', { fullPage: false });
      const violations = await axeViolations(page);
      await page.context().close();
      expect(violations).toEqual([]);
    });
  });
});
