import { addAnotherLimits, fileLimits, fileMessages } from '@applykit/api-contract/policies';
import { english } from '../messages';

const { t } = english;

/**
 * The fixed texts of the rules, word for word, in English: the server and the browser put these
 * in the error map, and the form shows each in the applicant's language (`translateText`).
 * `guidance` words every other message. The texts live in the form's `en` catalogue.
 */
export const messages = {
  zipMinLength: t('form.rule.zipMinLength'),
  minimumYear: (year: number) => t('form.rule.minimumYear', { year }),
  maximumYear: (year: number) => t('form.rule.maximumYear', { year }),
  birthDateInvalid: t('form.rule.birthDateInvalid'),
  birthDateTooOld: t('form.rule.birthDateTooOld'),
  birthDateTooYoung: t('form.rule.birthDateTooYoung'),
  homePhone: t('form.rule.homePhone'),
  cellPhone: t('form.rule.cellPhone'),
  cellPhoneForSms: t('form.rule.cellPhoneForSms'),
  anyPhone: t('form.rule.anyPhone'),
  unknownAnswer: t('form.rule.unknownAnswer'),
  // The file texts and limits are the contract's, so the form, its upload widget and the server agree.
  fileTooLarge: fileMessages.tooLarge,
  fileType: fileMessages.wrongType,
  fileNameTooLong: fileMessages.nameTooLong,
  fileEmpty: fileMessages.empty,
} as const;

/** A label that is already an instruction ("Please explain the circumstances"). */
const INSTRUCTION = /^(please|explain|describe|give|enter|select|list|tell|upload)\b/i;

/** "Enter City", "Select an answer to: Have you …?", or the label when it already says what to do. */
function askFor(verb: 'enter' | 'select', label: string): string {
  if (INSTRUCTION.test(label)) return label;
  if (label.trimEnd().endsWith('?')) return t(`form.guidance.${verb}Answer`, { label });
  return t(`form.guidance.${verb}`, { label });
}

/**
 * What an error says when its rule has no fixed text: what to do, naming the question by its
 * label as the applicant sees it, so an error never reads like a hint that repeats the label.
 */
export const guidance = {
  enter: (label: string) => askFor('enter', label),
  select: (label: string) => askFor('select', label),
  upload: (label: string) => t('form.guidance.upload', { label }),
  check: (label: string) => t('form.guidance.check', { label }),
  email: (label: string) => t('form.guidance.email', { label }),
  phone: (label: string) => t('form.guidance.phone', { label }),
  minLength: (label: string, min: number) => t('form.guidance.minLength', { label, min }),
  range: (label: string, min: number, max: number, step: number) =>
    step > 1
      ? t('form.guidance.rangeStep', { label, min, max, step })
      : t('form.guidance.range', { label, min, max }),
  option: (label: string) => t('form.guidance.option', { label }),
  tooLong: (label: string, limit: number) => t('form.guidance.tooLong', { label, limit }),
  // A term chosen while open may have closed by the time the application is checked.
  // The day travels as the `date` parameter in English's long form; `translateText` shows it
  // in the applicant's locale.
  termClosed: (label: string, term: string, closed: string) =>
    t('form.guidance.termClosed', { term, date: longDate(closed), label }),
  termNotOpen: (label: string, term: string, opens: string) =>
    t('form.guidance.termNotOpen', { term, date: longDate(opens), label }),
} as const;

/** An ISO day as "January 6, 2027". */
function longDate(isoDay: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
}

/**
 * The page-chrome texts that the form itself shows, in English (the form shows them in the
 * applicant's language); the widget texts (delete dialog,
 * character count, typed school) belong to @applykit/ui.
 */
export const chromeText = {
  errorSummaryTitle: t('form.errorSummary.title'),
  errorSummaryText: t('form.errorSummary.text'),
  uploadInProgressTitle: t('form.uploadInProgress.title'),
  uploadInProgressText: t('form.uploadInProgress.text'),
  uploadNeedsAccount: t('ui.file.needsAccount'),
  // Each names the question, tab group or repeated group by its label, never by its key.
  uploadError: (label: string) => t('form.toast.uploadError', { label }),
  tabError: (tabs: string) => t('form.toast.tabError', { tabs }),
  addAnotherError: (item: string) => t('form.toast.addAnotherError', { item }),
  hiddenDocumentError: (label: string) => t('form.toast.hiddenDocumentError', { label }),
  removeGroupTitle: (group: string) => t('form.removeGroup.title', { group }),
  removeGroupText: (group: string) => t('form.removeGroup.text', { group }),
  removeGroupFailed: t('form.removeGroup.failed'),
  conversionTimedOut: t('form.upload.conversionTimedOut'),
  answersSaved: t('form.page.answersSaved'),
  requiredNote: t('form.page.requiredNote'),
} as const;

/** The form's fixed limits and timings. */
export const limits = {
  fileMaxBytes: fileLimits.maxBytes,
  fileNameMaxLength: fileLimits.nameMaxLength,
  /** Without the dot: 'png', 'jpeg', 'jpg', 'pdf', 'docx'. */
  fileTypes: fileLimits.extensions.map((extension) => extension.slice(1)),
  addAnotherMax: addAnotherLimits.maxCount,
  addAnotherDefault: addAnotherLimits.defaultCount,
  minimumAge: 13,
  maximumAge: 100,
  mailingYearsBefore: 3,
  mailingYearsAfter: 4,
  zipMinLength: 5,
  maxColleges: 8,
} as const;
