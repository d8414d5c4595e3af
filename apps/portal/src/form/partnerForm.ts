import type { WidgetRegistry } from '@applykit/admissions-form';
import {
  transferApplication,
  type ApplicationDefinition,
  type PartnerSettings,
  type Validators,
} from '@applykit/admissions-form/validate';
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
