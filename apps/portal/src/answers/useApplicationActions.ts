import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api/calls';
import { errorMessage, isUnauthorized } from '../api/errors';
import { queryKeys } from '../api/queryClient';
import type {
  AddAnotherCounts,
  Answers,
  DocumentAnswers,
  Profile,
  TabChoices,
  ValidationErrors,
} from '../api/types';
import { defaultRoute, routePaths } from '../routes/paths';
import { useSession } from '../session/SessionProvider';
import { anonymousAnswers, hasAnswers } from './anonymousAnswers';
import { useApplicationAnswers } from './AnswersProvider';
import { statusTexts } from './statusTexts';

function scrollToTop() {
  window.scrollTo({ top: 0 });
}

/** Offline, every call fails the same way; saying why helps more than the generic text. */
function failureMessage(error: unknown): string {
  return typeof navigator !== 'undefined' && navigator.onLine === false
    ? statusTexts.offlineReason
    : errorMessage(error);
}

export interface ApplicationActions {
  /** PUT /api/answer for a logged-in user; a visitor's answers stay in the browser. */
  saveAnswers: (answers: Answers) => Promise<void>;
  /** The current error map of the whole application. */
  validate: (answers: Answers) => Promise<ValidationErrors>;
  postValidations: (errors: ValidationErrors) => Promise<void>;
  /** Top navigation link (platform §2). */
  goToPage: (target: string) => Promise<void>;
  /** Next-page button (platform §4); `state` may name a field to focus on arrival. */
  nextPage: (target: string, state?: { focusKey?: string }) => Promise<void>;
  /** Save and Continue (platform §4); without a target it saves and stays. */
  saveAndContinue: (target?: string) => Promise<void>;
  /** Submit (platform §4); `saved` when the caller has just saved these answers. */
  submit: (options?: { saved?: boolean }) => Promise<void>;
}

/** The host's side of every form button: saving, validating, moving and submitting. */
export function useApplicationActions(): ApplicationActions {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { snapshot, setWebStatus, markPageChanged } = useSession();
  const { current, saveStatus } = useApplicationAnswers();
  const isLoggedIn = snapshot.is_logged_in;

  // A failed save or submit is shown above the form with a retry, not on the error screen:
  // the page and what was typed stay. Offline, they fail at once rather than wait unseen
  // (react-query would pause them): the applicant is told, and the answers are saved on return.
  const reportedMutation = { throwOnError: false, networkMode: 'always' } as const;
  const { mutateAsync: putAnswers } = useMutation({
    mutationFn: api.saveAnswers,
    ...reportedMutation,
    onSuccess: (_reply, answer) =>
      queryClient.setQueryData<Profile>(queryKeys.profile, (profile) =>
        profile ? { ...profile, answer } : profile,
      ),
  });
  const { mutateAsync: putValidations } = useMutation({
    mutationFn: api.postValidations,
    ...reportedMutation,
  });
  const { mutateAsync: postSubmit } = useMutation({ mutationFn: api.submit, ...reportedMutation });

  // The retries of a failure call the newest actions.
  const latest = useRef<ApplicationActions | null>(null);

  /** Runs `run`; a failure other than a 401 is shown with `again` as its retry, and rethrown. */
  const reported = useCallback(
    async (kind: 'save' | 'submit', run: () => Promise<void>, again: () => Promise<void>) => {
      try {
        await run();
      } catch (error) {
        if (!isUnauthorized(error)) saveStatus.fail(kind, failureMessage(error), again);
        throw error;
      }
    },
    [saveStatus],
  );

  const saveAnswers = useCallback(
    async (answers: Answers) => {
      if (!isLoggedIn) {
        anonymousAnswers.write(answers);
        return;
      }
      await reported(
        'save',
        () => putAnswers(answers).then(() => undefined),
        () => latest.current!.saveAnswers(current()),
      );
      saveStatus.succeed();
    },
    [isLoggedIn, putAnswers, reported, current, saveStatus],
  );

  // The rules come with the form's chunk, never with the account screens' first load.
  const validate = useCallback(
    async (answers: Answers) => {
      const [{ validateApplication }, { portalForm }] = await Promise.all([
        import('@applykit/admissions-form/validate'),
        import('../form/partnerForm'),
      ]);
      return validateApplication(answers, {
        now: new Date(),
        definition: portalForm.definition,
        partner: portalForm.partner,
        ...(portalForm.validators && { validators: portalForm.validators }),
        // Fetched, not read from the cache: an upload only marks the cached map stale, and
        // nothing observes it to refetch, so a just-uploaded document would count as missing.
        documents: isLoggedIn
          ? await queryClient.fetchQuery<DocumentAnswers>({
              queryKey: queryKeys.documentAnswers,
              queryFn: api.documentAnswers,
            })
          : undefined,
        tabs: queryClient.getQueryData<TabChoices>(queryKeys.tabs),
        addAnother: queryClient.getQueryData<AddAnotherCounts>(queryKeys.addAnother),
      });
    },
    [queryClient, isLoggedIn],
  );

  const postValidations = useCallback(
    async (errors: ValidationErrors) => {
      if (!isLoggedIn) return;
      await reported(
        'save',
        () => putValidations(errors).then(() => undefined),
        () => latest.current!.postValidations(errors),
      );
    },
    [isLoggedIn, putValidations, reported],
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

  const submitting = useRef<Promise<void> | null>(null);
  const submitOnce = useCallback(
    async ({ saved = false }: { saved?: boolean } = {}) => {
      const answers = current();
      if (!isLoggedIn) {
        navigate(routePaths.signup, { state: { answers } });
        return;
      }
      if (!saved) await saveAnswers(answers);
      if (snapshot.web_status === 'started') await setWebStatus('validating');
      const errors = await validate(answers);
      await postValidations(errors);
      if (Object.keys(errors).length > 0) {
        navigate(defaultRoute);
        scrollToTop();
        return;
      }
      await postSubmit();
      // Platform §4: the status is posted as submitted and set locally. The server has already
      // recorded it inside /api/submit and answers this post as a repeat of that fact.
      await setWebStatus('submitted');
      navigate(routePaths.completion);
      scrollToTop();
    },
    [
      current,
      isLoggedIn,
      navigate,
      saveAnswers,
      snapshot.web_status,
      setWebStatus,
      validate,
      postValidations,
      postSubmit,
    ],
  );

  /**
   * A second submit while one is on its way (a double click) joins the first. A failure at any
   * step is shown with a retry that submits again, saving first.
   */
  const submit = useCallback(
    (options?: { saved?: boolean }) => {
      submitting.current ??= reported(
        'submit',
        () => submitOnce(options),
        () => latest.current!.submit(),
      )
        .then(() => saveStatus.succeed())
        .finally(() => {
          submitting.current = null;
        });
      return submitting.current;
    },
    [submitOnce, reported, saveStatus],
  );

  const actions = useMemo<ApplicationActions>(
    () => ({ saveAnswers, validate, postValidations, goToPage, nextPage, saveAndContinue, submit }),
    [saveAnswers, validate, postValidations, goToPage, nextPage, saveAndContinue, submit],
  );
  useEffect(() => {
    latest.current = actions;
  });
  return actions;
}
