import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api/calls';
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

function scrollToTop() {
  window.scrollTo({ top: 0 });
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
  const { current } = useApplicationAnswers();
  const isLoggedIn = snapshot.is_logged_in;

  const { mutateAsync: putAnswers } = useMutation({
    mutationFn: api.saveAnswers,
    onSuccess: (_reply, answer) =>
      queryClient.setQueryData<Profile>(queryKeys.profile, (profile) =>
        profile ? { ...profile, answer } : profile,
      ),
  });
  const { mutateAsync: putValidations } = useMutation({ mutationFn: api.postValidations });
  const { mutateAsync: postSubmit } = useMutation({ mutationFn: api.submit });

  const saveAnswers = useCallback(
    async (answers: Answers) => {
      if (isLoggedIn) await putAnswers(answers);
      else anonymousAnswers.write(answers);
    },
    [isLoggedIn, putAnswers],
  );

  // The rules come with the form's chunk, never with the account screens' first load.
  const validate = useCallback(
    async (answers: Answers) => {
      const [{ validateApplication }, { portalPartner }] = await Promise.all([
        import('@applykit/admissions-form/validate'),
        import('../form/partner'),
      ]);
      return validateApplication(answers, {
        now: new Date(),
        partner: portalPartner,
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
      if (isLoggedIn) await putValidations(errors);
    },
    [isLoggedIn, putValidations],
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

  const submit = useCallback(
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

  return { saveAnswers, validate, postValidations, goToPage, nextPage, saveAndContinue, submit };
}
