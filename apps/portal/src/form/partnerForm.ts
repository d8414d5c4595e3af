import type { WidgetRegistry } from '@applykit/admissions-form';
import type { LoadedApplication } from '@applykit/admissions-form/applykit-api';
import {
  transferApplication,
  transferApplicationInEnglish,
  validateApplication,
  type Answers,
  type ApplicationDefinition,
  type DefinitionTranslation,
  type PartnerSettings,
  type ValidationErrors,
  type Validators,
} from '@applykit/admissions-form/validate';
import { apiAreas, paths } from '@applykit/api-contract';
import { attachDefinitionTranslations } from '../language/languageFiles';
import { routePaths } from '../routes/paths';
import { partnerFormExports, portalPartner } from './partner';

/** The form this portal runs: what the form, its submit check and the print views take. */
export interface PortalForm {
  definition: ApplicationDefinition;
  partner: PartnerSettings;
  validators?: Validators;
  /** The module's own widgets by field kind (`widgets`): the browser's part of its questions. */
  widgets?: WidgetRegistry;
}

/**
 * The built-in transfer application as the build ships it: in English, with the translation of
 * each language put in when that language's file loads (`languagesOnDemand.ts` puts it there),
 * so an applicant in English never downloads the Spanish. Development and tests keep it whole.
 */
function transferApplicationOnDemand(): ApplicationDefinition {
  const translations: Record<string, DefinitionTranslation> = {};
  attachDefinitionTranslations(translations);
  return { ...transferApplicationInEnglish, translations };
}

/**
 * The form this portal serves, fixed at build time as the server's: the `definition`,
 * `validators` and `widgets` of the form module `APPLYKIT_FORM` names, else the built-in transfer
 * application, with the portal's partner. Imported by form pages only, so the account pages
 * do not load the data model.
 */
export const portalForm: PortalForm = {
  definition:
    partnerFormExports?.definition ??
    (import.meta.env.APPLYKIT_LANGUAGES_ON_DEMAND
      ? transferApplicationOnDemand()
      : transferApplication),
  partner: portalPartner,
  ...(partnerFormExports?.validators && { validators: partnerFormExports.validators }),
  ...(partnerFormExports?.widgets && { widgets: partnerFormExports.widgets }),
};

/**
 * The whole application's errors under the portal's form, by the rules the server runs; the
 * documents, tabs and add-another counts as loaded. Named here, not imported from the package's
 * entry where it is needed, so that importing it loads no more of the package than the form does.
 */
export function portalFormErrors(
  answers: Answers,
  loaded: Partial<LoadedApplication>,
): ValidationErrors {
  return validateApplication(answers, {
    now: new Date(),
    definition: portalForm.definition,
    partner: portalForm.partner,
    ...(portalForm.validators && { validators: portalForm.validators }),
    documents: loaded.documents,
    tabs: loaded.tabs,
    addAnother: loaded.addAnother,
  });
}

/** Paths the portal and the server answer themselves: no page of the form may take one. */
const ownPaths = new Set<string>([
  ...Object.values(routePaths),
  '/staff',
  paths.health,
  ...apiAreas.map((area) => `/${area}`),
]);

/**
 * The definition's pages whose `path` the portal or the server already answers, as sentences;
 * such a page could never be reached, so the portal refuses to run the form.
 */
export function pagePathProblems(definition: ApplicationDefinition): string[] {
  return definition.pages
    .filter((page) => ownPaths.has(page.path))
    .map(
      (page) =>
        `The page "${page.id}" has the path ${page.path}, which the portal uses itself; give it another.`,
    );
}

const problems = pagePathProblems(portalForm.definition);
if (problems.length) throw new Error(`APPLYKIT_FORM: ${problems.join(' ')}`);
