import type { Answers } from '../conditions/conditions';
import type {
  AddAnotherCounts,
  ApplicationHost,
  ConversionReport,
  ConversionStatus,
  ErrorNoticeOptions,
  DocumentAnswers,
  LookupDetail,
  LookupSuggestion,
  NavigationState,
  TabChoices,
} from './host';

export interface MemoryHostOptions {
  documents?: DocumentAnswers;
  tabs?: TabChoices;
  addAnother?: AddAnotherCounts;
  /**
   * Conversion statuses returned in turn by `getConversionStatus`; the last one repeats. A
   * report with a `message` is a FAILED conversion with the server's reason.
   */
  conversionSequence?: readonly (ConversionStatus | ConversionReport)[];
  suggestions?: readonly (LookupSuggestion & { detail: LookupDetail })[];
}

/** Every call a memory host received, in order, for assertions in tests and story actions. */
export interface MemoryHostCall {
  name: keyof ApplicationHost;
  args: unknown[];
}

/**
 * An in-memory host for stories, tests and local demos: it keeps what the portal's server
 * would keep and records every call. It is not a production host.
 */
export function createMemoryHost(options: MemoryHostOptions = {}) {
  let documents: Record<string, { file_name: string; file_size: number }> = {
    ...options.documents,
  };
  let tabs: Record<string, string> = { ...options.tabs };
  let addAnother: Record<string, number> = { ...options.addAnother };
  let savedAnswers: Answers = {};
  const conversions: Record<string, number> = {};
  const calls: MemoryHostCall[] = [];
  const navigations: { path: string; state?: NavigationState }[] = [];
  const errors: string[] = [];
  /** The options of each error notice, in the order of `errors` (a toast's reset). */
  const errorNotices: (ErrorNoticeOptions | undefined)[] = [];
  /** The error toasts still shown: raised and not yet dismissed. */
  let shownErrors: string[] = [];
  const record = (name: keyof ApplicationHost, ...args: unknown[]) => calls.push({ name, args });
  const sequence = options.conversionSequence ?? ['COMPLETED'];
  const pendingFiles: Record<string, File> = {};

  const host: ApplicationHost = {
    async saveAnswers(answers) {
      record('saveAnswers', answers);
      savedAnswers = { ...answers };
    },
    async postValidations(validationErrors) {
      record('postValidations', validationErrors);
    },
    async submitApplication(answers) {
      record('submitApplication', answers);
    },
    async getTabs() {
      record('getTabs');
      return { ...tabs };
    },
    async putTab(choice) {
      record('putTab', choice);
      tabs = { ...tabs, [choice.tabId]: choice.chosenTab };
    },
    async getAddAnother() {
      record('getAddAnother');
      return { ...addAnother };
    },
    async putAddAnother(count) {
      record('putAddAnother', count);
      addAnother = { ...addAnother, [count.buttonId]: count.numComponents };
    },
    async getDocuments() {
      record('getDocuments');
      return { ...documents };
    },
    async uploadDocument(key, file) {
      record('uploadDocument', key, file.name);
      pendingFiles[key] = file;
      conversions[key] = 0;
    },
    async getConversionStatus(key) {
      record('getConversionStatus', key);
      const step = conversions[key] ?? sequence.length - 1;
      conversions[key] = step + 1;
      const answer = sequence[Math.min(step, sequence.length - 1)] ?? 'COMPLETED';
      const status = typeof answer === 'string' ? answer : answer.status;
      const file = pendingFiles[key];
      if (status === 'COMPLETED' && file) {
        documents = { ...documents, [key]: { file_name: file.name, file_size: file.size } };
        delete pendingFiles[key];
      }
      return answer;
    },
    async deleteDocument(key) {
      record('deleteDocument', key);
      const { [key]: _removed, ...rest } = documents;
      documents = rest;
    },
    async deleteConversion(key) {
      record('deleteConversion', key);
      delete conversions[key];
    },
    async lookupSuggestions(text, category) {
      record('lookupSuggestions', text, category);
      const wanted = text.toLowerCase();
      return (options.suggestions ?? [])
        .filter((s) => s.text.toLowerCase().includes(wanted))
        .map(({ detail: _detail, ...suggestion }) => suggestion);
    },
    async lookupDetail(suggestion, category) {
      record('lookupDetail', suggestion, category);
      return (
        options.suggestions?.find((s) => s.id === suggestion.id)?.detail ?? {
          name: suggestion.text,
        }
      );
    },
    navigate(path, state) {
      record('navigate', path, state);
      navigations.push(state ? { path, state } : { path });
    },
    notifyError(message, notice) {
      record('notifyError', message);
      errors.push(message);
      errorNotices.push(notice);
      shownErrors = [...shownErrors.filter((shown) => shown !== message), message];
    },
    dismissError(message) {
      record('dismissError', message);
      shownErrors = shownErrors.filter((shown) => shown !== message);
    },
  };

  return {
    host,
    calls,
    navigations,
    errors,
    errorNotices,
    get shownErrors() {
      return shownErrors;
    },
    get savedAnswers() {
      return savedAnswers;
    },
  };
}
