import {
  createApplyKitHost,
  errorMessage,
  isUnauthorized,
  ServerError,
  type ApplyKitHost,
  type LoadedApplication,
} from '@applykit/admissions-form/applykit-api';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../api/calls';
import { hostCache, queryKeys } from '../api/queryClient';
import type { Answers, ValidationErrors } from '../api/types';
import { loadFormPagePaths } from '../routes/formPagePaths';
import { routePaths } from '../routes/paths';
import { useSession } from '../session/SessionProvider';
import { anonymousAnswers, hasAnswers } from './anonymousAnswers';
import { useApplicationAnswers } from './AnswersProvider';
import { statusTexts } from './statusTexts';

function scrollToTop() {
  window.scrollTo({ top: 0 });
}

/**
 * Offline, or with no reply at all (a restarting server, a network that dropped unnoticed),
 * saying why helps more than the generic text, which tells an applicant to come back later.
 */
function failureMessage(error: unknown): string {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return statusTexts.offlineReason;
  }
  return error instanceof ServerError && error.status === undefined
    ? statusTexts.unreachable
    : errorMessage(error);
}

export interface ApplicationActions {
  /** PUT /api/answer for a logged-in user; a visitor's answers stay in the browser. */
  saveAnswers: (answers: Answers) => Promise<void>;
  /** The current error map of the whole application. */
  validate: (answers: Answers) => Promise<ValidationErrors>;
  postValidations: (errors: ValidationErrors) => Promise<void>;
  /** Top navigation link. */
  goToPage: (target: string) => Promise<void>;
  /** Next-page button; `state` may name a field to focus on arrival. */
  nextPage: (target: string, state?: { focusKey?: string }) => Promise<void>;
  /** Save and Continue; without a target it saves and stays. */
  saveAndContinue: (target?: string) => Promise<void>;
  /** Submit; `saved` when the caller has just saved these answers. */
  submit: (options?: { saved?: boolean }) => Promise<void>;
  /** The form package's host on the API, whose calls these actions make. */
  host: ApplyKitHost;
}

/** The rules come with the form's chunk, never with the account screens' first load. */
async function runRules(answers: Answers, loaded: Partial<LoadedApplication>) {
  const { portalFormErrors } = await import('../form/partnerForm');
  return portalFormErrors(answers, loaded);
}

/** The longest a submit with errors waits for the first page to be drawn. */
const ARRIVAL_WAIT_MS = 1000;

