import { FileRefusedError } from '@applykit/ui/file-rules';
import type {
  AddAnotherCounts,
  Answers,
  DocumentAnswers,
  LookupCategory,
  Profile,
  TabChoices,
  ValidationErrors,
  WebStatus,
} from '@applykit/api-contract';
import {
  AnswersRefusedError,
  type ApplicationHost,
  type ErrorNoticeOptions,
  type LookupDetail,
  type LookupSuggestion,
  type NavigationState,
} from '../form/host';
import { createMemoryCache, type ApplyKitHostCache } from './cache';
import type { ApplyKitClient } from './client';
import { ServerError } from './errors';
import { unsavedAnswers } from './unsavedAnswers';
import { recordWebStatus } from './webStatus';

/** What the rules of the application see besides the answers. */
export interface LoadedApplication {
  documents: DocumentAnswers;
  tabs: TabChoices | undefined;
  addAnother: AddAnotherCounts | undefined;
}

export interface ApplyKitHostOptions {
  client: ApplyKitClient;
  /**
   * The rules the server will apply, run before a submit and after each save while
   * validating; usually `validateApplication` of `/validate` with your definition. May load
   * them lazily (a dynamic import) so that screens without the form do not carry them.
   */
  validate(answers: Answers, loaded: LoadedApplication): Promise<ValidationErrors>;
  /** The applicant's web status now (`null` before the first): the submit moves it on. */
  webStatus(): WebStatus | null;
  /**
   * Records a new web status. Left out, the host uses `recordWebStatus` (posted, retried
   * twice, the kept profile updated); an app whose session owns the status passes its own.
   */
  setWebStatus?(webStatus: WebStatus): Promise<void>;
  /**
   * Go to a route of your app: a page's `path` in the definition (`/about`, `/education`,
   * `/final-steps` in the transfer application), `/signup`, `/completion`. May return a promise settled once the new page is drawn: a
   * submit with errors then waits for the first page before the validating status shows the
   * error summary, so the summary appears (and is read out) once, on the page that stays.
   */
  navigate(path: string, state?: NavigationState): void | Promise<void>;
  notifyError(message: string, options?: ErrorNoticeOptions): void;
  dismissError?(message: string): void;
  onAnswersChange?(answers: Answers): void;
  /**
   * The answers as they stand, saved alongside an upload. Left out, the host keeps the last
   * answers the form reported or saved.
   */
  currentAnswers?(): Answers;
  cache?: ApplyKitHostCache;
  /**
   * Where a submit goes: the errors to `firstPage` (default `/about`), success to `completion`
   * (default `/completion`). `firstPage` may be a function, asked at each submit with errors,
   * for a host that learns the definition's first page only once the form has loaded.
   */
  paths?: { firstPage?: string | (() => string | Promise<string>); completion?: string };
}

/** Every callback of the form on the ApplyKit API, and the steps a host's own buttons reuse. */
export interface ApplyKitHost extends ApplicationHost {
  postValidations(errors: ValidationErrors): Promise<void>;
  submitApplication(answers: Answers): Promise<void>;
  /** The error map of the whole application now, with the documents fetched fresh. */
  validate(answers: Answers): Promise<ValidationErrors>;
  /**
   * The submit sequence: save (unless `saved`) and validate; with errors go to the first
   * page; move to validating and post the error map; without errors submit, move to submitted
   * and go to the completion page. A second submit while one is on its way joins it.
   */
  submit(answers: Answers, options?: { saved?: boolean }): Promise<void>;
}

/**
 * Replies whose reason the applicant must read, where "Please try again" would mislead: the file
 * itself refused (trying it again cannot work), or the day's upload limit reached (429: trying
 * again at once cannot work either).
 */
const REFUSING_STATUSES = new Set([400, 413, 415, 422, 429]);

/** The server's refusal of a file, in its words; any other failure as it was. */
function asFileRefusal(error: unknown): unknown {
  return error instanceof ServerError &&
    error.status !== undefined &&
    REFUSING_STATUSES.has(error.status)
    ? new FileRefusedError(error.message)
    : error;
}

/** A save or submit the server refused by question: the form shows each message on its question. */
async function refusedByQuestion<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ServerError && error.errors) {
      throw new AnswersRefusedError(error.errors, error.message);
    }
    throw error;
  }
}

/**
 * A ready-made `ApplicationHost` on the ApplyKit API: answers, the submit sequence, tab and
 * add-another choices, uploads (presign, post, convert), conversion polling, deletes and
 * lookups, with what it loads kept in `cache`.
 */
