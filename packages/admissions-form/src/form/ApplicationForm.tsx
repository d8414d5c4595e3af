import {
  Button,
  MessagesProvider,
  SOURCE_LOCALE,
  Spinner,
  ThemeProvider,
  useMessages,
  retryableLazy,
} from '@applykit/ui';
import {
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ComponentProps,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { isAnswered, type Answers } from '../conditions/conditions';
import type { DefinitionCheckOptions } from '../definition/check';
import { transferApplicationInEnglish } from '../definition/transferApplicationInEnglish';
import {
  definitionInLocale,
  partnerInLocale,
  ruleMessageCatalogues,
} from '../definition/translations';
import type { ApplicationDefinition } from '../definition/types';
import { indexDefinition } from '../model/dataModel';
import { partnerTokens, type PartnerSettings } from '../model/partner';
import { defaultPartner } from '../model/builtInPartners';
import type { PageId } from '../model/types';
import { resolveOptions } from '../model/walk';
import type { liveValidation } from '../rules/liveValidation';
import { chromeText } from '../rules/messages';
import {
  validateApplication,
  type ValidateOptions,
  type ValidationErrors,
  type Validators,
} from '../rules/validateApplication';
import {
  ApplicationErrorSummary,
  ApplicationFooter,
  DateWindowBanner,
  StepNavigation,
  WelcomeBanner,
  pageHeading,
  useFocusOnArrival,
} from './chrome';
import {
  FormEnvironmentContext,
  HostStateContext,
  LatestHostStateContext,
  type FormEnvironment,
  type HostState,
} from './context';
import {
  AnswersRefusedError,
  type ApplicationData,
  type ApplicationHost,
  type ConversionStatus,
  type DocumentAnswers,
} from './host';
import { conversionReport } from './fields';
import { loadOccasionalWidgets } from './lazyWidgets';
import type { WidgetRegistry } from './widgetProps';
import { SectionForms } from './nodes';
import { formCatalogues, type FormMessageId } from '../messages';
import * as styles from './styles.css';
import { partnerThemeStyle } from './theme';

// The read-only views (a service user's, a submitted step) load only when shown (issue #10).
const loadPrint = () => import('./print');
const PrintApplication = retryableLazy(async () => ({
  default: (await loadPrint()).PrintApplication,
}));
const PrintPageContent = retryableLazy(async () => ({
  default: (await loadPrint()).PrintPageContent,
}));

export interface ApplicationFormProps {
  /** The step to show: 'about' (/about), 'education' (/education) or 'final-steps' (/final-steps). */
  page: PageId;
  /** What the host has loaded: answers, client snapshot and optionally documents, tabs, counts. */
  data: ApplicationData;
  host: ApplicationHost;
  partner?: PartnerSettings;
  /** The application to show; the transfer application (`transferApplication`) by default. */
  definition?: ApplicationDefinition;
  /** The validators the definition's `validator` rules name; the server registers the same. */
  validators?: Validators;
  /** Partner widgets by field kind: each renders the questions of its kind (`FieldWidgetProps`). */
  widgets?: WidgetRegistry;
  /** The clock for ages, year lists and the date banner; the current time by default. */
  now?: Date;
  /** A key to focus on arrival (from an error-summary link on another page). */
  focusKey?: string;
  /** Throws configuration errors; on by default outside production. */
  development?: boolean;
  /** Called each time a field renders; for render-count tests and dev tools. */
  onFieldRender?: (key: string) => void;
  /**
   * Shows the form's own "Application steps" navigation (default true). Turn it off when the
   * host renders its own step navigation, so the page has one, not two.
   */
  showStepNavigation?: boolean;
  /**
   * Where the footer goes. Left out, it follows the form. A host whose page has a `main`
   * landmark gives an element after `main`, so the footer is the page's contentinfo landmark;
   * null while that element is not there yet renders no footer.
   */
  footerContainer?: Element | null;
}

/** Bundlers replace `process.env.NODE_ENV`; where nothing defines `process`, assume production. */
function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}

/**
 * The transfer application: one step of it with banners, step navigation, the error summary,
 * the buttons and the footer; or, for a service user, the print view of that step.
 */
