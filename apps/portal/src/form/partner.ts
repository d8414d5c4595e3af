import { builtInPartner } from '@applykit/admissions-form/validate';

/**
 * The partner whose application this portal serves, from `APPLYKIT_PARTNER` at build time: the
 * server reads the same variable for its submit checks and the PDF, and `pnpm start` builds and
 * serves in one environment. Every rule the portal runs (the form, its submit check, the
 * service view, the completion page) takes it from here. Imported by form pages only, so the
 * account pages do not load the data model.
 */
export const portalPartner = builtInPartner(import.meta.env.APPLYKIT_PARTNER);
