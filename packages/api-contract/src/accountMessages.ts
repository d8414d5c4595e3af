/** The account validation messages, word for word. */
export const accountMessages = {
  emailInvalid: 'Your email address must be valid.',
  loginEmailInvalid: 'Please provide a valid email address.',
  passwordRequired: 'Password is required.',
  codeInvalid: 'The confirmation code must be exactly 6 numbers.',
  resendEmailInvalid: 'You must provide a valid email address to resend a confirmation code.',
  passwordsMustMatch: 'passwords must match',
} as const;