/** The host's side of every form button: saving, validating, moving and submitting. */
export function useApplicationActions(): ApplicationActions {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { snapshot, setWebStatus, markPageChanged } = useSession();
  const { current, saveStatus } = useApplicationAnswers();
  const isLoggedIn = snapshot.is_logged_in;

  const webStatus = useRef(snapshot.web_status);
  useEffect(() => {
    webStatus.current = snapshot.web_status;
  });

  // The router draws a new page in a transition, after updates such as a new status; a move
  // the host waits for settles once the page it went to is drawn (or this one is gone), or
  // after a second at most.
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  const arrival = useRef<{ path: string; settle: () => void } | null>(null);
  useEffect(() => {
    shownPath.current = pathname;
    if (arrival.current?.path !== pathname) return;
    arrival.current.settle();
    arrival.current = null;
  }, [pathname]);
  useEffect(() => () => arrival.current?.settle(), []);
  const arriveAt = useCallback(
    (path: string) =>
      new Promise<void>((settle) => {
        if (path !== shownPath.current) {
          arrival.current = { path, settle };
          setTimeout(settle, ARRIVAL_WAIT_MS);
        } else settle();
        navigate(path);
      }),
    [navigate],
  );

  const host = useMemo(
    () =>
      createApplyKitHost({
        client: api,
        cache: hostCache(queryClient),
        validate: runRules,
        webStatus: () => webStatus.current,
        setWebStatus,
        currentAnswers: current,
        // The first page is the definition's, loaded with the rules the submit has just run.
        paths: {
          firstPage: async () => (await loadFormPagePaths())[0]!,
          completion: routePaths.completion,
        },
        // The submit's moves: to the first page with errors, or to the completion page.
        navigate: (path) => {
          const arrived = arriveAt(path);
          scrollToTop();
          return arrived;
        },
        // The form's host (useApplicationHost) shows its own toasts.
        notifyError: () => undefined,
      }),
    [queryClient, setWebStatus, current, arriveAt],
  );

  // A failed save or submit is shown above the form with a retry, not on the error screen:
  // the page and what was typed stay. Offline, they fail at once: the applicant is told, and
  // the answers are saved on return.
  // The retries of a failure call the newest actions.
  const latest = useRef<ApplicationActions | null>(null);

  /**
   * Runs `run`; a failure other than a 401 is shown with `again` as its retry, and rethrown.
   * A 409 means the application was submitted elsewhere (another tab or device): no retry can
   * save, so the profile is read again and the applicant taken to /completion, which says so.
   */
  const reported = useCallback(
    async (kind: 'save' | 'submit', run: () => Promise<void>, again: () => Promise<void>) => {
      try {
        await run();
      } catch (error) {
        if (error instanceof ServerError && error.status === 409) {
          void queryClient.refetchQueries({ queryKey: queryKeys.profile });
        } else if (!isUnauthorized(error)) {
          saveStatus.fail(kind, failureMessage(error), again);
        }
        throw error;
      }
    },
    [saveStatus, queryClient],
  );

  const saveAnswers = useCallback(
    async (answers: Answers) => {
      if (!isLoggedIn) {
        anonymousAnswers.write(answers);
        return;
      }
      await reported(
        'save',
        () => host.saveAnswers(answers),
        () => latest.current!.saveAnswers(current()),
      );
      saveStatus.succeed();
    },
    [isLoggedIn, host, reported, current, saveStatus],
  );

  // A visitor's rules run without documents: they have none on the server.
  const validate = useCallback(
    (answers: Answers) => (isLoggedIn ? host.validate(answers) : runRules(answers, {})),
    [host, isLoggedIn],
  );

  const postValidations = useCallback(
    async (errors: ValidationErrors) => {
      if (!isLoggedIn) return;
      await reported(
        'save',
        () => host.postValidations(errors),
        () => latest.current!.postValidations(errors),
      );
    },
    [isLoggedIn, host, reported],
  );

  const moveTo = useCallback(
    (target: string, state?: { focusKey?: string }) => {
      markPageChanged();
      navigate(target, { state });
      scrollToTop();
    },
    [markPageChanged, navigate],
  );

  const goToPage = useCallback(
    async (target: string) => {
      const answers = current();
      if (!isLoggedIn) {
        if (hasAnswers(answers)) navigate(routePaths.signup, { state: { answers } });
        else navigate(target);
        return;
      }
      await Promise.all([saveAnswers(answers), validate(answers).then(postValidations)]);
      moveTo(target);
    },
    [current, isLoggedIn, navigate, saveAnswers, postValidations, validate, moveTo],
  );

  // While validating, the form itself posts the error map with every save; otherwise the
  // host does, so the server always holds the errors of the page just left.
  const validating = snapshot.web_status === 'validating';
  const nextPage = useCallback(
    async (target: string, state?: { focusKey?: string }) => {
      if (isLoggedIn && !validating) await postValidations(await validate(current()));
      moveTo(target, state);
    },
    [isLoggedIn, validating, postValidations, validate, current, moveTo],
  );

  const saveAndContinue = useCallback(
    async (target?: string) => {
      const answers = current();
      if (isLoggedIn) {
        await Promise.all([saveAnswers(answers), validate(answers).then(postValidations)]);
        if (target) moveTo(target);
        else scrollToTop();
        return;
      }
      if (hasAnswers(answers)) navigate(routePaths.signup, { state: { answers } });
      else if (target) navigate(target);
      scrollToTop();
    },
    [current, isLoggedIn, saveAnswers, postValidations, validate, moveTo, navigate],
  );

  /**
   * A second submit while one is on its way (a double click) joins the first. A failure at any
   * step is shown with a retry that submits again, saving first.
   */
  const submitting = useRef<Promise<void> | null>(null);
  const submit = useCallback(
    (options?: { saved?: boolean }) => {
      if (!isLoggedIn) {
        navigate(routePaths.signup, { state: { answers: current() } });
        return Promise.resolve();
      }
      submitting.current ??= reported(
        'submit',
        () => host.submit(current(), options),
        () => latest.current!.submit(),
      )
        .then(() => saveStatus.succeed())
        .finally(() => {
          submitting.current = null;
        });
      return submitting.current;
    },
    [isLoggedIn, navigate, current, host, reported, saveStatus],
  );

  const actions = useMemo<ApplicationActions>(
    () => ({
      saveAnswers,
      validate,
      postValidations,
      goToPage,
      nextPage,
      saveAndContinue,
      submit,
      host,
    }),
    [saveAnswers, validate, postValidations, goToPage, nextPage, saveAndContinue, submit, host],
  );
  useEffect(() => {
    latest.current = actions;
  });
  return actions;
}