export function ApplicationForm(props: ApplicationFormProps) {
  return (
    <MessagesProvider catalogues={formCatalogues}>
      <ApplicationStep {...props} />
    </MessagesProvider>
  );
}

function LoadingSpinner({ id }: { id: FormMessageId }) {
  const { t } = useMessages();
  return <Spinner label={t(id)} />;
}

/** The transfer application with its translations, once a form without a definition needed it. */
let translatedTransferApplication: ApplicationDefinition | undefined;
let translatingTransferApplication: Promise<ApplicationDefinition> | undefined;

/**
 * The default definition: the transfer application in English at once, and with its
 * translations once they have loaded (asked for the first time the form is shown in another
 * language), so an app that passes its own definition never downloads them. Until then the
 * questions stay in English; nothing remounts, so nothing typed is lost. If they cannot load,
 * the host shows an error toast whose reset asks again, and takes it away once they have.
 */
function useTransferApplication(
  inAnotherLanguage: boolean,
  host: ApplicationHost,
): ApplicationDefinition {
  const { t } = useMessages();
  const [translated, setTranslated] = useState(translatedTransferApplication);
  const [attempt, setAttempt] = useState(0);
  // The host object may be new at every render; the download is not asked for again for that.
  const currentHost = useRef(host);
  useEffect(() => {
    currentHost.current = host;
  });
  const failureShown = useRef(false);
  const failure = t('form.toast.translationError');
  useEffect(() => {
    if (!inAnotherLanguage || translated) return;
    let shown = true;
    translatingTransferApplication ??= import('../definition/transferApplication').then(
      (loaded) => (translatedTransferApplication = loaded.transferApplication),
      (error: unknown) => {
        translatingTransferApplication = undefined;
        throw error;
      },
    );
    translatingTransferApplication.then(
      (definition) => {
        if (!shown) return;
        setTranslated(definition);
        if (failureShown.current) currentHost.current.dismissError?.(failure);
      },
      () => {
        if (!shown) return;
        failureShown.current = true;
        currentHost.current.notifyError(failure, { reset: () => setAttempt((n) => n + 1) });
      },
    );
    return () => {
      shown = false;
    };
  }, [inAnotherLanguage, translated, attempt, failure]);
  return translated ?? transferApplicationInEnglish;
}

function ApplicationStep(props: ApplicationFormProps) {
  const { data, page, partner: sourcePartner = defaultPartner } = props;
  const [now] = useState(() => props.now ?? new Date());
  const { locale } = useMessages();
  const transferApplication = useTransferApplication(
    props.definition === undefined && locale !== SOURCE_LOCALE,
    props.host,
  );
  const sourceDefinition = props.definition ?? transferApplication;
  // Everything below reads the definition in the applicant's language; `_desc` answers keep the
  // definition's own wording (see `descOf`).
  const definition = useMemo(
    () => definitionInLocale(sourceDefinition, locale),
    [sourceDefinition, locale],
  );
  const partner = useMemo(
    () => partnerInLocale(sourcePartner, sourceDefinition, locale),
    [sourcePartner, sourceDefinition, locale],
  );
  const ruleMessages = useMemo(
    () => ruleMessageCatalogues(sourceDefinition, locale),
    [sourceDefinition, locale],
  );
  if (data.client.is_service_user) {
    const shown = definition.pages.find((p) => p.id === page) ?? definition.pages[0]!;
    return (
      <Suspense fallback={<LoadingSpinner id="form.page.loadingApplication" />}>
        <PrintApplication
          answers={data.answers}
          documents={data.documents ?? {}}
          {...(data.tabs && { tabs: data.tabs })}
          {...(data.addAnother && { addAnother: data.addAnother })}
          partner={partner}
          now={now}
          definition={definition}
          pages={[shown]}
        />
      </Suspense>
    );
  }
  return (
    <MessagesProvider catalogues={ruleMessages}>
      <EditableApplication
        {...props}
        partner={partner}
        now={now}
        definition={definition}
        source={{ definition: sourceDefinition, partner: sourcePartner }}
      />
    </MessagesProvider>
  );
}

/**
 * In development, checks the definition against the answers, validators and widgets, and throws
 * what it finds (an `ApplicationConfigurationError`) to the nearest error boundary. The check's
 * code loads only then, so a production first load does not carry it; the form shows until it
 * has run.
 */
