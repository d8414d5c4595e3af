import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowserIn } from './browser';
import { serveStatic, type StaticServer } from './staticServer';

const storybookDir = resolve(import.meta.dirname, '../storybook-static');
const magenta = 'rgb(255, 0, 255)';

/**
 * In Chromium: every kit rule sits in the `applykit` cascade layer, so a partner's own
 * unlayered stylesheet wins over it even with a selector of lower specificity, and without
 * `!important`.
 */
describe("a partner's own CSS wins over the kit's", () => {
  const built = existsSync(join(storybookDir, 'index.json'));
  const profileDir = mkdtempSync(join(tmpdir(), 'applykit-cascade-'));
  let server: StaticServer | undefined;
  let browser: BrowserContext | undefined;
  let page: Page;

  beforeAll(async () => {
    if (!built) return;
    server = await serveStatic(storybookDir);
    browser = await launchBrowserIn(profileDir);
    browser.setDefaultTimeout(30_000);
    page = await browser.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(profileDir, { recursive: true, force: true });
  });

  async function primaryButton() {
    await page.goto(`${server!.url}/iframe.html?id=widgets-button--primary&viewMode=story`);
    const button = page.locator('#storybook-root button').first();
    await button.waitFor();
    return button;
  }
  const background = (element: Element) => getComputedStyle(element).backgroundColor;

  it('has a built Storybook', () => {
    expect(built, `no Storybook in ${storybookDir}: run pnpm build-storybook`).toBe(true);
  });

  it('the kit paints the button in its own primary colour to begin with', async () => {
    const button = await primaryButton();
    expect(await button.evaluate(background)).toBe('rgb(29, 79, 145)');
    expect(
      await page.evaluate(() =>
        [...document.styleSheets].some((sheet) =>
          [...sheet.cssRules].some(
            (rule) => rule instanceof CSSLayerBlockRule && rule.name === 'applykit',
          ),
        ),
      ),
    ).toBe(true);
  });

  it('a plain class selector on the className the widget takes overrides its colour', async () => {
    const button = await primaryButton();
    await button.evaluate((element) => element.classList.add('partner-cta'));
    await page.addStyleTag({ content: `.partner-cta { background-color: ${magenta}; }` });
    expect(await button.evaluate(background)).toBe(magenta);
  });

  it('even a bare element selector, less specific than any kit class, wins', async () => {
    const button = await primaryButton();
    await page.addStyleTag({ content: `button { background-color: ${magenta}; }` });
    expect(await button.evaluate(background)).toBe(magenta);
  });

  it("a partner's :root custom property beats the kit's default token", async () => {
    const button = await primaryButton();
    await page.addStyleTag({ content: `:root { --applykit-color-primary-main: ${magenta}; }` });
    expect(await button.evaluate(background)).toBe(magenta);
  });
});
