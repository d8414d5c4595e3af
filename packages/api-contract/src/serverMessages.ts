import { accountFieldMessages } from './accountFieldMessages';

/**
 * What the server answers where no wording is prescribed. Replies to
 * sign-up, forgot-password and resend read the same whether or not the account exists.
 */
export const serverMessages = {
  ...accountFieldMessages,
  signedUp:
    'Thank you. We sent a 6-digit confirmation code to your email address; it is valid for 24 hours.',
  confirmed: 'Your account is confirmed. Please log in.',
  codeRejected:
    'That confirmation code is incorrect or has expired. Please check it, or request a new code.',
  codeResent:
    'If an account is waiting for confirmation, we sent a new 6-digit code to that email address.',
  loggedIn: 'You are logged in.',
  notConfirmed:
    'Please confirm your account first with the 6-digit code we sent to your email address.',
  resetMailed:
    'If an account exists for that email address, we sent it a link to reset your password. The link is valid for 1 hour.',
  passwordReset: 'Your password has been reset. Please log in.',
  passwordTooCommon:
    'This password is one of the most commonly used passwords. Please choose one that is harder to guess.',
  loggedOut: 'You have been logged out.',
  sessionActive: 'Your session is active.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  tooManyUploads: 'You have uploaded too many files today. Please try again later.',
  serverBusy:
    'The server is busy right now and did not handle this request. Nothing was changed; please try again in a moment.',
  answersSaved: 'Your answers were saved.',
  answersNotObject: 'The answers must be a JSON object whose values are text.',
  lastPageSaved: 'Your place in the application was saved.',
  localeSaved: 'Your language was saved.',
  webStatusSaved: 'Your application status was saved.',
  submittedOnlyBySubmit: 'An application is marked as submitted only by submitting it.',
  validationsSaved: 'Your validation results were saved.',
  applicationHasErrors: 'Your application has errors. Please correct them and submit again.',
  alreadySubmitted: 'Your application has been submitted and can no longer be changed.',
  addAnotherTooMany: 'You can add at most 10 of these.',
  invalidRequest: 'Please correct the highlighted fields.',
  jsonRequired: 'Requests that change data must be sent as JSON (Content-Type: application/json).',
  malformedJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request is too large.',
  crossSiteRefused: 'This request came from another site and was refused.',
  tokenInvalid: 'This link is invalid or has expired. Please ask for a new one.',
  notFound: 'Not found.',
  addressInvalid: 'The address of this request is not valid.',
  addressTooLong: 'The address of this request is too long.',
  adminKeyRequired: 'This call needs the admin API key.',
  adminDisabled: 'The admin API is turned off on this server: set ADMIN_API_KEY to turn it on.',
  applicantNotFound: 'No applicant has that email address.',
  tokenRevoked: 'The link is revoked: it no longer opens anything.',
  tokenNotIssued: 'This is not a link this server issued.',
} as const;
