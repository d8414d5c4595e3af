// The React-free, zod-free entry `@applykit/api-contract/policies`: the rules and limits the
// widget kit, the form, the portal and the server share.
export {
  checkPassword,
  isPasswordValid,
  passwordMaxLength,
  passwordMinLength,
  passwordRequirements,
  passwordSpecialCharacters,
  passwordsMatchRequirement,
  unmetPasswordRequirements,
} from './password';
export type { PasswordCheck, PasswordRequirement, PasswordRequirementId } from './password';
export { checkFile, fileLimits, fileMessages } from './files';
export { addAnotherLimits, lookupLimits, sessionLimits } from './limits';
export type { LookupSuggestion } from './limits';
export { documentStatuses, isPendingStatus, pendingDocumentStatuses } from './statuses';
export type { DocumentStatus } from './statuses';
export { accountFields, emailPattern, failedChecks, plainEmailPattern } from './accountFields';
export type { FailedCheck, TextCheck, TextRule } from './accountFields';
