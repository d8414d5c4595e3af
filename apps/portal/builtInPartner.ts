import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';

/** The portal's module that takes the partner (`src/form/partner.ts`). */
const partnerModule = resolve(import.meta.dirname, 'src/form/partner.ts');
/** The package's partner entry by file, as vite.config.ts takes the contract's paths. */
const partnerEntry = resolve(import.meta.dirname, '../../packages/admissions-form/src/partner.ts');
/** The expression in `partnerModule` that names the built-in partner where the page runs. */
const choiceAtRunTime = 'builtInPartner(import.meta.env.APPLYKIT_PARTNER)';

/**
 * Builds the built-in partner `APPLYKIT_PARTNER` names into the portal as data: the build takes
 * it from the package in Node (an unknown name stops the build) and writes it in place of the
 * choice `src/form/partner.ts` makes where it runs, so the browser downloads that partner alone,
 * not every partner the package ships with their prose in each language. Development and tests
 * keep the choice at run time.
 */
export function builtInPartnerData(): Plugin {
  let name: string | undefined;
  return {
    name: 'applykit-built-in-partner',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      name = config.env.APPLYKIT_PARTNER as string | undefined;
    },
    async transform(code, id) {
      if (id.split('?')[0] !== partnerModule) return undefined;
      if (!code.includes(choiceAtRunTime)) {
        throw new Error(`builtInPartnerData: ${partnerModule} no longer reads ${choiceAtRunTime}.`);
      }
      const { module } = await runnerImport<{ builtInPartner: (name?: string) => unknown }>(
        partnerEntry,
        { logLevel: 'error' },
      );
      return code.replace(choiceAtRunTime, `(${JSON.stringify(module.builtInPartner(name))})`);
    },
  };
}
