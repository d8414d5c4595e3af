import { createContext, useContext, type FormEvent } from 'react';
import type { ApplicationDefinition } from '../definition/types';
import type { PartnerSettings } from '../model/partner';
import type { Validators } from '../rules/validateApplication';
import type { WidgetRegistry } from './widgetProps';
import type {
  AddAnotherCounts,
  ApplicationHost,
  ClientSnapshot,
  ConversionStatus,
  DocumentAnswers,
  TabChoices,
} from './host';

/** What every part of a rendered application reads and never changes while the user types. */
export interface FormEnvironment {
  /** The application shown: the transfer application unless the host gives its own. */
  definition: ApplicationDefinition;
  validators?: Validators | undefined;
  /** Partner widgets by field kind. */
  widgets?: WidgetRegistry | undefined;
  partner: PartnerSettings;
  now: Date;
  client: ClientSnapshot;
  host: ApplicationHost;
  /** Errors are computed and shown only while the web status is validating. */
  validating: boolean;
  /** Called each time a field renders; performance tests and dev tools count renders with it. */
  onFieldRender?: ((key: string) => void) | undefined;
  /**
   * The `_desc` of a coded answer: the chosen option's text in the definition's own wording,
   * whatever language the form shows, so the stored record reads the same for every applicant.
   */
  descOf: (key: string, value: string) => string;
}

/** Host-held state that changes on uploads, tab switches and add-another, never on typing. */
export interface HostState {
  documents: DocumentAnswers;
  conversions: Readonly<Record<string, ConversionStatus>>;
  tabs: TabChoices;
  addAnother: AddAnotherCounts;
  setTab(tabId: string, chosenTab: string): void;
  setCount(buttonId: string, count: number): void;
  setConversion(key: string, status: ConversionStatus | undefined): void;
  refreshDocuments(): Promise<void>;
  /** Asks the host again for these keys' conversion statuses. */
  refreshConversions(keys: readonly string[]): Promise<void>;
}

export const FormEnvironmentContext = createContext<FormEnvironment | null>(null);

/**
 * The page's submit handler where each question is a `<form>` of its own (sections that hold
 * none of the applicant's own details); null inside a form shared by several questions.
 */
export const QuestionFormContext = createContext<
  ((event: FormEvent<HTMLFormElement>) => void) | null
>(null);

/** The partner and clock alone: what the banner, footer and its dialogs need outside a form. */
export const PartnerContext = createContext<Pick<FormEnvironment, 'partner' | 'now'> | null>(null);

/** The partner and clock of the enclosing form, or of a `SubmittedApplication`. */
export function usePartnerEnvironment(): Pick<FormEnvironment, 'partner' | 'now'> {
  const partnerOnly = useContext(PartnerContext);
  const environment = useContext(FormEnvironmentContext);
  const found = partnerOnly ?? environment;
  if (!found) throw new Error('Application chrome must be rendered inside <ApplicationForm>.');
  return found;
}
export const HostStateContext = createContext<HostState | null>(null);
/**
 * The newest host state through a ref that never changes: for effects that act on it without
 * re-rendering every field each time a document or count changes.
 */
export const LatestHostStateContext = createContext<{ readonly current: HostState } | null>(null);

export function useFormEnvironment(): FormEnvironment {
  const environment = useContext(FormEnvironmentContext);
  if (!environment)
    throw new Error('Application fields must be rendered inside <ApplicationForm>.');
  return environment;
}

export function useLatestHostState(): { readonly current: HostState } {
  const state = useContext(LatestHostStateContext);
  if (!state) throw new Error('Application fields must be rendered inside <ApplicationForm>.');
  return state;
}

export function useHostState(): HostState {
  const state = useContext(HostStateContext);
  if (!state) throw new Error('Application fields must be rendered inside <ApplicationForm>.');
  return state;
}
