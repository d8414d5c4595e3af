import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  defaultPartner,
  definitionTexts,
  examplePartner,
  transferApplication,
} from '@applykit/admissions-form/validate';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtPortal, chunkModulesFile } from '../test/builtPortal';

let outDir = '';

beforeAll(async () => {
  outDir = await builtPortal();
}, 300_000);

/** Every route shell the build wrote: `index.html` and `<route>/index.html`. */
async function shells(): Promise<string[]> {
  const folders = (await readdir(outDir, { withFileTypes: true }))
    .filter(
      (entry) => entry.isDirectory() && entry.name !== 'assets' && !entry.name.startsWith('.'),
    )
    .map((entry) => join(outDir, entry.name, 'index.html'));
  return [join(outDir, 'index.html'), ...folders];
}

/** The scripts a shell loads before anything runs: its entry and its module preloads. */
async function firstLoadScripts(shell: string): Promise<Map<string, string>> {
  const html = await readFile(shell, 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
    ([, file]) => file!,
  );
  return new Map(
    await Promise.all(
      files.map(async (file) => [file, await readFile(join(outDir, file), 'utf8')] as const),
    ),
  );
}

/** The stylesheets a shell links: the CSS of its entry and of the page it preloads. */
async function firstLoadStylesheets(shell: string): Promise<Map<string, string>> {
  const html = await readFile(shell, 'utf8');
  const files = [
    ...html.matchAll(/<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)"/g),
  ].map(([, file]) => file!);
  return new Map(
    await Promise.all(
      files.map(async (file) => [file, await readFile(join(outDir, file), 'utf8')] as const),
    ),
  );
}

