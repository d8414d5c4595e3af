import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The module id the portal imports its partner form module from. */
export const partnerFormModuleId = 'virtual:applykit-form';
const resolvedId = `\0${partnerFormModuleId}`;

/**
 * Gives the portal the partner's form module that `APPLYKIT_FORM` names (a package name or a
 * path), the module the API server loads at start, as `virtual:applykit-form`: its whole
 * namespace, or null when no module is named and the built-in form applies. A relative path is
 * taken from the directory the command was run in (`INIT_CWD`, which pnpm sets for every
 * script), so `APPLYKIT_FORM=./forms/x.ts pnpm build` means the same file wherever the build
 * script itself runs.
 */
export function partnerFormModule(
  specifier = process.env.APPLYKIT_FORM?.trim(),
  cwd = process.env.INIT_CWD || process.cwd(),
): Plugin {
  const isPath = specifier !== undefined && (specifier.startsWith('.') || isAbsolute(specifier));
  const target = isPath ? resolve(cwd, specifier) : specifier;
  return {
    name: 'applykit-partner-form',
    resolveId: (id) => (id === partnerFormModuleId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      if (!target) return 'export default null;';
      if (isPath && !existsSync(target)) {
        throw new Error(`APPLYKIT_FORM: there is no form module at ${target}.`);
      }
      return `import * as form from ${JSON.stringify(target)};\nexport default form;`;
    },
  };
}
