import {
  ALLOWED_FILE_EXTENSIONS,
  FILE_MESSAGES,
  MAX_FILE_NAME_LENGTH,
  MAX_FILE_SIZE,
} from '@applykit/ui/file-rules';

/** The fixed texts of the rules, word for word; `guidance` words every other message. */
export const messages = {
  zipMinLength: 'ZIP/Postal Code must be at least 5 characters.',
  minimumYear: (year: number) => `The minimum supported year is ${year}`,
  maximumYear: (year: number) => `The maximum supported year is ${year}`,
  birthDateInvalid: 'A valid date of birth is required.',
  birthDateTooOld: 'This date is not supported. Please contact help support for assistance.',
  birthDateTooYoung: 'You must be 13 years or older to apply.',
  homePhone: 'Please enter a valid home phone number.',
  cellPhone: 'Please enter a valid cell phone number.',
  cellPhoneForSms: 'A cell phone number is required to receive text message updates.',
  anyPhone: 'Please enter a domestic or international home phone or cell phone number.',
  unknownAnswer: 'This answer is not a question of this application.',
  // The file texts and limits are the widget kit's, so the form and its upload widget agree.
  fileTooLarge: FILE_MESSAGES.tooLarge,
  fileType: FILE_MESSAGES.wrongType,
  fileNameTooLong: FILE_MESSAGES.nameTooLong,
  fileEmpty: FILE_MESSAGES.empty,
} as const;

/** A label that is already an instruction ("Please explain the circumstances"). */
const INSTRUCTION = /^(please|explain|describe|give|enter|select|list|tell|upload)\b/i;

/** "Enter City", "Select an answer to: Have you …?", or the label when it already says what to do. */
function askFor(verb: 'Enter' | 'Select', label: string): string {
  if (INSTRUCTION.test(label)) return label;
  if (label.trimEnd().endsWith('?')) return `${verb} an answer to: ${label}`;
  return `${verb} ${label}`;
}

/**
 * What an error says when its rule has no fixed text: what to do, naming the question by its
 * label as the applicant sees it, so an error never reads like a hint that repeats the label.
 */
export const guidance = {
  enter: (label: string) => askFor('Enter', label),
  select: (label: string) => askFor('Select', label),
  upload: (label: string) => `Upload ${label}`,
  check: (label: string) => `Check the box to confirm: ${label}`,
  email: (label: string) => `Enter ${label} in the correct format, like name@example.com`,
  phone: (label: string) => `Enter ${label} in the format (301) 555-0123`,
  minLength: (label: string, min: number) => `Enter at least ${min} characters for ${label}`,
  range: (label: string, min: number, max: number, step: number) =>
    step > 1
      ? `Enter ${label} as a number from ${min} to ${max}, in steps of ${step}`
      : `Enter ${label} as a number from ${min} to ${max}`,
  option: (label: string) => `Select ${label} from the list`,
  tooLong: (label: string, limit: number) => `Shorten “${label}” to ${limit} characters or fewer`,
  // A term chosen while open may have closed by the time the application is checked.
  termClosed: (label: string, term: string, closed: string) =>
    `Applications for ${term} closed on ${longDate(closed)}. Select another ${label}`,
  termNotOpen: (label: string, term: string, opens: string) =>
    `Applications for ${term} open on ${longDate(opens)}. Select another ${label}`,
} as const;

/** An ISO day as "January 6, 2027". */
function longDate(isoDay: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
}

/**
 * The page-chrome texts of application-form §2, §4 and §8 that the form itself shows; the
 * widget texts (delete dialog, character count, typed school) belong to @applykit/ui.
 */
export const chromeText = {
  errorSummaryTitle: "We're missing some information!",
  errorSummaryText:
    'The links below show what needs to be completed. Missing items will appear in red text on each page; simply fix them and then resubmit your application.',
  uploadInProgressTitle: 'File Upload in Progress',
  uploadInProgressText: 'Please wait until the file upload has completed.',
  uploadNeedsAccount: 'This question can be finished once you have created an account.',
  // Each names the question, tab group or repeated group by its label, never by its key.
  uploadError: (label: string) => `Error uploading file for ${label}`,
  tabError: (tabs: string) => `Error handling tabs for ${tabs}`,
  addAnotherError: (item: string) => `Error adding another ${item}`,
  hiddenDocumentError: (label: string) => `Error deleting the file for ${label}`,
  removeGroupTitle: (group: string) => `Remove ${group}`,
  removeGroupText: (group: string) =>
    `Are you sure you want to remove ${group}? Its answers and any documents uploaded for it will be deleted.`,
  removeGroupFailed: 'This group could not be removed. Please try again.',
  conversionTimedOut:
    'Your file is taking too long to convert. Please try uploading it again later.',
  answersSaved: 'Your answers have been saved',
  requiredNote: 'Questions marked with * are required.',
} as const;

/** Application-form §9 constants. */
export const limits = {
  fileMaxBytes: MAX_FILE_SIZE,
  fileNameMaxLength: MAX_FILE_NAME_LENGTH,
  /** Without the dot: 'png', 'jpeg', 'jpg', 'pdf', 'docx'. */
  fileTypes: ALLOWED_FILE_EXTENSIONS.map((extension) => extension.slice(1)),
  addAnotherMax: 10,
  addAnotherDefault: 1,
  minimumAge: 13,
  maximumAge: 100,
  mailingYearsBefore: 3,
  mailingYearsAfter: 4,
  zipMinLength: 5,
  maxColleges: 8,
} as const;
