/**
 * The new-password rule: the checklist an applicant sees (`@applykit/ui`), the account cards and
 * the server all apply this one. Plain code, no React and no zod.
 */

export const passwordMinLength = 12;
/** Longer passphrases are welcome; the cap only bounds the hashing work per attempt. */
export const passwordMaxLength = 256;

/** The fixed set of special characters (the one Amazon Cognito's password policy counts). */
export const passwordSpecialCharacters = '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-';

export type PasswordRequirementId =
  'length' | 'uppercase' | 'lowercase' | 'number' | 'special' | 'whitespace' | 'match';

export interface PasswordRequirement {
  id: PasswordRequirementId;
  label: string;
  test: (password: string, confirmation?: string) => boolean;
}

export interface PasswordCheck {
  id: PasswordRequirementId;
  label: string;
  met: boolean;
}

/** Every requirement of a new password; ASCII letters and digits, as the identity provider counts them. */
export const passwordRequirements: readonly PasswordRequirement[] = [
  {
    id: 'length',
    label: `at least ${passwordMinLength} characters`,
    test: (password) => password.length >= passwordMinLength,
  },
  { id: 'uppercase', label: 'an uppercase letter', test: (password) => /[A-Z]/.test(password) },
  { id: 'lowercase', label: 'a lowercase letter', test: (password) => /[a-z]/.test(password) },
  { id: 'number', label: 'a number', test: (password) => /[0-9]/.test(password) },
  {
    id: 'special',
    label: `a special character (${[...passwordSpecialCharacters].join(' ')})`,
    test: (password) => [...password].some((char) => passwordSpecialCharacters.includes(char)),
  },
  {
    id: 'whitespace',
    label: 'no space at the start or end',
    // An empty password is not yet a pass: every item starts unmet.
    test: (password) => password.length > 0 && !/^\s|\s$/.test(password),
  },
];

/** The reset card's extra item, shown when a confirmation is being typed. */
export const passwordsMatchRequirement: PasswordRequirement = {
  id: 'match',
  label: 'passwords must match',
  test: (password, confirmation) => password.length > 0 && password === confirmation,
};

/** Each requirement with whether it is met; the match item only when `confirmation` is given. */
export function checkPassword(password: string, confirmation?: string): PasswordCheck[] {
  const requirements =
    confirmation === undefined
      ? passwordRequirements
      : [...passwordRequirements, passwordsMatchRequirement];
  return requirements.map(({ id, label, test }) => ({
    id,
    label,
    met: test(password, confirmation),
  }));
}

export function isPasswordValid(password: string, confirmation?: string): boolean {
  return checkPassword(password, confirmation).every((check) => check.met);
}

/** The labels of the requirements `password` does not meet; empty when it is acceptable. */
export function unmetPasswordRequirements(password: string): string[] {
  return passwordRequirements.filter((r) => !r.test(password)).map((r) => r.label);
}