describe("an applicant's first load", () => {
  it('carries no schema library on any route: the cards check with the contract’s plain rules', async () => {
    const routes = await shells();
    expect(routes.length).toBeGreaterThan(5);
    for (const shell of routes) {
      const scripts = await firstLoadScripts(shell);
      expect(scripts.size, shell).toBeGreaterThan(1);
      for (const [file, text] of scripts)
        expect(text.includes('$ZodType'), `${shell}: ${file}`).toBe(false);
    }
  });

  it('holds no Spanish message of any catalogue: a language other than English loads when chosen', async () => {
    const root = join(import.meta.dirname, '../../../..');
    const read = async (file: string) =>
      JSON.parse(await readFile(join(root, file), 'utf8')) as Record<string, string>;
    // The definition's own Spanish is not a catalogue's, nor is the built-in partners' prose
    // (which the first screen shows): leave out texts they share.
    const definitionSpanish = (
      await Promise.all(
        [
          'packages/admissions-form/src/definition/transferApplication.es.ts',
          'packages/admissions-form/src/model/builtInPartners.ts',
        ].map((file) => readFile(join(root, file), 'utf8')),
      )
    ).join('\n');
    const spanish: string[] = [];
    for (const folder of [
      'packages/ui/messages',
      'packages/admissions-form/messages',
      'packages/admissions-form/messages/accounts',
      'apps/portal/messages',
    ]) {
      const [en, es] = await Promise.all([read(`${folder}/en.json`), read(`${folder}/es.json`)]);
      for (const [id, text] of Object.entries(es)) {
        if (text !== en[id] && text.length >= 16 && !/[{}'"\\\n]/.test(text))
          if (!definitionSpanish.includes(text)) spanish.push(text);
      }
    }
    expect(spanish.length).toBeGreaterThan(100);
    for (const shell of await shells()) {
      for (const [file, text] of await firstLoadScripts(shell)) {
        const found = spanish.filter((message) => text.includes(message));
        expect(found, `${shell}: ${file}`).toEqual([]);
      }
    }
  });

  it('holds the partner of the build alone, its prose in both languages, and no check of its theme', async () => {
    // The build's partner is the default one (no APPLYKIT_PARTNER): the example partner's texts,
    // in either language, are nowhere in the build.
    const otherPartner = [
      examplePartner.institutionName,
      examplePartner.privacyNotice,
      examplePartner.translations!.es!.privacyNotice!,
      ...examplePartner.translations!.es!.welcomeBenefits!,
    ];
    const assets = await readdir(join(outDir, 'assets'));
    const built = await Promise.all(
      assets
        .filter((file) => file.endsWith('.js'))
        .map(async (file) => [file, await readFile(join(outDir, 'assets', file), 'utf8')] as const),
    );
    for (const [file, text] of built)
      expect(
        otherPartner.filter((prose) => text.includes(prose)),
        file,
      ).toEqual([]);
    // The first load holds the build's own partner, its prose in English and in Spanish.
    const ownProse = [
      defaultPartner.privacyNotice,
      defaultPartner.translations!.es!.privacyNotice!,
      ...defaultPartner.welcomeBenefits,
      ...defaultPartner.translations!.es!.welcomeBenefits!,
    ];
    for (const route of ['login', 'signup']) {
      const scripts = [...(await firstLoadScripts(join(outDir, route, 'index.html'))).values()];
      const first = scripts.join('\n');
      expect(
        ownProse.filter((prose) => !first.includes(prose)),
        route,
      ).toEqual([]);
      // The theme is checked when the portal is built, so the pages do not carry the check.
      expect(first.includes('which is not a colour'), route).toBe(false);
    }
  });

  it('holds none of the form definition’s Spanish: it comes with the Spanish language file', async () => {
    const english = definitionTexts(transferApplication);
    const { texts = {}, options = {} } = transferApplication.translations?.es ?? {};
    // The wordings that are Spanish: a text or an option translated to words of its own.
    const spanish = [
      ...Object.entries(texts).filter(([id, text]) => text !== english[id]),
      ...Object.entries(options).filter(([source, text]) => text !== source),
    ]
      .map(([, text]) => text)
      .filter((text) => text.length >= 16 && !/[{}'"\\\n]/.test(text));
    expect(spanish.length).toBeGreaterThan(100);
    for (const shell of await shells()) {
      for (const [file, text] of await firstLoadScripts(shell)) {
        const found = spanish.filter((wording) => text.includes(wording));
        expect(found, `${shell}: ${file}`).toEqual([]);
      }
    }
    // It is in the build: in the file a choice of Spanish loads.
    const assets = await readdir(join(outDir, 'assets'));
    const languageFile = assets.find((file) => /applykit-language-es.*\.js$/.test(file));
    expect(languageFile).toBeDefined();
    const loaded = await readFile(join(outDir, 'assets', languageFile!), 'utf8');
    const imported = [...loaded.matchAll(/from\s*["']\.\/([^"']+\.js)["']/g)].map(
      ([, file]) => file!,
    );
    const inFile = [
      loaded,
      ...(await Promise.all(
        imported.map((file) => readFile(join(outDir, 'assets', file), 'utf8')),
      )),
    ].join('\n');
    expect(spanish.filter((wording) => !inFile.includes(wording))).toEqual([]);
  });

  it('gives a form page only the parts of the form package it runs: not the print view’s reading, the example application or the package’s whole validation entry', async () => {
    const modules = JSON.parse(await readFile(join(outDir, chunkModulesFile), 'utf8')) as Record<
      string,
      string[]
    >;
    // The whole entry (its namespace object) is what a dynamic import of it keeps; the print
    // view's reading loads with the print view, the example with the tests and stories.
    const laterOnly = [
      /admissions-form\/src\/validate\.ts$/,
      /admissions-form\/src\/model\/(printed|exampleApplication)\.ts$/,
      /admissions-form\/src\/definition\/transferApplication(\.es)?\.ts$/,
    ];
    const scripts = [...(await firstLoadScripts(join(outDir, 'index.html'))).keys()];
    expect(
      scripts.some((file) => (modules[file] ?? []).some((id) => id.includes('model/walk.ts'))),
    ).toBe(true);
    for (const file of scripts) {
      const held = (modules[file] ?? []).filter((id) => laterOnly.some((rule) => rule.test(id)));
      expect(held, file).toEqual([]);
    }
  });

  it('gives About You’s first load neither the widgets only later pages show, live validation nor the development check: they load when a page, a validating application or development needs them', async () => {
    const modules = JSON.parse(await readFile(join(outDir, chunkModulesFile), 'utf8')) as Record<
      string,
      string[]
    >;
    // The text area, the school search and the tabs (with Radix Tabs) are Your Academics' and
    // Final Steps'; the rule dependency map runs only while an application is being validated;
    // the definition's check (with the review queue columns' check) only in development.
    const later = [
      /admissions-form\/src\/definition\/(check|queueColumns)\.ts$/,
      /admissions-form\/src\/form\/occasionalWidgets\.tsx$/,
      /\/packages\/ui\/src\/(TextArea|SchoolSearch|Tabs)\//,
      /\/node_modules\/@radix-ui\/react-tabs\//,
      /admissions-form\/src\/rules\/liveValidation\.ts$/,
    ];
    const scripts = [...(await firstLoadScripts(join(outDir, 'index.html'))).keys()];
    expect(
      scripts.some((file) => (modules[file] ?? []).some((id) => id.endsWith('/form/fields.tsx'))),
    ).toBe(true);
    for (const file of scripts) {
      const held = (modules[file] ?? []).filter((id) => later.some((rule) => rule.test(id)));
      expect(held, file).toEqual([]);
    }
    // They are in the build, in chunks of their own.
    const built = Object.values(modules).flat();
    expect(later.filter((rule) => !built.some((id) => rule.test(id)))).toEqual([]);
  });

  it('draws About You’s radios and check boxes without Radix’s hidden inputs, which measured every box on the first draw', async () => {
    const scripts = [...(await firstLoadScripts(join(outDir, 'index.html'))).values()].join('\n');
    expect(scripts.includes('radiogroup')).toBe(true);
    // Radix names its hidden inputs' components so; the kit's own input takes their place.
    const radixInputs = ['RadioBubbleInput', 'CheckboxBubbleInput'];
    expect(radixInputs.filter((name) => scripts.includes(name))).toEqual([]);
  });

  it('gives the account screens nothing of the form: not its engine, data model, rules or catalogue, nor the form’s frame', async () => {
    const modules = JSON.parse(await readFile(join(outDir, chunkModulesFile), 'utf8')) as Record<
      string,
      string[]
    >;
    // Of the form package, the account screens use the cards, the API client and the partner's
    // settings (theme, name); of the portal, nothing of the form pages' frame.
    const formOnly = [
      /admissions-form\/src\/(form|model|rules|definition|conditions|messages)\/(?!host\.ts$|partner\.ts$)/,
      /^src\/(layout\/(FormLayout|AccountMenu|StepNavigation)|answers\/(AnswersProvider|SaveStatusBanner|useApplicationActions)|form\/FormStepPage)\.tsx?$/,
    ];
    const accountShells = ['login', 'signup', 'confirm', 'forgot', 'reset'].map((route) =>
      join(outDir, route, 'index.html'),
    );
    for (const shell of accountShells) {
      const scripts = [...(await firstLoadScripts(shell)).keys()];
      expect(scripts.length, shell).toBeGreaterThan(1);
      for (const file of scripts) {
        const held = (modules[file] ?? []).filter((id) => formOnly.some((rule) => rule.test(id)));
        expect(held, `${shell}: ${file}`).toEqual([]);
      }
    }
  });

  it('loads /login and /signup in four scripts, each with its own card alone and nothing used after a log in, and nothing of the account screens on the form', async () => {
    const modules = JSON.parse(await readFile(join(outDir, chunkModulesFile), 'utf8')) as Record<
      string,
      string[]
    >;
    const cards = [
      'LogInCard',
      'SignUpCard',
      'ConfirmCard',
      'ForgotPasswordCard',
      'ResetPasswordCard',
    ];
    // The entry, what every page uses (fields, Radix's primitives, the page title), what the
    // account screens share (the cards' frame, rules and checklist) and the page with its card.
    for (const [route, card] of [
      ['login', 'LogInCard'],
      ['signup', 'SignUpCard'],
    ] as const) {
      const scripts = [...(await firstLoadScripts(join(outDir, route, 'index.html'))).keys()];
      expect(scripts, route).toHaveLength(4);
      const held = scripts.flatMap((file) => modules[file] ?? []);
      expect(
        cards.filter((name) => held.some((id) => id.endsWith(`/accounts/${name}.tsx`))),
        route,
      ).toEqual([card]);
      expect(
        held.some((id) => id.endsWith('/accounts/useCardForm.ts')),
        route,
      ).toBe(true);
      // What follows an accepted log in loads then.
      expect(
        held.filter((id) => /src\/(session\/finishLogIn|answers\/anonymousAnswers)\.ts$/.test(id)),
        route,
      ).toEqual([]);
    }
    const form = [...(await firstLoadScripts(join(outDir, 'index.html'))).keys()].flatMap(
      (file) => modules[file] ?? [],
    );
    expect(form.some((id) => id.endsWith('/ui/src/TextInput/TextInput.tsx'))).toBe(true);
    expect(form.filter((id) => id.includes('/admissions-form/src/accounts/'))).toEqual([]);
    // Compiled messages are filled in by the kit itself: no i18n library on any page.
    expect(
      Object.values(modules)
        .flat()
        .filter((id) => id.includes('@lingui/')),
    ).toEqual([]);
  });

  it('gives a visitor on the account screens no query cache: TanStack Query loads with the first part that needs data', async () => {
    const modules = JSON.parse(await readFile(join(outDir, chunkModulesFile), 'utf8')) as Record<
      string,
      string[]
    >;
    for (const route of ['login', 'signup', 'confirm', 'forgot', 'reset']) {
      const shell = join(outDir, route, 'index.html');
      const scripts = [...(await firstLoadScripts(shell)).keys()];
      expect(scripts.length, shell).toBeGreaterThan(1);
      for (const file of scripts) {
        const held = (modules[file] ?? []).filter((id) =>
          /@tanstack\/(query-core\/|react-query\/build\/modern\/(useQuery|useBaseQuery|useMutation)\.js$)/.test(
            id,
          ),
        );
        expect(held, `${shell}: ${file}`).toEqual([]);
      }
    }
    // It is in the build, for the form and a logged-in session.
    expect(
      Object.values(modules)
        .flat()
        .some((id) => id.includes('@tanstack/query-core/')),
    ).toBe(true);
  });

  it('preloads the query cache’s code with the form’s on the form’s shells: the form waits for both', async () => {
    const modules = JSON.parse(await readFile(join(outDir, chunkModulesFile), 'utf8')) as Record<
      string,
      string[]
    >;
    for (const shell of [join(outDir, 'index.html'), join(outDir, 'completion', 'index.html')]) {
      const scripts = [...(await firstLoadScripts(shell)).keys()];
      const held = scripts.flatMap((file) => modules[file] ?? []);
      expect(held, shell).toContain('src/api/createQueryClient.ts');
      expect(
        held.some((id) => id.includes('@tanstack/query-core/')),
        shell,
      ).toBe(true);
    }
  });

  it('leaves the upload widget and every dialog out of every route, the form’s included: they load when shown', async () => {
    for (const shell of await shells()) {
      for (const [file, text] of await firstLoadScripts(shell)) {
        // The widget's file input, and Radix Dialog (the delete, Help, Privacy, time-out and
        // error dialogs all open one).
        expect(/type:\s*[`"']file[`"']/.test(text), `${shell}: ${file}`).toBe(false);
        expect(text.includes('DialogTitle'), `${shell}: ${file}`).toBe(false);
      }
    }
  });

  it('gives the account screens the styles of what they show, not those of the upload widget or the toasts', async () => {
    for (const route of ['login', 'signup', 'confirm', 'forgot', 'reset']) {
      const shell = join(outDir, route, 'index.html');
      const stylesheets = await firstLoadStylesheets(shell);
      // The card's own styles are there (its fields' focus ring), so the check reads real CSS.
      expect(
        [...stylesheets.values()].some((css) => css.includes(':focus-visible')),
        shell,
      ).toBe(true);
      for (const [file, css] of stylesheets) {
        // The upload widget's file button, and a toast being swiped away.
        expect(css.includes('::file-selector-button'), `${shell}: ${file}`).toBe(false);
        expect(css.includes('[data-swipe='), `${shell}: ${file}`).toBe(false);
      }
    }
  });

  it('loads the entry as one file: what it imports statically is in it, not in chunks of their own', async () => {
    const manifest = JSON.parse(
      await readFile(join(outDir, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, { isEntry?: boolean; imports?: string[] }>;
    expect(manifest['index.html']?.isEntry).toBe(true);
    expect(manifest['index.html']?.imports ?? []).toEqual([]);
  });

  it('marks each route’s first load, and only it, to be compiled as it arrives rather than on a first keystroke', async () => {
    const hint = '//# allFunctionsCalledOnLoad\n';
    for (const shell of await shells()) {
      const firstLoad = await firstLoadScripts(shell);
      for (const [file, text] of firstLoad) expect(text.startsWith(hint), file).toBe(true);
    }
    // What loads later, when shown, is compiled as it runs: the print view, the dialogs, the
    // staff area.
    const later = (await readdir(join(outDir, 'assets'))).filter((file) =>
      /^(print|Modal|dialogs|StaffArea)-.*\.js$/.test(file),
    );
    expect(later).toHaveLength(4);
    for (const file of later)
      expect((await readFile(join(outDir, 'assets', file), 'utf8')).startsWith(hint), file).toBe(
        false,
      );
  });
});
