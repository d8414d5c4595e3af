import type { DocumentStatus } from '@applykit/api-contract/policies';
import type { LookupSuggestion } from '@applykit/ui';
import type { Answers } from '../conditions/conditions';
import type { LookupCategory } from '../model/types';
import type { DocumentAnswer, ValidationErrors } from '../rules/validateApplication';

/**
 * What a host's `saveAnswers` or `submitApplication` throws when the server refused answers
 * question by question (a 400 with `errors`): the form shows each message on its question,
 * and in the error summary while validating, until that answer changes.
 */
export class AnswersRefusedError extends Error {
  constructor(
    readonly errors: ValidationErrors,
    message = 'Some answers were refused.',
  ) {
    super(message);
    this.name = 'AnswersRefusedError';
  }
}

/** The application's web status; null before the first save. */
export type WebStatus = 'started' | 'validating' | 'submitted';

/** The client snapshot fields the form reads. */
export interface ClientSnapshot {
  is_logged_in: boolean;
  is_service_user: boolean;
  web_status: WebStatus | null;
  /** Successful logins, at least 1 once logged in: 1 is the first-login welcome. */
  num_logins: number;
  has_changed_page: boolean;
}

/** Document conversion status values: the contract's `documentStatuses`. */
export type ConversionStatus = DocumentStatus;

/** A conversion status with the server's reason when it FAILED, to show the applicant as is. */
export interface ConversionReport {
  status: ConversionStatus;
  message?: string;
}

/** What an error toast may offer besides its text. */
export interface ErrorNoticeOptions {
  /**
   * Undoes what the failure left behind (an upload failure's reset clears
   * the error and deletes the conversion; a tab failure's refreshes documents and conversions).
   * A host shows it as an action on the toast.
   */
  reset?: () => void;
}

export type DocumentAnswers = Readonly<Record<string, DocumentAnswer>>;
/** Chosen tab per tab id. */
export type TabChoices = Readonly<Record<string, string>>;
/** Add-another count per button id. */
export type AddAnotherCounts = Readonly<Record<string, number>>;

/** A lookup suggestion as the lookup service returns it; a host's own source may leave `sub_text` out. */
export type { LookupSuggestion };

/** The detail of a chosen suggestion: a school (name, ceeb, address) or an address. */
export interface LookupDetail {
  name?: string;
  ceeb?: string;
  address_line_1?: string;
  address_line_2?: string;
  city?: string;
  state?: string;
  county?: string;
  zip?: string;
  country?: string;
}

/** What a navigation carries: answers for the sign-up page, or a field to focus on arrival. */
export interface NavigationState {
  answers?: Answers;
  focusKey?: string;
}

/**
 * Everything the form asks of its host. The form does no HTTP: the portal implements these
 * with its API client; a test or story implements them in memory.
 */
export interface ApplicationHost {
  /**
   * PUT the answers (platform: PUT /api/answer). A rejection leaves the form as it is, with
   * the buttons usable again: the host says what failed and offers a retry.
   */
  saveAnswers(answers: Answers): Promise<void>;
  /** POST the error map while validating (platform: POST /api/validations). */
  postValidations?(errors: ValidationErrors): Promise<void>;
  /** Submit the application (validate, submit, go to /completion: the host's flow). */
  submitApplication?(answers: Answers): Promise<void>;

  getTabs(): Promise<TabChoices>;
  putTab(choice: { tabId: string; chosenTab: string }): Promise<void>;

  getAddAnother(): Promise<AddAnotherCounts>;
  putAddAnother(count: { buttonId: string; numComponents: number }): Promise<void>;

  getDocuments(): Promise<DocumentAnswers>;
  /**
   * Presign, upload and ask for conversion of a file for an answer key. Reject with a
   * `FileRefusedError` when the server refused the file itself (its reason is shown under the
   * field); any other rejection shows "Your file could not be uploaded. Please try again."
   */
  uploadDocument(key: string, file: File): Promise<void>;
  /** The status, or the status with the server's reason for a FAILED conversion. */
  getConversionStatus(key: string): Promise<ConversionStatus | ConversionReport>;
  deleteDocument(key: string): Promise<void>;
  deleteConversion(key: string): Promise<void>;

  /**
   * Suggestions as the applicant types in a lookup. `signal` aborts once the applicant has
   * typed past this text or left the field: pass it to `fetch` to cancel the request.
   */
  lookupSuggestions(
    text: string,
    category: LookupCategory,
    options?: { signal?: AbortSignal },
  ): Promise<LookupSuggestion[]>;
  /** The detail of a chosen suggestion; `signal` aborts when the applicant moves on from it. */
  lookupDetail(
    suggestion: LookupSuggestion,
    category: LookupCategory,
    options?: { signal?: AbortSignal },
  ): Promise<LookupDetail>;

  /** Go to a route of the portal (/about, /education, /final-steps, /signup, /completion). */
  navigate(path: string, state?: NavigationState): void;
  /**
   * Show an error toast (upload, tab and add-another failures); the
   * message names the question or group in words. `options.reset` is the toast's reset.
   */
  notifyError(message: string, options?: ErrorNoticeOptions): void;
  /**
   * Take away the error toast raised with this message: what it reported has been put right
   * (the file uploaded or deleted, the tab or the group saved).
   */
  dismissError?(message: string): void;
  /**
   * The full answer map after each committed change: typing is reported when its field is left
   * (or the page is hidden), a choice at once; never per keystroke. Lets a host keep an
   * anonymous visitor's answers (e.g. in localStorage) across a reload.
   */
  onAnswersChange?(answers: Answers): void;
}

/** What the host has loaded; missing maps are fetched through the host when logged in. */
export interface ApplicationData {
  answers: Answers;
  client: ClientSnapshot;
  documents?: DocumentAnswers;
  tabs?: TabChoices;
  addAnother?: AddAnotherCounts;
}
