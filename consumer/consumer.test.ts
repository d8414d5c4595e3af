import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { definitionTexts, transferApplication } from '@applykit/admissions-form/validate';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../e2e/support/a11y';
import { launchBrowserIn } from '../visual/browser';
import { serveStatic, type StaticServer } from '../visual/staticServer';
import { publicPackages } from './packages.mjs';
import {
  budgetNames,
  budgetOf,
  bundledStylesheet,
  classesOf,
  exportedFile,
  tolerance,
  weighEntries,
} from './budgets';
import {
  firstLoad,
  hostAppFiles,
  installAndBuild,
  versionOf,
  writeHostApp,
  type BuiltFile,
} from './partnerApp';
import { isCheckedTypeScript, readmeBlocks } from './readmeBlocks';

describe('a partner app built from the packed packages', () => {
  const workDir = mkdtempSync(join(tmpdir(), 'applykit-consumer-'));
  const app = join(workDir, 'app');
  let served: StaticServer | undefined;
  let browser: BrowserContext | undefined;
  const run = (command: string, args: string[]) =>
    execFileSync(command, args, { cwd: app, encoding: 'utf8', stdio: 'pipe', timeout: 300_000 });

  beforeAll(async () => {
    expect([...hostAppFiles().keys()].sort()).toEqual([
      'index.html',
      'src/host.ts',
      'src/main.tsx',
      'src/partner.ts',
      'vite.config.ts',
    ]);
    writeHostApp(app, inject('tarballs'), {
      '@types/node': versionOf('@types/node'),
      '@types/react': versionOf('@types/react'),
      '@types/react-dom': versionOf('@types/react-dom'),
      // What the README examples import beside the packages.
      '@lingui/message-utils': versionOf('@lingui/message-utils'),
      'react-hook-form': versionOf('react-hook-form'),
      typescript: versionOf('typescript'),
      // The bundler the size budgets weigh each entry with.
      esbuild: versionOf('esbuild'),
    });
    installAndBuild(app);
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

  // The form's lazy parts must stay lazy after the partner's bundler, not only ours: the print
  // view (the only code that writes data-print) is fetched when a read-only step is shown.
  it("keeps the print view out of the partner's first load, in a chunk of its own", () => {
    const dist = join(app, 'dist');
    const { first, lazy } = firstLoad(dist);
    const printing = (files: BuiltFile[]) =>
      files
        .filter((built) => readFileSync(join(dist, built.file), 'utf8').includes('data-print'))
        .map((built) => built.file);
    expect(first.map((built) => built.file)).toContain('index.html');
    expect(printing(first)).toEqual([]);
    expect(printing(lazy)).toHaveLength(1);
  });

  // So must the widgets only later pages show, live validation (which only an application being
  // validated runs) and the default definition's Spanish (loaded when the form is first shown
  // in Spanish): About You's first load in English carries none of them.
  it("keeps the later pages' widgets, live validation and the Spanish definition out of the partner's first load", () => {
    const dist = join(app, 'dist');
    const { first, lazy } = firstLoad(dist);
    const english = definitionTexts(transferApplication);
    // The form's catalogue (the rules' messages, in both languages) is the form's own; the
    // definition repeats some of its Spanish, so those wordings are left out.
    const catalogue = readFileSync(
      join(import.meta.dirname, '../packages/admissions-form/messages/es.json'),
      'utf8',
    );
    const spanish = Object.entries(transferApplication.translations?.es?.texts ?? {})
      .filter(
        ([id, text]) =>
          text !== english[id] &&
          text.length >= 16 &&
          !/[{}'"\\\n]/.test(text) &&
          !catalogue.includes(text),
      )
      .map(([, text]) => text);
    expect(spanish.length).toBeGreaterThan(100);
    const inSpanish = (files: BuiltFile[]) =>
      files.filter((built) => {
        const text = readFileSync(join(dist, built.file), 'utf8');
        return spanish.some((wording) => text.includes(wording));
      });
    expect(inSpanish(first).map((built) => built.file)).toEqual([]);
    expect(inSpanish(lazy)).toHaveLength(1);
    // Radix Tabs (the residency tabs of Final Steps) is the only code that writes a tab list.
    const tabbing = (files: BuiltFile[]) =>
      files
        .filter((built) =>
          readFileSync(join(dist, built.file), 'utf8').match(/role:\s*[`"']tablist[`"']/),
        )
        .map((built) => built.file);
    expect(tabbing(first)).toEqual([]);
    expect(tabbing(lazy)).toHaveLength(1);
    expect(lazy.filter((built) => /\/liveValidation-[^/]+\.js$/.test(built.file))).toHaveLength(1);
  });

  it('holds every budgeted entry within 5 % of the figure its budget was set from', async () => {
    const weights = await weighEntries(app);
    expect(Object.keys(weights).sort()).toEqual([...budgetNames].sort());
    const overBudget = Object.entries(weights).flatMap(([name, weight]) =>
      (['js', 'css'] as const)
        .filter((kind) => weight[kind] > budgetOf(name)[kind] * (1 + tolerance))
        .map(
          (kind) =>
            `${name}: ${kind} ${weight[kind]} B gzip, over ${budgetOf(name)[kind]} B + ${tolerance * 100} %`,
        ),
    );
    expect(overBudget).toEqual([]);
  });

  it("an app showing only a Button gets the Button's rules and no other widget's", async () => {
    const everything = classesOf(
      readFileSync(exportedFile(app, '@applykit/ui/styles.css'), 'utf8'),
    );
    const buttonSheet = exportedFile(app, '@applykit/ui/styles/Button.css');
    const button = classesOf(readFileSync(buttonSheet, 'utf8'));
    const built = await bundledStylesheet(
      app,
      "import '@applykit/ui/styles/Button.css'; export { Button } from '@applykit/ui';",
    );
    const otherWidgets = [...everything].filter((name) => !button.has(name));
    expect(otherWidgets.length).toBeGreaterThan(50);
    expect([...classesOf(built)].filter((name) => !button.has(name))).toEqual([]);
    // The Button's own rules are there, in the kit's cascade layer.
    expect(classesOf(built).size).toBe(button.size);
    expect(built).toMatch(/@layer applykit\s*\{/);
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
      // The form's host app is already in src/ (and its Next.js app is type-checked by its own
      // build, nextjs.test.ts); a titled block is the file it names; any other block is a
      // module of its own.
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
