/**
 * The new-password rule the checklist shows. The rule is the API contract's
 * (`@applykit/api-contract/policies`), so the server applies the very same one; this React-free
 * entry, `@applykit/ui/password-rules`, keeps the kit's names for it.
 */
export {
  checkPassword,
  isPasswordValid,
  passwordMinLength as PASSWORD_MIN_LENGTH,
  passwordRequirements,
  passwordSpecialCharacters as PASSWORD_SPECIAL_CHARACTERS,
  passwordsMatchRequirement,
} from '@applykit/api-contract/policies';
export type {
  PasswordCheck,
  PasswordRequirement,
  PasswordRequirementId,
} from '@applykit/api-contract/policies';
