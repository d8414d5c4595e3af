import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toast } from '../support/accounts';
import { aboutYouAnswers, controlOf } from '../support/answers';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

const repoRoot = resolve(import.meta.dirname, '../..');

/** Lakeside College, the example partner: its brand as Chromium computes it. */
const lakeside = {
  primaryMain: '#0b5c5c',
  primaryMainRgb: 'rgb(11, 92, 92)',
  primaryDarkRgb: 'rgb(6, 59, 59)',
  primaryExtraLightRgb: 'rgb(230, 242, 242)',
  bodyFont: '"DejaVu Sans", Verdana, sans-serif',
  headingFont: '"DejaVu Serif", Georgia, serif',
  panelRadius: '14px',
  logoAlt: 'Lakeside College',
};

/** What the kit's theme gives an element: the partner's token as inherited, and what is painted. */
async function brandOf(element: Locator) {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    return {
      primary: style.getPropertyValue('--applykit-color-primary-main').trim(),
      fontFamily: style.fontFamily,
      borderRadius: style.borderTopLeftRadius,
    };
  });
}

/**
 * The portal built and served for another institution (APPLYKIT_PARTNER=example): its brand
 * reaches the header, the account cards and everything rendered in a portal — a dialog, the
 * toasts and a lookup's listbox — and the word "ApplyKit" reaches none of it.
 */
describe("a partner's brand reaches everything", () => {
  const portalDir = mkdtempSync(join(tmpdir(), 'applykit-lakeside-portal-'));
  let server: RunningServer;
  let browser: BrowserContext;

  beforeAll(async () => {
    // The portal takes its partner at build time, as `pnpm start` builds it.
    const build = spawnSync(
      'pnpm',
      [
        '--filter',
        '@applykit/portal',
        'exec',
        'vite',
        'build',
        '--outDir',
        portalDir,
        '--emptyOutDir',
      ],
      { cwd: repoRoot, env: { ...process.env, APPLYKIT_PARTNER: 'example' }, encoding: 'utf8' },
    );
    if (build.status !== 0)
      throw new Error(`portal build failed:\n${build.stdout}\n${build.stderr}`);
    server = await startServer({ APPLYKIT_PARTNER: 'example', PORTAL_DIR: portalDir });
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(portalDir, { recursive: true, force: true });
  });

  async function open(path: string, heading: RegExp | string): Promise<Page> {
    const page = await browser.newPage();
    await page.goto(`${server.url}${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.waitForLoadState('networkidle');
    return page;
  }

  it('shows the logo with its alternative text in the header and on the card, in its colours and fonts', async () => {
    const page = await open('/login', 'Log In');
    const header = page.getByRole('banner');
    const card = page.getByRole('region', { name: 'Log In' });
    await expect(
      header.getByRole('link').getByRole('img', { name: lakeside.logoAlt }).isVisible(),
    ).resolves.toBe(true);
    await expect(card.getByRole('img', { name: lakeside.logoAlt }).isVisible()).resolves.toBe(true);
    expect(await header.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe(
      lakeside.primaryDarkRgb,
    );
    expect(await page.locator('body').evaluate((node) => getComputedStyle(node).fontFamily)).toBe(
      lakeside.bodyFont,
    );
    const title = card.getByRole('heading', { level: 1 });
    expect(await title.evaluate((node) => getComputedStyle(node).fontFamily)).toBe(
      lakeside.headingFont,
    );
    expect((await brandOf(card)).borderRadius).toBe(lakeside.panelRadius);
    expect(await page.locator('body').innerText()).not.toMatch(/ApplyKit/i);
    await page.close();
  });

  it('themes a toast', async () => {
    const page = await open('/forgot', 'Forgot Password');
    await page.getByLabel('Email Address').fill('someone@example.edu');
    await page.getByRole('button', { name: 'Submit' }).click();
    const shown = toast(page, 'Success Notification');
    await shown.waitFor();
    expect(await brandOf(shown)).toEqual({
      primary: lakeside.primaryMain,
      fontFamily: lakeside.bodyFont,
      borderRadius: lakeside.panelRadius,
    });
    await page.close();
  });

  it('themes the Help dialog, portalled onto the body', async () => {
    const page = await open('/about', /About You/);
    await page.getByRole('button', { name: 'Help', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Help' });
    await dialog.waitFor();
    expect(await brandOf(dialog)).toEqual({
      primary: lakeside.primaryMain,
      fontFamily: lakeside.bodyFont,
      borderRadius: lakeside.panelRadius,
    });
    // In a portal on <body>, outside the app's root and every container of the page.
    expect(await dialog.evaluate((node) => document.getElementById('root')?.contains(node))).toBe(
      false,
    );
    const heading = dialog.getByRole('heading', { name: 'Help', exact: true });
    expect(await heading.evaluate((node) => getComputedStyle(node).fontFamily)).toBe(
      lakeside.headingFont,
    );
    await page.close();
  });

  it("themes a lookup's listbox and its highlighted suggestion", async () => {
    const page = await open('/about', /About You/);
    const street = aboutYouAnswers.find((answer) => answer.kind === 'search')!;
    const control = controlOf(page, street);
    await control.click();
    await page.waitForLoadState('networkidle');
    await control.pressSequentially(street.value, { delay: 60 });
    const listbox = page.getByRole('listbox', { name: street.label });
    await listbox.getByRole('option').first().waitFor();
    await control.press('ArrowDown');
    const highlighted = listbox.locator('[data-highlighted]');
    await highlighted.waitFor();
    const brand = await brandOf(listbox);
    expect(brand.primary).toBe(lakeside.primaryMain);
    expect(brand.fontFamily).toBe(lakeside.bodyFont);
    expect(await highlighted.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe(
      lakeside.primaryExtraLightRgb,
    );
    expect(await highlighted.evaluate((node) => getComputedStyle(node).outlineColor)).toBe(
      lakeside.primaryMainRgb,
    );
    await page.close();
  });
});
