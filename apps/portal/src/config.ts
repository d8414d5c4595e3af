/**
 * Where the portal finds its server and how it recognises a session. Both can be changed at
 * build time through Vite environment variables, so one build of the form can be pointed at
 * any partner's API.
 */
import { defaultIdentityCookiePrefix } from '@applykit/api-contract';

/** Empty: calls go to the portal's own origin (the dev proxy, or the API server that serves the built portal). */
export const apiOrigin = import.meta.env.VITE_API_ORIGIN ?? '';

/**
 * The user counts as logged in while a cookie whose name starts with this prefix exists
 * (docs/sessions.md). The server's session cookie is HttpOnly; this one is its readable twin.
 */
export const identityCookiePrefix =
  import.meta.env.VITE_IDENTITY_COOKIE_PREFIX ?? defaultIdentityCookiePrefix;
