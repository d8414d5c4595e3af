import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// vanilla-extract's esbuild plugin names each virtual stylesheet after its whole source, gzipped
// and base64-encoded, and esbuild writes that name as a comment above its rules: over half of the
// kit's styles.css, which gzip cannot shrink. No one reads it (the .css.map names the sources).
const sourceComment = /^\/\* vanilla-extract-css-ns:[^\n]*\*\/$/gm;

/**
 * Empties those comment lines in every stylesheet under `dist`, keeping each line, so the
 * stylesheets' source maps still point at the right rules.
 * @param {string} dist the package's build folder
 */
export function dropSourceComments(dist) {
  for (const entry of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.css')) continue;
    const file = join(dist, entry);
    const css = readFileSync(file, 'utf8');
    const slim = css.replace(sourceComment, '');
    if (slim !== css) writeFileSync(file, slim);
  }
}
