export {
  adminPaths,
  apiAreas,
  apiDocumentationPaths,
  defaultIdentityCookiePrefix,
  paths,
  sessionHeaders,
} from './paths';
export type { ApiArea, ApiPath } from './paths';
export { accountFieldMessages } from './accountFieldMessages';
export { accountMessages } from './accountMessages';
export { errorReasons, messages } from './messages';
export { serverMessages } from './serverMessages';
export type { ErrorReason } from './messages';
export * from './policies';
export * from './schemas';
export { isFreeText, isLineText } from './text';
export * from './lookup';
export * from './documents';
export * from './staff';
export * from './replies';