function useDefinitionCheck(
  development: boolean,
  definition: ApplicationDefinition,
  answers: DefinitionCheckOptions['answers'],
  validators: Validators | undefined,
  widgets: WidgetRegistry | undefined,
) {
  const [problem, setProblem] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!development) return;
    let mounted = true;
    import('../definition/check')
      .then(({ assertDefinition }) =>
        assertDefinition(definition, {
          answers,
          ...(validators && { validators }),
          widgets: Object.keys(widgets ?? {}),
        }),
      )
      .catch((error: unknown) => {
        if (mounted) setProblem({ error });
      });
    return () => {
      mounted = false;
    };
  }, [development, definition, answers, validators, widgets]);
  if (problem) throw problem.error;
}

/** react-hook-form's error shape, with every message of a key kept in `types`. */
function toFieldErrors(errors: ValidationErrors): FieldErrors<Answers> {
  return Object.fromEntries(
    Object.entries(errors).map(([key, messages]) => [
      key,
      {
        type: 'validateApplication',
        message: messages[0],
        types: Object.fromEntries(messages.map((message, index) => [`rule${index}`, message])),
      },
    ]),
  );
}

function sameMessages(a: readonly string[] | undefined, b: readonly string[] | undefined) {
  return (a ?? []).join('\n') === (b ?? []).join('\n');
}