export function createApplyKitHost(options: ApplyKitHostOptions): ApplyKitHost {
  const { client, navigate, notifyError } = options;
  const cache = options.cache ?? createMemoryCache();
  const firstPage = options.paths?.firstPage ?? '/about';
  const firstPagePath = () => (typeof firstPage === 'function' ? firstPage() : firstPage);
  const completion = options.paths?.completion ?? '/completion';

  const clearDocument = (answerKey: string) =>
    cache.change<DocumentAnswers>('document-answer', (documents) => {
      const rest = { ...documents };
      delete rest[answerKey];
      return rest;
    });

  // The answers as they stand, for an upload, which saves them alongside.
  let latestAnswers: Answers | undefined;
  const currentAnswers =
    options.currentAnswers ?? (() => latestAnswers ?? cache.read<Profile>('profile')?.answer);
  const onAnswersChange = (answers: Answers) => {
    latestAnswers = answers;
    options.onAnswersChange?.(answers);
  };

  /**
   * Sends only the answers that differ from the server's copy as this page last knew it: the
   * server merges key by key, so a second tab, open since before this one saved, does not put
   * back its stale copy of questions the applicant never touched there.
   */
  async function saveAnswers(answers: Answers): Promise<void> {
    latestAnswers = answers;
    const known = cache.read<Profile>('profile')?.answer;
    const changed = known ? unsavedAnswers(answers, known) : answers;
    await refusedByQuestion(client.saveAnswers(changed));
    cache.change<Profile>('profile', (profile) =>
      profile ? { ...profile, answer: { ...profile.answer, ...changed } } : profile,
    );
  }

  const setWebStatus =
    options.setWebStatus ?? ((webStatus: WebStatus) => recordWebStatus(client, cache, webStatus));

  const getDocuments = () => cache.load('document-answer', client.documentAnswers, { fresh: true });

  async function validate(answers: Answers): Promise<ValidationErrors> {
    // Fetched, not read from the cache: an upload only marks the kept map out of date.
    const documents = await cache.load('document-answer', client.documentAnswers);
    return options.validate(answers, {
      documents,
      tabs: cache.read<TabChoices>('tabs'),
      addAnother: cache.read<AddAnotherCounts>('add-another'),
    });
  }

  async function postValidations(errors: ValidationErrors): Promise<void> {
    await client.postValidations(errors);
  }

  async function submitOnce(answers: Answers, saved: boolean): Promise<void> {
    if (!saved) await saveAnswers(answers);
    const errors = await validate(answers);
    const incomplete = Object.keys(errors).length > 0;
    // To the first page before the status that shows the error summary, not after.
    if (incomplete) await navigate(await firstPagePath());
    if (options.webStatus() === 'started') await setWebStatus('validating');
    await postValidations(errors);
    if (incomplete) return;
    await refusedByQuestion(client.submit());
    // The server has already recorded submitted inside the submit and answers this post as a
    // repeat of that fact; the post keeps the status history the same for every client.
    await setWebStatus('submitted');
    navigate(completion);
  }

  let submitting: Promise<void> | null = null;
  function submit(answers: Answers, { saved = false }: { saved?: boolean } = {}) {
    submitting ??= submitOnce(answers, saved).finally(() => {
      submitting = null;
    });
    return submitting;
  }

  return {
    saveAnswers,
    postValidations,
    validate,
    submit,
    // The form saves right before it asks to submit.
    submitApplication: (answers) => submit(answers, { saved: true }),
    onAnswersChange,

    getTabs: () => cache.load('tabs', client.tabs),
    putTab: async ({ tabId, chosenTab }) => {
      const tabs = await client.saveTab(tabId, chosenTab);
      cache.change<TabChoices>('tabs', (current) => ({
        ...current,
        ...tabs,
        [tabId]: chosenTab,
      }));
    },
    getAddAnother: () => cache.load('add-another', client.addAnother),
    putAddAnother: async ({ buttonId, numComponents }) => {
      const counts = await client.saveAddAnother(buttonId, numComponents);
      cache.change<AddAnotherCounts>('add-another', (current) => ({
        ...current,
        ...counts,
        [buttonId]: numComponents,
      }));
    },

    // The form asks when it needs the server's copy (after a failure, a reset, a change).
    getDocuments,
    /**
     * Save the answers and ask for a presigned upload at once (so the upload never outruns the
     * rest of the page), post the file with the returned fields, then ask for the conversion;
     * the form polls it from there. On any failure the document answer is cleared.
     */
    uploadDocument: async (answerKey, file) => {
      try {
        const answers = currentAnswers();
        const [, presigned] = await Promise.all([
          answers ? saveAnswers(answers) : undefined,
          client.presignedUpload(answerKey),
        ]);
        await client.upload(presigned, file);
        // The upload's object key is the `key` form field, as in an S3 presigned POST.
        await client.convertDocument(answerKey, presigned.fields.key ?? '', file.name);
      } catch (error) {
        clearDocument(answerKey);
        throw asFileRefusal(error);
      }
    },
    /** A FAILED conversion clears the document answer, so every reader sees it gone. */
    getConversionStatus: async (answerKey) => {
      const reply = await client.conversionStatus(answerKey);
      if (reply.status === 'FAILED') clearDocument(answerKey);
      if (reply.status === 'COMPLETED') await cache.invalidate('document-answer');
      return reply;
    },
    deleteDocument: async (answerKey) => {
      await client.deleteDocumentAnswer(answerKey);
      clearDocument(answerKey);
      await cache.invalidate('document-answer');
    },
    deleteConversion: async (answerKey) => {
      await client.deleteConversion(answerKey);
    },

    // The combobox widgets already debounce, and abort what the applicant typed past; a failed
    // lookup lists nothing.
    lookupSuggestions: async (text: string, category: LookupCategory, { signal } = {}) => {
      if (!text.trim()) return [];
      try {
        return await client.lookupSuggestions(text, category, signal);
      } catch {
        return [];
      }
    },
    // A failed detail fills the name (schools) or the address line (addresses) with the label.
    lookupDetail: async (
      suggestion: LookupSuggestion,
      category: LookupCategory,
      { signal } = {},
    ) => {
      try {
        return (await client.lookupDetail(suggestion.id, category, signal)) as LookupDetail;
      } catch {
        return category === 'address'
          ? { address_line_1: suggestion.text }
          : { name: suggestion.text };
      }
    },

    navigate,
    notifyError,
    ...(options.dismissError && { dismissError: options.dismissError }),
  };
}
