/**
 * The new-password policy of platform §5, as pure functions so that the portal's checklist
 * and the server check the same rule. Ids and labels are those of @applykit/ui's
 * PasswordChecklist, which can take its rule from here.
 */

/** The fixed set of special characters a password must draw from (the identity provider's). */
export const passwordSpecialCharacters = '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-';

export const passwordMinLength = 12;
/** Longer passphrases are welcome; the cap only bounds the hashing work per attempt. */
export const passwordMaxLength = 256;

export interface PasswordRequirement {
  id: 'length' | 'uppercase' | 'lowercase' | 'number' | 'special' | 'whitespace';
  label: string;
  isMet: (password: string) => boolean;
}

export const passwordRequirements: readonly PasswordRequirement[] = [
  {
    id: 'length',
    label: `at least ${passwordMinLength} characters`,
    isMet: (password) => password.length >= passwordMinLength,
  },
  {
    id: 'uppercase',
    label: 'an uppercase letter',
    isMet: (password) => /[A-Z]/.test(password),
  },
  {
    id: 'lowercase',
    label: 'a lowercase letter',
    isMet: (password) => /[a-z]/.test(password),
  },
  { id: 'number', label: 'a number', isMet: (password) => /[0-9]/.test(password) },
  {
    id: 'special',
    label: `a special character (${passwordSpecialCharacters.split('').join(' ')})`,
    isMet: (password) => [...password].some((c) => passwordSpecialCharacters.includes(c)),
  },
  {
    id: 'whitespace',
    label: 'no space at the start or end',
    isMet: (password) => password.length > 0 && password === password.trim(),
  },
];

/** The labels of the requirements `password` does not meet; empty when it is acceptable. */
export function unmetPasswordRequirements(password: string): string[] {
  return passwordRequirements.filter((r) => !r.isMet(password)).map((r) => r.label);
}
