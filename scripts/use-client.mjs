import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const directive = '"use client";\n';

/**
 * Marks built entries as client modules for React Server Components ("use client" first):
 * the entries whose code renders or uses hooks. esbuild drops module directives when it
 * bundles, so they are written after the build; each source map gains one empty line, so
 * it still points at the right source.
 * @param {string} dist the package's build folder
 * @param {string[]} entries entry names, as in the tsup config (`index` is dist/index.js)
 */
export function markClientEntries(dist, entries) {
  for (const entry of entries) {
    const file = join(dist, `${entry}.js`);
    const code = readFileSync(file, 'utf8');
    if (code.startsWith(directive)) continue;
    writeFileSync(file, directive + code);
    const mapFile = `${file}.map`;
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    map.mappings = `;${map.mappings}`;
    writeFileSync(mapFile, JSON.stringify(map));
  }
}