function EditableApplication({
  page: pageId,
  data,
  host,
  partner,
  now,
  focusKey,
  development = isDevelopment(),
  onFieldRender,
  showStepNavigation = true,
  definition,
  source,
  validators,
  widgets,
  footerContainer,
}: ApplicationFormProps & {
  partner: PartnerSettings;
  now: Date;
  definition: ApplicationDefinition;
  /** The definition and partner in their own wording, as the host gave them. */
  source: { definition: ApplicationDefinition; partner: PartnerSettings };
}) {
  const translator = useMessages();
  const { client } = data;
  const pages = definition.pages;
  const page = pages.find((p) => p.id === pageId) ?? pages[0]!;
  const validating = client.web_status === 'validating';
  const submitted = client.web_status === 'submitted';

  useDefinitionCheck(development, source.definition, data.answers, validators, widgets);

  const hostState = useHostStore(data, host);
  // The resolver reads the newest host state without re-creating the form.
  const hostStateRef = useRef(hostState);
  useEffect(() => {
    hostStateRef.current = hostState;
  }, [hostState]);

  const validationOptions = useCallback(
    (): ValidateOptions => ({
      now,
      partner,
      definition,
      ...(validators && { validators }),
      documents: hostStateRef.current.documents,
      tabs: hostStateRef.current.tabs,
      addAnother: hostStateRef.current.addAnother,
    }),
    [now, partner, definition, validators],
  );
  const validate = useCallback(
    (values: Answers) => validateApplication(values, validationOptions()),
    [validationOptions],
  );
  // While validating, a keystroke re-checks only the rules that read the answer typed.
  const validateChange = useMemo(() => {
    let live: ReturnType<typeof liveValidation> | undefined;
    return (values: Answers) => {
      live ??= liveValidationCode?.();
      return live ? live(values, validationOptions()) : validate(values);
    };
  }, [validate, validationOptions]);

  const resolver = useCallback<Resolver<Answers>>(
    (values) => {
      const errors = validate(values);
      return Object.keys(errors).length > 0
        ? { values: {}, errors: toFieldErrors(errors) }
        : { values, errors: {} };
    },
    [validate],
  );

  const form = useForm<Answers>({
    defaultValues: { ...indexDefinition(definition).emptyAnswers(), ...data.answers },
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    criteriaMode: 'all',
  });

  const rootRef = useRef<HTMLDivElement>(null);
  const refused = useRef<RefusedAnswers>({});
  const showRefused = useLiveValidation(form, validating, validateChange, hostState, host, refused);
  /** Keeps the server's messages per question on their questions until the answer changes. */
  const refusedBy = async (send: () => Promise<void>) => {
    try {
      await send();
    } catch (error) {
      if (error instanceof AnswersRefusedError) {
        const answers = form.getValues();
        refused.current = Object.fromEntries(
          Object.entries(error.errors).map(([key, messages]) => [
            key,
            { messages, answer: answers[key] ?? '' },
          ]),
        );
        showRefused();
      }
      throw error;
    }
  };
  useReportAnswers(form, host, rootRef);
  useFocusOnArrival(focusKey);

  const environment = useMemo<FormEnvironment>(
    () => ({
      definition,
      validators,
      widgets,
      partner,
      now,
      client,
      host,
      validating,
      onFieldRender,
      descOf: (key, value) => {
        const field = indexDefinition(source.definition).field(key);
        const options = field ? resolveOptions(field, { now, partner: source.partner }) : [];
        return options.find((option) => option.value === value)?.label ?? '';
      },
    }),
    [
      definition,
      validators,
      widgets,
      partner,
      now,
      client,
      host,
      validating,
      onFieldRender,
      source,
    ],
  );

  const index = pages.indexOf(page);
  const previous = pages[index - 1];
  const next = pages[index + 1];

  /** Save (and post validations) when logged in; an anonymous visitor with answers signs up. */
  const leaveTo = async (path: string) => {
    const answers = form.getValues();
    if (client.is_logged_in) {
      await save();
      host.navigate(path);
    } else if (Object.values(answers).some(isAnswered)) {
      toSignUp(answers);
    } else {
      host.navigate(path);
    }
    if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
  };

  /** Saving or submitting without an account leads to sign up, answers carried. */
  const toSignUp = (answers: Answers) => host.navigate('/signup', { answers });

  const save = async () => {
    const answers = form.getValues();
    await refusedBy(() => host.saveAnswers(answers));
    if (!validating) return;
    const errors = validate(answers);
    if (Object.keys(errors).length > 0) await host.postValidations?.(errors);
  };

  // The Save button's confirmation, in a status region that is always in the page: emptied
  // when Save is pressed and filled once the answers are saved, so each save is read once.
  const [savedNotice, setSavedNotice] = useState('');
  const saveFromButton = async () => {
    setSavedNotice('');
    await save();
    setSavedNotice(chromeText.answersSaved);
  };

  const submit = async () => {
    const answers = form.getValues();
    if (!client.is_logged_in) {
      toSignUp(answers);
      return;
    }
    await refusedBy(() => host.saveAnswers(answers));
    await refusedBy(async () => host.submitApplication?.(answers));
  };

  const action = usePendingAction();
  // About to change page: the widgets only later pages show start loading (a failure here is
  // met again, and shown, by the page that needs them).
  const warmNextPage = () => void loadOccasionalWidgets().catch(() => undefined);
  // Save and Continue, Submit, and Enter in any field of the page.
  const submitPage = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    action.run(next ? 'continue' : 'submit', () => (next ? leaveTo(next.path) : submit()));
  };
  // On the page's root, so the dialogs, listboxes and toasts rendered in portals share the brand.
  const theme = useMemo(() => partnerTokens(partner.theme), [partner.theme]);

  return (
    <ThemeProvider theme={theme}>
      <FormEnvironmentContext.Provider value={environment}>
        <HostStateContext.Provider value={hostState}>
          <LatestHostStateContext.Provider value={hostStateRef}>
            <FormProvider {...form}>
              <div ref={rootRef} className={styles.root} style={partnerThemeStyle(partner.theme)}>
                {showStepNavigation ? (
                  <StepNavigation current={page} onNavigate={(path) => void leaveTo(path)} />
                ) : null}
                <WelcomeBanner />
                <DateWindowBanner />
                <ApplicationErrorSummary takeFocus={!focusKey} />
                <h1 className={styles.pageHeading}>
                  {pageHeading(page, submitted, pages.length, translator)}
                </h1>
                {submitted ? null : (
                  <p className={styles.requiredNote}>{translator.t('form.page.requiredNote')}</p>
                )}
                {submitted ? (
                  <Suspense fallback={<LoadingSpinner id="form.page.loadingAnswers" />}>
                    <PrintPageContent
                      page={page}
                      answers={form.getValues()}
                      documents={hostState.documents}
                      tabs={hostState.tabs}
                      addAnother={hostState.addAnother}
                      partner={partner}
                      now={now}
                    />
                  </Suspense>
                ) : (
                  <div role="form" aria-label={page.title}>
                    {/* A new page is drawn form by form too. */}
                    <SectionForms key={page.id} sections={page.sections} onSubmit={submitPage} />
                    <form noValidate onSubmit={submitPage}>
                      <div className={styles.actions}>
                        {previous ? (
                          <ActionButton
                            name="previous"
                            action={action}
                            variant="secondary"
                            size="save"
                            onPointerEnter={warmNextPage}
                            onFocus={warmNextPage}
                            onClick={() => action.run('previous', () => leaveTo(previous.path))}
                          >
                            {translator.t('form.button.previous')}
                          </ActionButton>
                        ) : null}
                        <ActionButton
                          name="save"
                          action={action}
                          variant="secondary"
                          size="save"
                          onClick={() =>
                            client.is_logged_in
                              ? action.run('save', saveFromButton)
                              : toSignUp(form.getValues())
                          }
                        >
                          {translator.t('form.button.save')}
                        </ActionButton>
                        {next ? (
                          <ActionButton
                            name="continue"
                            action={action}
                            type="submit"
                            size="save"
                            onPointerEnter={warmNextPage}
                            onFocus={warmNextPage}
                          >
                            {translator.t('form.button.continue')}
                          </ActionButton>
                        ) : host.submitApplication ? (
                          <ActionButton name="submit" action={action} type="submit" size="submit">
                            {translator.t('form.button.submit')}
                          </ActionButton>
                        ) : null}
                      </div>
                      <p role="status" className={styles.savedNotice}>
                        {translator.translateText(savedNotice)}
                      </p>
                    </form>
                  </div>
                )}
                {footerContainer === undefined ? <ApplicationFooter /> : null}
              </div>
              {footerContainer
                ? createPortal(
                    <div className={styles.detachedFooter} style={partnerThemeStyle(partner.theme)}>
                      <ApplicationFooter />
                    </div>,
                    footerContainer,
                  )
                : null}
            </FormProvider>
          </LatestHostStateContext.Provider>
        </HostStateContext.Provider>
      </FormEnvironmentContext.Provider>
    </ThemeProvider>
  );
}

