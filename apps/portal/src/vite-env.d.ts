/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API server; empty means the portal's own origin (the dev proxy or the server that serves it). */
  readonly VITE_API_ORIGIN?: string;
  /** Start of the name of the JS-readable presence cookie the server sets at log in. */
  readonly VITE_IDENTITY_COOKIE_PREFIX?: string;
  /** The built-in partner of the form (`default` or `example`), as the server's `APPLYKIT_PARTNER`. */
  readonly APPLYKIT_PARTNER?: string;
  /** True in a build, whose language files carry the built-in definition's translations (languagesOnDemand.ts). */
  readonly APPLYKIT_LANGUAGES_ON_DEMAND?: boolean;
  /** True in a build, which checks the partner's theme in Node as it writes the shells (shippedFiles.ts). */
  readonly APPLYKIT_THEME_CHECKED_AT_BUILD?: boolean;
}

/** The partner's form module `APPLYKIT_FORM` names (its namespace), or null for the built-in form. */
declare module 'virtual:applykit-form' {
  const partnerForm: Record<string, unknown> | null;
  export default partnerForm;
}
