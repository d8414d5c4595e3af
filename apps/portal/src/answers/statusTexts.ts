/** What the portal says about the fate of the applicant's answers. */
export const statusTexts = {
  offline:
    'You are offline. Everything you typed is kept on this device and is saved when you are back online.',
  offlineReason: 'You are offline.',
  /** A call that got no reply while the browser believes it is online: a dropped or restarted server. */
  unreachable:
    'We could not reach the server. What you typed is kept on this device. Check your connection, then select Try again.',
  backOnline: 'You are back online. Your answers have been saved.',
  restoredDraft:
    'We put back answers you typed on this device that had not been saved yet. Check them, then select Save to keep them.',
  visitorAnswersSetAside:
    'The answers you typed before logging in were not added: this account already had saved answers, and those are shown.',
  saveFailed: 'Your answers have not been saved.',
  submitFailed: 'Your application has not been submitted.',
  tryAgain: 'Try again',
} as const;