/**
 * One button action at a time: while Save, Save and Continue, Previous or Submit is on its way
 * every one of them is aria-disabled (focus stays), the pressed one shows a spinner, and
 * another press does nothing, so nothing is sent twice. A failure is the host's to show
 * (`ApplicationHost`); the form stays as it is, with everything typed. Only the buttons
 * re-render, not the page.
 */
function usePendingAction() {
  const [store] = useState(() => {
    let pending: string | null = null;
    const listeners = new Set<() => void>();
    const set = (next: string | null) => {
      pending = next;
      for (const listener of listeners) listener();
    };
    return {
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      get: () => pending,
      run: (name: string, action: () => Promise<void>) => {
        if (pending !== null) return;
        set(name);
        action()
          .catch(() => undefined)
          .finally(() => set(null));
      },
    };
  });
  return store;
}

type PendingAction = ReturnType<typeof usePendingAction>;

function ActionButton({
  name,
  action,
  children,
  ...props
}: ComponentProps<typeof Button> & { name: string; action: PendingAction }) {
  const pending = useSyncExternalStore(action.subscribe, action.get, action.get);
  return (
    <Button
      {...props}
      aria-disabled={pending !== null || undefined}
      aria-busy={pending === name || undefined}
    >
      {pending === name ? (
        // Screen readers hear `aria-busy` instead.
        <span aria-hidden="true">
          <Spinner size="s" />
        </span>
      ) : null}
      {children}
    </Button>
  );
}

/**
 * The code of live validation (the rule dependency map), which only an application being
 * validated runs: it loads when a form starts validating, so a first visit does not download
 * it. Until it has loaded, and if it cannot (the next form that validates asks again), each
 * change is checked by the whole validation, whose messages are the same, only slower to find.
 */
let liveValidationCode: typeof liveValidation | undefined;
let loadingLiveValidation: Promise<boolean> | undefined;
/** True once the code is here; false when it could not load. */
function loadLiveValidation(): Promise<boolean> {
  loadingLiveValidation ??= import('../rules/liveValidation').then(
    (module) => {
      liveValidationCode = module.liveValidation;
      return true;
    },
    () => {
      loadingLiveValidation = undefined;
      return false;
    },
  );
  return loadingLiveValidation;
}

