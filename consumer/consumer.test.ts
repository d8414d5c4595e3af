import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../e2e/support/a11y';
import { launchBrowserIn } from '../visual/browser';
import { serveStatic, type StaticServer } from '../visual/staticServer';
import { packPublicPackages, root } from './packages.mjs';

/**
 * The admissions-form README's "Complete minimal host" files, taken from its fenced blocks
 * tagged `title="path"`: the app below is exactly what the README tells a partner to write.
 */
function readmeFiles(): Map<string, string> {
  const readme = readFileSync(join(root, 'packages/admissions-form/README.md'), 'utf8');
  const files = new Map<string, string>();
  for (const [, path, body] of readme.matchAll(/```\w+ title="([^"]+)"\n([\s\S]*?)\n```/g))
    files.set(path!, `${body}\n`);
  return files;
}

const versionOf = (name: string) =>
  (
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    }
  ).devDependencies[name]!;

describe('a partner app built from the packed packages', () => {
  const workDir = mkdtempSync(join(tmpdir(), 'applykit-consumer-'));
  const app = join(workDir, 'app');
  let served: StaticServer | undefined;
  let browser: BrowserContext | undefined;

  beforeAll(async () => {
    const tarballsDir = join(workDir, 'tarballs');
    mkdirSync(tarballsDir);
    const [ui, form] = packPublicPackages(tarballsDir);
    const files = readmeFiles();
    expect([...files.keys()].sort()).toEqual([
      'index.html',
      'src/host.ts',
      'src/main.tsx',
      'src/partner.ts',
      'vite.config.ts',
    ]);
    for (const [path, body] of files) {
      mkdirSync(dirname(join(app, path)), { recursive: true });
      writeFileSync(join(app, path), body);
    }
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({
        name: 'riverbend-apply',
        private: true,
        type: 'module',
        dependencies: {
          '@applykit/admissions-form': `file:${form}`,
          '@applykit/ui': `file:${ui}`,
          react: versionOf('react'),
          'react-dom': versionOf('react-dom'),
        },
        devDependencies: {
          '@vitejs/plugin-react': versionOf('@vitejs/plugin-react'),
          vite: versionOf('vite'),
        },
        // The form's own "@applykit/ui": "^x.y.z" comes from npm for a partner; here, from the tarball.
        pnpm: { overrides: { '@applykit/ui': `file:${ui}` } },
      }),
    );
    const run = (args: string[]) =>
      execFileSync('pnpm', args, { cwd: app, stdio: 'pipe', timeout: 300_000 });
    // Third-party packages from the registry, through the workspace's store (fast, offline when cached).
    run([
      'install',
      '--prefer-offline',
      '--ignore-workspace',
      '--config.confirmModulesPurge=false',
    ]);
    run(['exec', 'vite', 'build', '--logLevel', 'warn']);
    served = await serveStatic(join(app, 'dist'));
    browser = await launchBrowserIn(workDir, { width: 1280, height: 900 });
  });

  afterAll(async () => {
    await browser?.close();
    await served?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('renders About You with the partner name, theme and fields, axe-clean', async () => {
    const page = await browser!.newPage();
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await page.goto(`${served!.url}/about`);
    await page.getByRole('heading', { level: 1, name: 'About You' }).waitFor();

    // Required labels end with a '*'.
    for (const label of [/^First Name/, /^Last Name/, /^Date of Birth/])
      expect(await page.getByLabel(label).count()).toBe(1);
    expect(await page.getByRole('radiogroup', { name: /Legal Sex/ }).count()).toBe(1);
    expect(await page.getByText('Riverbend College').count()).toBeGreaterThan(0);
    expect(await page.getByText('ApplyKit State University').count()).toBe(0);

    // The partner's primary colour reaches the widgets through the kit's CSS variables.
    const primary = await page
      .getByRole('button', { name: 'Save and Continue' })
      .evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(primary).toBe('rgb(91, 42, 134)');

    expect(await axeViolations(page)).toEqual([]);
    expect(failures).toEqual([]);
  });
});
