import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../e2e/support/a11y';
import { launchBrowserIn } from '../visual/browser';
import { serveStatic, type StaticServer } from '../visual/staticServer';
import { publicPackages, root } from './packages.mjs';
import { isCheckedTypeScript, readmeBlocks } from './readmeBlocks';

/**
 * The admissions-form README's "Complete minimal host" files, taken from its fenced blocks
 * tagged `title="path"`: the app below is exactly what the README tells a partner to write.
 */
function hostAppFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const block of readmeBlocks('@applykit/admissions-form')) {
    const title = /\btitle="([^"]+)"/.exec(block.info)?.[1];
    if (title) files.set(title, block.body);
  }
  return files;
}

const versionOf = (name: string) =>
  (
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    }
  ).devDependencies[name]!;

const formDependency = (name: string) =>
  (
    JSON.parse(
      readFileSync(
        join(root, publicPackages['@applykit/admissions-form']!, 'package.json'),
        'utf8',
      ),
    ) as { dependencies: Record<string, string> }
  ).dependencies[name]!;

describe('a partner app built from the packed packages', () => {
  const workDir = mkdtempSync(join(tmpdir(), 'applykit-consumer-'));
  const app = join(workDir, 'app');
  let served: StaticServer | undefined;
  let browser: BrowserContext | undefined;
  const run = (command: string, args: string[]) =>
    execFileSync(command, args, { cwd: app, encoding: 'utf8', stdio: 'pipe', timeout: 300_000 });

  beforeAll(async () => {
    const tarballs = inject('tarballs');
    const files = hostAppFiles();
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
    const packed = Object.fromEntries(
      Object.entries(tarballs).map(([name, tarball]) => [name, `file:${tarball}`]),
    );
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({
        name: 'riverbend-apply',
        private: true,
        type: 'module',
        dependencies: {
          ...packed,
          react: versionOf('react'),
          'react-dom': versionOf('react-dom'),
        },
        devDependencies: {
          '@types/node': versionOf('@types/node'),
          '@types/react': versionOf('@types/react'),
          '@types/react-dom': versionOf('@types/react-dom'),
          '@vitejs/plugin-react': versionOf('@vitejs/plugin-react'),
          // What the README examples import beside the packages.
          '@lingui/message-utils': versionOf('@lingui/message-utils'),
          'react-hook-form': formDependency('react-hook-form'),
          typescript: versionOf('typescript'),
          vite: versionOf('vite'),
        },
        // The packages' own "@applykit/ui": "^x.y.z" come from npm for a partner; here, from the tarballs.
        pnpm: { overrides: packed },
      }),
    );
    // Third-party packages from the registry, through the workspace's store (fast, offline when cached).
    run('pnpm', [
      'install',
      '--prefer-offline',
      '--ignore-workspace',
      '--config.confirmModulesPurge=false',
    ]);
    run('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn']);
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

  it('imports @applykit/api-contract in Node, with its schemas and texts', () => {
    const script = [
      "import { paths, serverMessages, signUpSchema } from '@applykit/api-contract';",
      "const bad = signUpSchema.safeParse({ username: 'not an address', password: 'x' });",
      'console.log(JSON.stringify({ submit: paths.submit, bad: bad.success, message: serverMessages.notFound }));',
    ].join('\n');
    expect(JSON.parse(run('node', ['--input-type=module', '-e', script]))).toEqual({
      submit: '/api/submit',
      bad: false,
      message: 'Not found.',
    });
  });

  // The `default` condition beside `import` lets CommonJS code require() the ESM build: Node
  // 20.19+ and 22.12+ load ES modules from require() (the engines this repository supports).
  it('require()s every JavaScript entry of every package from CommonJS', () => {
    const entries = Object.keys(publicPackages).flatMap((name) => {
      const manifest = JSON.parse(
        readFileSync(join(app, 'node_modules', name, 'package.json'), 'utf8'),
      ) as { exports: Record<string, string | Record<string, string>> };
      return Object.entries(manifest.exports)
        .filter(([, target]) => typeof target === 'object' && target.default)
        .map(([entry]) => `${name}${entry.slice(1)}`);
    });
    expect(entries).toContain('@applykit/api-contract');
    const script = `for (const entry of ${JSON.stringify(entries)}) {
      const exported = Object.keys(require(entry));
      if (!exported.length) throw new Error(entry + ' exports nothing');
    }
    console.log('ok');`;
    expect(run('node', ['-e', script]).trim()).toBe('ok');
  });

  it("type-checks every TypeScript block of the packages' READMEs against the tarballs", () => {
    const typeScript = Object.keys(publicPackages).flatMap((name) =>
      readmeBlocks(name).filter((block) => block.language === 'ts' || block.language === 'tsx'),
    );
    // Deliberate fragments are marked `no-check` in the fence, and must stay rare: none today.
    expect(typeScript.filter((block) => !isCheckedTypeScript(block))).toEqual([]);
    for (const block of typeScript.filter(isCheckedTypeScript)) {
      const title = /\btitle="([^"]+)"/.exec(block.info)?.[1];
      // The form's host app is already in src/; a titled block is the file it names; any other
      // block is a module of its own.
      if (title && block.packageName === '@applykit/admissions-form') continue;
      const folder = join(app, 'readme', block.packageName.replace('@applykit/', ''));
      const file = join(folder, title ?? `line-${block.line}.${block.language}`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, block.body);
    }
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: ['vite/client', 'node'],
        },
        include: ['src', 'readme', 'vite.config.ts'],
      }),
    );
    let output = '';
    try {
      run('pnpm', ['exec', 'tsc', '--noEmit', '-p', 'tsconfig.json']);
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? error);
    }
    expect(output).toBe('');
  });
});
