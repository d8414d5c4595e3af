/**
 * The server's words on account fields that the account screens check in the browser too (a
 * password that misses the rules, a line of text with control characters, a log in refused, a
 * reset link that cannot work). Part of `serverMessages`, and a module of their own so that a
 * log-in screen carries these few texts rather than every message the server can send.
 */
export const accountFieldMessages = {
  loginRejected: 'Incorrect email address or password.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordRejected: 'Your password does not meet the requirements.',
  controlCharacters:
    'Text may not contain control characters (such as U+0000) or incomplete Unicode characters (unpaired surrogates). Please remove them and try again.',
} as const;
