import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowserIn } from '../visual/browser';
import { installAndBuildNext, startNext, writeNextApp, type NextServer } from './nextApp';
import { readmeAppFiles } from './partnerApp';

/**
 * The admissions-form README's Next.js App Router app on the packed packages: its page is a
 * Server Component that imports a widget and `ApplicationForm` straight from the packages, so
 * `next build` (React Server Components, Turbopack) proves the entries' "use client"
 * boundaries and exports hold; `next start` serves it, and Chromium proves it hydrates.
 */
describe('a Next.js App Router app built from the packed packages', () => {
  const workDir = mkdtempSync(join(tmpdir(), 'applykit-next-'));
  const app = join(workDir, 'app');
  let server: NextServer | undefined;
  let browser: BrowserContext | undefined;
  let built = '';

  beforeAll(async () => {
    expect([...readmeAppFiles('next').keys()].sort()).toEqual([
      'app/host.ts',
      'app/layout.tsx',
      'app/page.tsx',
    ]);
    writeNextApp(app, inject('tarballs'));
    built = installAndBuildNext(app);
    server = await startNext(app);
    browser = await launchBrowserIn(workDir, { width: 1280, height: 900 });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('builds the page as static HTML, type-checked, without a warning', () => {
    expect(built).toMatch(/Compiled successfully/);
    expect(built).toMatch(/Finished TypeScript/);
    expect(built).toMatch(/○ \/\s/);
    // Next warns on every CI machine that it has no build cache to reuse (a fresh app never
    // has one); any other warning fails the test.
    const warnings = built.split('\n').filter((line) => /⚠|warn/i.test(line));
    expect(warnings.filter((line) => !/No build cache found/.test(line))).toEqual([]);
  });

  it("serves the widget's and the form's server-rendered HTML", async () => {
    const response = await fetch(server!.url);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('aria-label="Riverbend College"');
    expect(html).toContain('Help with applying');
    expect(html).toMatch(/<h1[^>]*>Step 1 of 3: About You</);
    expect(html).toMatch(/<label[^>]*>First Name/);
  });

  it('hydrates: the form checks what is typed and the partner theme applies', async () => {
    const page = await browser!.newPage();
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await page.goto(server!.url);
    const firstName = page.getByLabel(/^First Name/);
    const message = page.getByText('Enter First Name', { exact: true });
    // A returning applicant's missing answers are found in the browser once the form runs.
    await message.first().waitFor();
    await firstName.fill('Ada');
    await expect.poll(() => message.count()).toBe(0);
    expect(await firstName.getAttribute('aria-invalid')).not.toBe('true');
    await firstName.fill('');
    await message.first().waitFor();
    expect(await firstName.getAttribute('aria-invalid')).toBe('true');

    const primary = await page
      .getByRole('button', { name: 'Save and Continue' })
      .evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(primary).toBe('rgb(91, 42, 134)');
    expect(failures).toEqual([]);
  });
});
