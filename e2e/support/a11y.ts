import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** WCAG 2.2 AA, as issue 9 asks: every level-A and AA rule axe has up to 2.2. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const artifactsDir = resolve(import.meta.dirname, '../artifacts');

/** One line per failing node: rule id, impact, target and axe's summary. */
export interface Violation {
  rule: string;
  impact: string;
  target: string;
  summary: string;
}

/** Runs axe on the page as it is now and lists every violation per node. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      rule: violation.id,
      impact: node.impact ?? violation.impact ?? 'unknown',
      target: node.target.map(String).join(' '),
      summary: (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim(),
    })),
  );
}

/**
 * Writes a screenshot to e2e/artifacts/<name>.png (git-ignored) and returns its path: the whole
 * page by default, the viewport only for states such as an open dialog or a toast.
 */
export async function saveScreenshot(
  page: Page,
  name: string,
  { fullPage = true } = {},
): Promise<string> {
  mkdirSync(artifactsDir, { recursive: true });
  const path = join(artifactsDir, `${name}.png`);
  await page.screenshot({ path, fullPage, animations: 'disabled' });
  return path;
}

const viewports = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

/**
 * A checkpoint in a journey: screenshots the page as it is now, named by state and by the
 * viewport's size class, and expects axe to find no WCAG 2.2 AA violation. `fullPage: false`
 * suits open dialogs and toasts.
 */
export async function checkState(
  page: Page,
  state: string,
  { fullPage = true } = {},
): Promise<void> {
  const width = page.viewportSize()?.width ?? viewports.desktop.width;
  const size = width < 600 ? 'mobile' : 'desktop';
  await saveScreenshot(page, `${state}-${size}`, { fullPage });
  expect(await axeViolations(page)).toEqual([]);
}

/** The same checkpoint at desktop and at mobile size; the page keeps its own size after. */
export async function checkStateAtBothSizes(
  page: Page,
  state: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const original = page.viewportSize();
  for (const size of Object.values(viewports)) {
    await page.setViewportSize(size);
    await checkState(page, state, options);
  }
  if (original) await page.setViewportSize(original);
}
