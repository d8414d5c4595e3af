import { assertPartnerTheme, builtInPartner } from '@applykit/admissions-form/partner';
import partnerFormModule from 'virtual:applykit-form';
import type { PartnerForm } from '@applykit/admissions-form/validate';
import type { WidgetRegistry } from '@applykit/admissions-form';

/** A form module's exports: the server's `PartnerForm`, and the widgets only a browser needs. */
export type PartnerFormModule = Partial<PartnerForm> & { widgets?: WidgetRegistry };

// Like the server, take the form module's named exports, or one default export holding them.
const named = partnerFormModule as (PartnerFormModule & { default?: unknown }) | null;
/** The partner's form module `APPLYKIT_FORM` names, or null for the built-in form. */
export const partnerFormExports: PartnerFormModule | null =
  named && named.definition === undefined && typeof named.default === 'object' && named.default
    ? (named.default as PartnerFormModule)
    : named;

/**
 * The partner whose application this portal serves, fixed at build time by the settings the
 * server reads at start: the partner of the form module `APPLYKIT_FORM` names, else the
 * built-in one `APPLYKIT_PARTNER` names; `pnpm start` builds and serves in one environment.
 * Every rule the portal runs (the form, its submit check, the service view, the completion
 * page) and every page title takes it from here. Without a form module the package's `partner`
 * entry brings the settings alone, so the account pages can name the institution without
 * loading the data model, and the build writes the built-in partner in as data
 * (`builtInPartner.ts`), the others left out; a partner's module is bundled whole, as it is one
 * module.
 */
export const portalPartner =
  partnerFormExports?.partner ?? builtInPartner(import.meta.env.APPLYKIT_PARTNER);

// A theme that is not usable (a colour that is not one, text under 4.5:1) stops the portal's
// build, as it stops the server at start, rather than shipping an unreadable brand: the build
// runs this module in Node to write the served shells (shippedFiles.ts) and leaves the check
// out of the pages it builds. Development and tests check at start.
if (!import.meta.env.APPLYKIT_THEME_CHECKED_AT_BUILD) assertPartnerTheme(portalPartner);
