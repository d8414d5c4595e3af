/** Texts the client and server both show, word for word. */
export const messages = {
  sessionInvalid: 'Your session is invalid. Please clear your cookies and login again.',
  unexpected: "We've encountered an unexpected error at this time. Please try again later.",
  pdfDownloadFailed: 'Error downloading PDF copy of your application.',
  inactivityLogout: 'You have been automatically logged out due to inactivity.',
  submitted: 'Your application was successfully submitted.',
} as const;

/**
 * What a client may act on in a refusal, whatever language its message is written in:
 * `notConfirmed`, a log in with the right password to an account still waiting for its code.
 */
export const errorReasons = ['notConfirmed'] as const;
export type ErrorReason = (typeof errorReasons)[number];
