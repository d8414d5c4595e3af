import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowserIn } from './browser';
import { serveStatic, type StaticServer } from './staticServer';

const storybookDir = resolve(import.meta.dirname, '../storybook-static');
const story = 'widgets-toast--over-a-long-form';

/** Where the focused control is, and whether any shown toast lies over any part of it. */
interface FocusStop {
  name: string;
  inToasts: boolean;
  covered: boolean;
}

/**
 * WCAG 2.2 SC 2.4.11 in a real browser: with an error toast shown (it stays five minutes),
 * Tab through every control of a long form and check that none is under the toast, at the
 * narrowest phone, a 390 px phone and a desktop width.
 */
describe('a toast never hides the focused control', () => {
  const built = existsSync(join(storybookDir, 'index.json'));
  const profileDir = mkdtempSync(join(tmpdir(), 'applykit-toast-focus-'));
  let server: StaticServer | undefined;
  let browser: BrowserContext | undefined;

  beforeAll(async () => {
    if (!built) return;
    server = await serveStatic(storybookDir);
    browser = await launchBrowserIn(profileDir);
    browser.setDefaultTimeout(30_000);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(profileDir, { recursive: true, force: true });
  });

  it('has a built Storybook', () => {
    expect(built, `no Storybook in ${storybookDir}: run pnpm build-storybook`).toBe(true);
  });

  it.each([
    [320, 568],
    [390, 844],
    [1280, 800],
  ])('at %i×%i px', async (width, height) => {
    const page = await browser!.newPage();
    try {
      await page.setViewportSize({ width, height });
      await page.goto(`${server!.url}/iframe.html?id=${story}&viewMode=story`);
      await page.getByLabel('Page Error').waitFor();
      const stops: FocusStop[] = [];
      for (let press = 0; press < 40; press += 1) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate((): FocusStop | null => {
          const focused = document.activeElement as HTMLElement | null;
          if (!focused || focused === document.body) return null;
          const toasts = [...document.querySelectorAll('[data-severity]')];
          const box = focused.getBoundingClientRect();
          return {
            name: focused.id || focused.textContent || focused.tagName,
            inToasts: toasts.some((toast) => toast.closest('ol')?.contains(focused)),
            covered: toasts.some((toast) => {
              const over = toast.getBoundingClientRect();
              return (
                box.left < over.right &&
                box.right > over.left &&
                box.top < over.bottom &&
                box.bottom > over.top
              );
            }),
          };
        });
        if (stop && !stop.inToasts) stops.push(stop);
      }
      expect(stops.length).toBeGreaterThanOrEqual(31);
      expect(stops.filter((stop) => stop.covered).map((stop) => stop.name)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
