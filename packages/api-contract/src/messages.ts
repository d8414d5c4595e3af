/** Platform §8: texts the client and server both show, word for word. */
export const messages = {
  sessionInvalid: 'Your session is invalid. Please clear your cookies and login again.',
  unexpected: "We've encountered an unexpected error at this time. Please try again later.",
  pdfDownloadFailed: 'Error downloading PDF copy of your application.',
  inactivityLogout: 'You have been automatically logged out due to inactivity.',
  submitted: 'Your application was successfully submitted.',
} as const;
