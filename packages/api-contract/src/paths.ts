/** Every path of the API, in one place for the client and the server. */
export const paths = {
  signup: '/public/signup',
  confirm: '/public/confirm',
  login: '/public/login',
  forgotPassword: '/public/forgot-password',
  resetPassword: '/public/reset-password',
  resendConfirm: '/public/resend-confirm',
  temporaryAnswers: '/public/tmp',
  serviceView: '/service/tmp-pdf',
  logout: '/api/logout',
  profile: '/api/profile',
  lastPage: '/api/last-page',
  answer: '/api/answer',
  webStatus: '/api/web-status',
  validations: '/api/validations',
  submit: '/api/submit',
  tabs: '/api/tabs',
  addAnother: '/api/add-another',
  documentAnswer: '/api/document-answer',
  presignedUrl: '/api/presigned-url',
  documentConversion: '/api/pdf/document-answer',
  applicationPdf: '/api/pdf',
  lookup: '/lookup/find',
  health: '/healthz',
  /** Extends the live session (the inactivity warning's 'Yes'); answers when it now ends. */
  session: '/api/session',
  /** The applicant's language, remembered on the account. */
  locale: '/api/locale',
} as const;

export type ApiPath = (typeof paths)[keyof typeof paths];

/**
 * The first path segment of every call the server answers (besides `paths.health`); any
 * other path is a page of the portal. The server's session check, `no-store` and portal
 * fallback, and the portal's development proxy all decide from this one list.
 */
export const apiAreas = ['api', 'public', 'service', 'admin', 'lookup', 'staff-api'] as const;
export type ApiArea = (typeof apiAreas)[number];

/**
 * Where the server describes this API for people integrating with it; not calls, so outside
 * the areas: no session, and a browser may open them.
 */
export const apiDocumentationPaths = {
  /** This API as an OpenAPI 3.1 document, made from the schemas the server uses. */
  openApi: '/openapi.json',
  /** The same document as a readable reference page (with its own assets below it). */
  reference: '/api-reference',
} as const;

/** Calls for staff tools, guarded by the server's ADMIN_API_KEY. */
export const adminPaths = {
  serviceTokens: '/admin/service-tokens',
  temporaryAnswers: '/admin/temporary-answers',
  revokedTokens: '/admin/revoked-tokens',
} as const;

/**
 * The readable session-presence cookie's name starts with this unless a partner configures
 * another (server IDENTITY_COOKIE_PREFIX, portal VITE_IDENTITY_COOKIE_PREFIX).
 */
export const defaultIdentityCookiePrefix = 'applykit_identity';

/**
 * Reply headers of every call made with a live session: the server's idle limit in seconds,
 * and the seconds until this session ends unless another request comes first. The portal's
 * inactivity warning is timed from them (docs/sessions.md).
 */
export const sessionHeaders = {
  idleSeconds: 'x-session-idle-seconds',
  expiresIn: 'x-session-expires-in',
} as const;