/**
 * While validating, every change re-validates the application (rules cross fields and pages;
 * `validate` re-checks those that read the answers changed) and updates only the keys whose
 * messages changed, so only those fields re-render.
 */
function useLiveValidation(
  form: ReturnType<typeof useForm<Answers>>,
  validating: boolean,
  validate: (values: Answers) => ValidationErrors,
  hostState: HostState,
  host: ApplicationHost,
  refused: { current: RefusedAnswers },
): () => void {
  const shown = useRef<ValidationErrors>({});
  const applyRef = useRef<() => void>(() => undefined);
  const hostRef = useRef(host);
  useEffect(() => {
    hostRef.current = host;
  }, [host]);
  useEffect(() => {
    const apply = (values: Answers) => {
      const next = withRefused(validating ? validate(values) : {}, values, refused);
      const keys = new Set([...Object.keys(shown.current), ...Object.keys(next)]);
      const changed = [...keys].some((key) => !sameMessages(shown.current[key], next[key]));
      // The server keeps the map as it changes (not per keystroke), and only a non-empty one.
      if (validating && changed && Object.keys(next).length > 0) {
        hostRef.current.postValidations?.(next).catch(() => undefined);
      }
      for (const key of keys) {
        if (sameMessages(shown.current[key], next[key])) continue;
        const messages = next[key];
        if (messages) {
          form.setError(key, {
            type: 'validateApplication',
            message: messages[0]!,
            types: Object.fromEntries(messages.map((message, i) => [`rule${i}`, message])),
          });
        } else {
          form.clearErrors(key);
        }
      }
      shown.current = next;
    };
    // While validating, every answer counts. Otherwise only the answers the server refused
    // do, and only those are watched: a subscription to every answer makes React Hook Form
    // copy all the answers on each keystroke in any field.
    let stopListening: (() => void) | undefined;
    const listen = () => {
      stopListening?.();
      stopListening = undefined;
      const keys = Object.keys(refused.current);
      if (validating) {
        const subscription = form.watch((values) => apply(values as Answers));
        stopListening = () => subscription.unsubscribe();
      } else if (keys.length > 0) {
        stopListening = form.subscribe({
          name: keys,
          exact: true,
          formState: { values: true },
          callback: ({ values }) => apply(values),
        });
      }
    };
    apply(form.getValues());
    listen();
    applyRef.current = () => {
      apply(form.getValues());
      listen();
    };
    // Live validation's first check is a whole one, which also builds its dependency map. It
    // runs as soon as the code arrives, on the answers as they are, so it is not the first
    // key's work: that key re-checks only the rules that read it.
    let current = true;
    if (validating && !liveValidationCode) {
      void loadLiveValidation().then((loaded) => {
        if (loaded && current) apply(form.getValues());
      });
    }
    return () => {
      current = false;
      stopListening?.();
    };
  }, [form, validating, validate, hostState, refused]);
  return useCallback(() => applyRef.current(), []);
}

/** The server's messages per question, with the answer it refused. */
type RefusedAnswers = Record<string, { messages: readonly string[]; answer: string }>;

/** Adds the server's messages of questions whose answer has not changed since; drops the rest. */
function withRefused(
  errors: ValidationErrors,
  values: Answers,
  refused: { current: RefusedAnswers },
): ValidationErrors {
  const merged = { ...errors };
  for (const [key, { messages, answer }] of Object.entries(refused.current)) {
    if ((values[key] ?? '') !== answer) {
      const { [key]: _changed, ...rest } = refused.current;
      refused.current = rest;
      continue;
    }
    merged[key] = [...new Set([...(merged[key] ?? []), ...messages])];
  }
  return merged;
}

/** Input types whose value is not typed: a change to them is committed at once. */
const CHOICE_INPUT_TYPES = new Set([
  'checkbox',
  'radio',
  'file',
  'button',
  'submit',
  'reset',
  'range',
  'color',
  'image',
  'hidden',
]);

