import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  assertDefinition,
  transferApplication,
  type PartnerForm,
} from '@applykit/admissions-form/validate';

/** The built-in form: the transfer application, with no validators or migration of its own. */
export const builtInForm: PartnerForm = { definition: transferApplication };

/** A path (`./forms/riverbend.js`, `/srv/form.js`) rather than a package name. */
const isPath = (specifier: string) => specifier.startsWith('.') || isAbsolute(specifier);

/**
 * Loads a partner's form module (APPLYKIT_FORM): a package name the server can import, or a
 * path, relative to the working directory. The module exports `definition` and optionally
 * `partner`, `validators` and `migrateAnswers` (see `PartnerForm`), either by name or as its
 * default export. The definition is checked as the form checks it; any problem stops the start.
 */
export async function loadPartnerForm(
  specifier: string,
  cwd = process.cwd(),
): Promise<PartnerForm> {
  const target = isPath(specifier) ? pathToFileURL(resolve(cwd, specifier)).href : specifier;
  let loaded: Record<string, unknown>;
  try {
    loaded = (await import(target)) as Record<string, unknown>;
  } catch (error) {
    throw new Error(
      `APPLYKIT_FORM: could not load the form module "${specifier}": ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  const exported = (
    loaded.definition === undefined && typeof loaded.default === 'object' && loaded.default
      ? loaded.default
      : loaded
  ) as Partial<Record<keyof PartnerForm, unknown>>;
  const { definition, partner, validators, migrateAnswers } = exported;
  const wrong: string[] = [];
  if (typeof definition !== 'object' || definition === null || !('pages' in definition)) {
    wrong.push('`definition` (an ApplicationDefinition) is missing');
  }
  if (partner !== undefined && (typeof partner !== 'object' || partner === null)) {
    wrong.push('`partner` is not partner settings');
  }
  if (validators !== undefined && (typeof validators !== 'object' || validators === null)) {
    wrong.push('`validators` is not an object of functions');
  }
  if (migrateAnswers !== undefined && typeof migrateAnswers !== 'function') {
    wrong.push('`migrateAnswers` is not a function');
  }
  if (wrong.length) {
    throw new Error(
      `APPLYKIT_FORM: the form module "${specifier}" is not usable: ${wrong.join('; ')}.`,
    );
  }
  const form = exported as PartnerForm;
  assertDefinition(form.definition, form.validators ? { validators: form.validators } : {});
  return form;
}
