// The ApplyKit API door: a client for every call and a ready-made host for the form. React-free.
export { BUSY_RETRIES, createApplyKitClient, LOOKUP_MAX_RESULTS } from './client';
export type {
  ApplyKitClient,
  ApplyKitClientOptions,
  Method,
  RequestOptions,
  SessionReply,
} from './client';
export { ServerError, UnauthorizedError, errorMessage, isUnauthorized } from './errors';
export { createMemoryCache } from './cache';
export { createApplyKitHost } from './host';
export { unsavedAnswers } from './unsavedAnswers';
export { recordWebStatus, WEB_STATUS_RETRIES } from './webStatus';
export type { ApplyKitData, ApplyKitHostCache } from './cache';
export type { ApplyKitHost, ApplyKitHostOptions, LoadedApplication } from './host';
export { buildSnapshot, countLogins, deriveWebStatus, withWebStatus } from './profile';
export type { ClientSnapshot as SessionSnapshot, SnapshotSources } from './profile';
export { AnswersRefusedError } from '../form/host';