function isTextEntry(element: Element | null): boolean {
  return (
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLInputElement && !CHOICE_INPUT_TYPES.has(element.type))
  );
}

/**
 * Gives `host.onAnswersChange` the answers once per committed change. It listens through a
 * react-hook-form watch subscription, outside render, so reporting re-renders nothing. Typing
 * is held until its field loses focus (or the page is hidden, as on a reload); other changes are
 * reported in a microtask, so the several answers one action clears are reported once.
 */
function useReportAnswers(
  form: ReturnType<typeof useForm<Answers>>,
  host: ApplicationHost,
  rootRef: RefObject<HTMLDivElement | null>,
) {
  const reportsAnswers = host.onAnswersChange !== undefined;
  const hostRef = useRef(host);
  useEffect(() => {
    hostRef.current = host;
  }, [host]);

  useEffect(() => {
    if (!reportsAnswers) return;
    let pending = false;
    let scheduled = false;
    const report = () => {
      scheduled = false;
      if (!pending) return;
      pending = false;
      hostRef.current.onAnswersChange?.(form.getValues());
    };
    const subscription = form.watch(() => {
      pending = true;
      if (isTextEntry(document.activeElement) || scheduled) return;
      scheduled = true;
      queueMicrotask(report);
    });
    const root = rootRef.current;
    root?.addEventListener('focusout', report);
    window.addEventListener('pagehide', report);
    return () => {
      subscription.unsubscribe();
      root?.removeEventListener('focusout', report);
      window.removeEventListener('pagehide', report);
      report();
    };
  }, [form, reportsAnswers, rootRef]);
}

/** Documents, conversions, tabs and counts: from the host's data, fetched when missing. */
function useHostStore(data: ApplicationData, host: ApplicationHost): HostState {
  const [documents, setDocuments] = useState<DocumentAnswers>(data.documents ?? {});
  const [conversions, setConversions] = useState<Record<string, ConversionStatus>>({});
  const [tabs, setTabs] = useState(data.tabs ?? {});
  const [addAnother, setAddAnother] = useState(data.addAnother ?? {});
  const loggedIn = data.client.is_logged_in;
  const given = useRef({ documents: data.documents, tabs: data.tabs, addAnother: data.addAnother });
  const [loadError, setLoadError] = useState<{ error: unknown }>();

  useEffect(() => {
    if (!loggedIn) return;
    let current = true;
    const { documents: hasDocuments, tabs: hasTabs, addAnother: hasCounts } = given.current;
    // A failed load is the host's error boundary's: the form must not go on with the default
    // tabs and counts as if they were the applicant's choices.
    const failed = (error: unknown) => {
      if (current) setLoadError({ error });
    };
    if (!hasDocuments) host.getDocuments().then((d) => current && setDocuments(d), failed);
    if (!hasTabs) host.getTabs().then((t) => current && setTabs(t), failed);
    if (!hasCounts) host.getAddAnother().then((c) => current && setAddAnother(c), failed);
    return () => {
      current = false;
    };
  }, [host, loggedIn]);
  if (loadError) throw loadError.error;

  return useMemo<HostState>(
    () => ({
      documents,
      conversions,
      tabs,
      addAnother,
      setTab: (tabId, chosen) => setTabs((previous) => ({ ...previous, [tabId]: chosen })),
      setCount: (buttonId, count) =>
        setAddAnother((previous) => ({ ...previous, [buttonId]: count })),
      setConversion: (key, status) =>
        setConversions((previous) => {
          const { [key]: _dropped, ...rest } = previous;
          return status === undefined ? rest : { ...rest, [key]: status };
        }),
      refreshDocuments: async () => {
        if (loggedIn) setDocuments(await host.getDocuments());
      },
      refreshConversions: async (keys) => {
        if (!loggedIn) return;
        const reports = await Promise.all(
          keys.map(
            async (key) => [key, conversionReport(await host.getConversionStatus(key))] as const,
          ),
        );
        setConversions((previous) => {
          const next = { ...previous };
          for (const [key, { status }] of reports) {
            if (status === 'NOT_ANSWERED' || status === 'COMPLETED') delete next[key];
            else next[key] = status;
          }
          return next;
        });
      },
    }),
    [documents, conversions, tabs, addAnother, host, loggedIn],
  );
}
