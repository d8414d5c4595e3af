export { PasswordChecklist } from './PasswordChecklist';
export type { PasswordChecklistProps } from './PasswordChecklist';
export {
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  checkPassword,
  isPasswordValid,
  passwordRequirements,
  passwordsMatchRequirement,
} from './passwordRules';
export type { PasswordCheck, PasswordRequirement, PasswordRequirementId } from './passwordRules';
