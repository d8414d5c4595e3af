/** What the portal says when something failed that no page could handle. */
export const errorTexts = {
  dialogTitle: 'Unexpected Error',
  screenHeading: 'Something went wrong.',
  screenText:
    'The issue that caused you to see this has been logged. We will get it fixed as soon as possible.',
  tryAgain: 'Try again',
} as const;
