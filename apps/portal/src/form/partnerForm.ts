import type { WidgetRegistry } from '@applykit/admissions-form';
import {
  transferApplication,
  type ApplicationDefinition,
  type PartnerSettings,
  type Validators,
} from '@applykit/admissions-form/validate';
import { apiAreas, paths } from '@applykit/api-contract';
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
 * The form this portal serves, fixed at build time as the server's: the `definition`,
 * `validators` and `widgets` of the form module `APPLYKIT_FORM` names, else the built-in transfer
 * application, with the portal's partner. Imported by form pages only, so the account pages
 * do not load the data model.
 */
export const portalForm: PortalForm = {
  definition: partnerFormExports?.definition ?? transferApplication,
  partner: portalPartner,
  ...(partnerFormExports?.validators && { validators: partnerFormExports.validators }),
  ...(partnerFormExports?.widgets && { widgets: partnerFormExports.widgets }),
};

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
