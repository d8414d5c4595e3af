import { createApplyKitClient } from '@applykit/admissions-form/applykit-api';
import { apiOrigin } from '../config';
import { sessionClock } from '../session/sessionClock';

let onSessionEnd: (() => void) | undefined;

/**
 * The one place a 401 from any call ends up, whoever made the call (a query, a mutation, an
 * upload, a poll): the portal plugs in what clears the session and goes to /login.
 */
export function whenSessionEnds(listener: (() => void) | undefined): void {
  onSessionEnd = listener;
}

let pageLocale: string | undefined;

/** The language the portal shows now: the server is asked to reply in it (`Accept-Language`). */
export function replyInLanguage(locale: string): void {
  pageLocale = locale;
}

/** Every call of the API, through the form package's client: the one a partner's app uses too. */
export const api = createApplyKitClient({
  baseUrl: apiOrigin,
  locale: () => pageLocale,
  onSessionEnded: () => onSessionEnd?.(),
  // Every reply with a live session says when the server will end it (docs/sessions.md).
  onSessionReply: ({ sentAt, idleSeconds, expiresInSeconds }) =>
    sessionClock.noteReply(sentAt, idleSeconds, expiresInSeconds),
});
