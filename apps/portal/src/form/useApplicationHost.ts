import { AnswersRefusedError, type ErrorNoticeOptions } from '@applykit/admissions-form';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api/calls';
import { ServerError } from '../api/errors';
import { queryKeys } from '../api/queryClient';
import type {
  AddAnotherCounts,
  Answers,
  DocumentAnswers,
  LookupCategory,
  TabChoices,
} from '../api/types';
import { useApplicationAnswers } from '../answers/AnswersProvider';
import { useApplicationActions } from '../answers/useApplicationActions';
import { useDocuments } from '../documents/useDocuments';
import { findDetail, findSuggestions } from '../lookup/lookup';
import { isFormStep } from '../routes/paths';
import { useNotify } from '../notifications/useNotify';
import { useSession } from '../session/SessionProvider';
import { sessionStore } from '../session/sessionStore';

/** A save or submit the server refused by question: the form shows each message on its question. */
async function refusedByQuestion(call: Promise<void>): Promise<void> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ServerError && error.errors) {
      throw new AnswersRefusedError(error.errors, error.message);
    }
    throw error;
  }
}

/**
 * The portal's side of the form's host interface: every call of platform §7 the form needs,
 * through the query cache so that pages share what one has loaded.
 */
export function useApplicationHost() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const answers = useApplicationAnswers();
  const actions = useApplicationActions();
  const documents = useDocuments(actions.saveAnswers);
  const isLoggedIn = useSession().snapshot.is_logged_in;

  return useMemo(
    () => ({
      saveAnswers: (next: Answers) => {
        answers.update(next);
        return refusedByQuestion(actions.saveAnswers(next));
      },
      postValidations: actions.postValidations,
      // The form saves right before it asks to submit.
      submitApplication: async (next: Answers) => {
        answers.update(next);
        await refusedByQuestion(actions.submit({ saved: true }));
      },
      onAnswersChange: answers.update,

      getTabs: () => queryClient.fetchQuery({ queryKey: queryKeys.tabs, queryFn: api.tabs }),
      putTab: async ({ tabId, chosenTab }: { tabId: string; chosenTab: string }) => {
        const tabs = await api.saveTab(tabId, chosenTab);
        queryClient.setQueryData<TabChoices>(queryKeys.tabs, (current) => ({
          ...current,
          ...tabs,
          [tabId]: chosenTab,
        }));
      },
      getAddAnother: () =>
        queryClient.fetchQuery({ queryKey: queryKeys.addAnother, queryFn: api.addAnother }),
      putAddAnother: async ({
        buttonId,
        numComponents,
      }: {
        buttonId: string;
        numComponents: number;
      }) => {
        const counts = await api.saveAddAnother(buttonId, numComponents);
        queryClient.setQueryData<AddAnotherCounts>(queryKeys.addAnother, (current) => ({
          ...current,
          ...counts,
          [buttonId]: numComponents,
        }));
      },

      // The form asks when it needs the server's copy (after a failure, a reset, a change),
      // so this always asks the server; the cache is only what it shares with other pages.
      getDocuments: () =>
        queryClient.fetchQuery<DocumentAnswers>({
          queryKey: queryKeys.documentAnswers,
          queryFn: api.documentAnswers,
          staleTime: 0,
        }),
      uploadDocument: async (key: string, file: File) => {
        await documents.upload(key, file, answers.current());
      },
      getConversionStatus: documents.conversionStatus,
      deleteDocument: documents.remove,
      deleteConversion: documents.deleteConversion,

      lookupSuggestions: (text: string, category: LookupCategory) =>
        findSuggestions(text, category),
      lookupDetail: (suggestion: { id: string; text: string }, category: LookupCategory) =>
        findDetail(suggestion, category),

      navigate: (path: string, state?: { answers?: Answers; focusKey?: string }) => {
        if (state?.answers) answers.update(state.answers);
        if (isFormStep(path)) {
          // A failure is shown above the form with its retry; the page stays.
          actions
            .nextPage(path, state?.focusKey ? { focusKey: state.focusKey } : undefined)
            .catch(() => undefined);
        } else navigate(path, { state });
      },
      // Named by its own words, so two failures of the form are two toasts, a repeat of one
      // replaces it, and the form can take it away once put right. Its reset is the toast's
      // Reset button.
      notifyError: (message: string, options?: ErrorNoticeOptions) => {
        // A call that failed because the session ended (a 401) has already taken the applicant
        // to /login with the session message; the form's toast would follow them there.
        if (isLoggedIn && !sessionStore.isLoggedIn()) return;
        notify.error(message, message, options);
      },
      dismissError: (message: string) => notify.clear(message),
    }),
    [queryClient, navigate, notify, answers, actions, documents, isLoggedIn],
  );
}
