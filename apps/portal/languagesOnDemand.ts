import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const catalogueFileName = 'catalogues.generated.ts';
const languageModulePrefix = 'virtual:applykit-language-';
const registry = resolve(import.meta.dirname, 'src/language/languageFiles.ts');
/**
 * The built-in definition with its translations, by file: the package's entries re-export it
 * beside what every form page uses, so imported through one it would go wherever they go.
 */
const builtInDefinitionModule = resolve(
  import.meta.dirname,
  '../../packages/admissions-form/src/definition/transferApplication.ts',
);
const emptyRegistry =
  'const languageFiles: Readonly<Record<string, () => Promise<LanguageModule>>> = {};';

/** Every generated catalogue module under `folder`, node_modules and builds left out. */
function catalogueModules(folder: string, found: string[] = []): string[] {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist' && !entry.name.startsWith('.'))
        catalogueModules(join(folder, entry.name), found);
    } else if (entry.name === catalogueFileName) found.push(join(folder, entry.name));
  }
  return found;
}

/**
 * A generated catalogue module (`scripts/compile-messages.mjs`) as its English part and the
 * object literal of each other language, by locale. The generator writes one locale per
 * block (`  "es": {` … `  },`), English first.
 */
function splitCatalogue(source: string, file: string) {
  const blocks = [...source.matchAll(/^ {2}("[a-zA-Z-]+"): \{\n([\s\S]*?)^ {2}\},\n/gm)];
  if (blocks[0]?.[1] !== '"en"') {
    throw new Error(`languagesOnDemand: ${file} does not start with an "en" block.`);
  }
  let english = source;
  const others: Record<string, string> = {};
  for (const block of blocks.slice(1)) {
    english = english.replace(block[0], '');
    others[JSON.parse(block[1]!) as string] = `{\n${block[2]}}`;
  }
  return { english, others };
}

/**
 * Loads each language but English when the applicant chooses it, not with every page: the build
 * takes every language but English out of the generated catalogues of the kit, the form and the
 * portal, into one file a language (`virtual:applykit-language-<locale>`), which
 * `src/language/languageFiles.ts` loads and puts back into the catalogues. When the portal runs
 * the built-in form (no `APPLYKIT_FORM`), that file holds the form definition's translation
 * too, which the build's definition (`src/form/partnerForm.ts`) leaves out. Development and
 * tests keep whole catalogues and the whole definition.
 */
export function languagesOnDemand(
  root = import.meta.dirname,
  builtInForm = !process.env.APPLYKIT_FORM?.trim(),
): Plugin {
  const workspace = resolve(root, '../..');
  const catalogues = [
    ...catalogueModules(join(workspace, 'packages')),
    ...catalogueModules(join(root, 'src')),
  ].sort();
  // A catalogue's id in the language files: its place in that list, not its source path.
  const idOf = (file: string) => String(catalogues.indexOf(file));
  const parts = new Map(
    catalogues.map((file) => [file, splitCatalogue(readFileSync(file, 'utf8'), file)]),
  );
  const locales = [...new Set([...parts.values()].flatMap(({ others }) => Object.keys(others)))];
  return {
    name: 'applykit-languages-on-demand',
    apply: 'build',
    enforce: 'pre',
    // Tells `src/form/partnerForm.ts` that the language files carry the definition's translations.
    config: () => ({ define: { 'import.meta.env.APPLYKIT_LANGUAGES_ON_DEMAND': 'true' } }),
    resolveId: (id) => (id.startsWith(languageModulePrefix) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${languageModulePrefix}`)) return undefined;
      const locale = id.slice(`\0${languageModulePrefix}`.length);
      const entries = [...parts]
        .filter(([, { others }]) => others[locale])
        .map(([file, { others }]) => `  ${JSON.stringify(idOf(file))}: ${others[locale]},`);
      const definition = builtInForm
        ? `import { transferApplication } from ${JSON.stringify(builtInDefinitionModule)};\nexport const definition = transferApplication.translations?.[${JSON.stringify(locale)}];\n`
        : '';
      return `${definition}export default {\n${entries.join('\n')}\n};\n`;
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (file === registry) {
        if (!code.includes(emptyRegistry)) {
          throw new Error(`languagesOnDemand: ${registry} no longer declares languageFiles.`);
        }
        const loaders = locales.map(
          (locale) =>
            `${JSON.stringify(locale)}: () => import(${JSON.stringify(languageModulePrefix + locale)})`,
        );
        return code.replace(
          emptyRegistry,
          `const languageFiles: Readonly<Record<string, () => Promise<LanguageModule>>> = { ${loaders.join(', ')} };`,
        );
      }
      const split = parts.get(file);
      if (!split) return undefined;
      // The module as the generator wrote it now (the file read at the start could be stale).
      const { english } = splitCatalogue(code, file);
      return `${english}\nimport { attachCatalogues } from ${JSON.stringify(registry)};\nattachCatalogues(${JSON.stringify(idOf(file))}, catalogues);\n`;
    },
  };
}
