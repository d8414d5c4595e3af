import { builtInPartner } from '@applykit/admissions-form/partner';

/**
 * The partner whose application this portal serves, from `APPLYKIT_PARTNER` at build time: the
 * server reads the same variable for its submit checks and the PDF, and `pnpm start` builds and
 * serves in one environment. Every rule the portal runs (the form, its submit check, the
 * service view, the completion page) and every page title takes it from here. The package's
 * `partner` entry brings the settings alone, so the account pages can name the institution
 * without loading the data model.
 */
export const portalPartner = builtInPartner(import.meta.env.APPLYKIT_PARTNER);
