// Compiles a package's ICU message catalogues (messages/<locale>.json, id -> ICU text) into
// src/messages/catalogues.generated.ts with Lingui's compiler, so the browser gets ready-made
// message trees and never the ICU parser. Run from the package folder:
//   node ../../scripts/compile-messages.mjs <import path of the Catalogue type> [folder] [output]
// A package with a second, separately loaded catalogue names its folder and generated file.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The source catalogues of the package in `dir`, by locale, `en` first. */
export function readSourceCatalogues(dir, messagesFolder = 'messages') {
  const folder = join(dir, messagesFolder);
  const locales = readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      JSON.parse(readFileSync(join(folder, `${locale}.json`), 'utf8')),
    ]),
  );
}

/** The generated module's text for the given source catalogues. */
export async function generatedModule(sources, typeImport, compileMessage) {
  const lines = [
    '// Generated from messages/*.json by scripts/compile-messages.mjs; edit the JSON, not this file.',
    `import type { Catalogue } from '${typeImport}';`,
    '',
    `export type MessageId = ${
      Object.keys(sources.en)
        .map((id) => JSON.stringify(id))
        .join(' | ') || 'never'
    };`,
    '',
    'export const catalogues: Readonly<Record<string, Catalogue>> = {',
  ];
  for (const [locale, messages] of Object.entries(sources)) {
    lines.push(`  ${JSON.stringify(locale)}: {`);
    for (const [id, text] of Object.entries(messages)) {
      lines.push(`    ${JSON.stringify(id)}: ${JSON.stringify(compileMessage(text))},`);
    }
    lines.push('  },');
  }
  lines.push('};', '');
  return lines.join('\n');
}

/**
 * The package's generated module as it stands and as its source catalogues compile now; a test
 * holds them equal, so a JSON edit without the compile fails.
 */
export async function compiledCatalogues(
  dir,
  typeImport,
  folder = 'messages',
  output = 'src/messages/catalogues.generated.ts',
) {
  const { compileMessage } = await import(require.resolve('@lingui/message-utils/compileMessage'));
  const expected = await generatedModule(
    readSourceCatalogues(dir, folder),
    typeImport,
    compileMessage,
  );
  let generated = '';
  try {
    generated = readFileSync(join(dir, output), 'utf8');
  } catch {
    // not generated yet: the caller's comparison reports it
  }
  return { generated, expected };
}

async function main() {
  const typeImport = process.argv[2];
  if (!typeImport)
    throw new Error('usage: compile-messages.mjs <import path of the Catalogue type>');
  const [, , , folder, output = 'src/messages/catalogues.generated.ts'] = process.argv;
  const { expected } = await compiledCatalogues(process.cwd(), typeImport, folder, output);
  writeFileSync(join(process.cwd(), output), expected);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
