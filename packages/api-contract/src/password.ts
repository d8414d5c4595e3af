/**
 * The new-password policy. The rule itself lives once, in the widget kit's
 * React-free `@applykit/ui/password-rules` (the checklist applicants see); the server and the
 * account cards read it from here, so all three apply the very same rule.
 */
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  passwordRequirements,
} from '@applykit/ui/password-rules';

export { passwordRequirements };
export type { PasswordRequirement } from '@applykit/ui/password-rules';

export const passwordSpecialCharacters = PASSWORD_SPECIAL_CHARACTERS;
export const passwordMinLength = PASSWORD_MIN_LENGTH;
/** Longer passphrases are welcome; the cap only bounds the hashing work per attempt. */
export const passwordMaxLength = 256;

/** The labels of the requirements `password` does not meet; empty when it is acceptable. */
export function unmetPasswordRequirements(password: string): string[] {
  return passwordRequirements.filter((r) => !r.test(password)).map((r) => r.label);
}
