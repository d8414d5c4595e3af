import { ApplicationForm, type PageId } from '@applykit/admissions-form';
import {
  buildSnapshot,
  createApplyKitClient,
  createApplyKitHost,
} from '@applykit/admissions-form/applykit-api';
import {
  transferApplication,
  validateApplication,
  type ApplicationDefinition,
} from '@applykit/admissions-form/validate';
import type { Profile } from '@applykit/api-contract';
import { useMemo } from 'react';

/** Your definition: the built-in transfer application here, yours in practice. */
const definition: ApplicationDefinition = transferApplication;

/** One client for the whole app: every call of the ApplyKit API your server answers. */
export const applyKit = createApplyKitClient({
  baseUrl: 'https://apply.riverbend.example.edu',
  // Any call that meets a 401: the session is over.
  onSessionEnded: () => window.location.assign('/login'),
});

export interface RiverbendApplicationProps {
  page: PageId;
  /** GET /api/profile, e.g. `await applyKit.profile()` once logged in. */
  profile: Profile;
  /** Your router's navigation: steps, `/signup`, `/completion`. */
  go: (path: string) => void;
  /** Your toasts. */
  showError: (message: string) => void;
}

/** The application of a logged-in applicant, on the ApplyKit API, with your definition. */
export function RiverbendApplication({ page, profile, go, showError }: RiverbendApplicationProps) {
  const client = buildSnapshot({
    isLoggedIn: true,
    isServiceUser: false,
    hasChangedPage: false,
    profile,
  });
  const host = useMemo(
    () =>
      createApplyKitHost({
        client: applyKit,
        // The same rules as the server's, run before a submit.
        validate: async (answers, loaded) =>
          validateApplication(answers, {
            now: new Date(),
            definition,
            ...loaded,
          }),
        webStatus: () => client.web_status,
        navigate: go,
        notifyError: showError,
      }),
    [client.web_status, go, showError],
  );
  return (
    <ApplicationForm
      page={page}
      definition={definition}
      host={host}
      data={{ answers: profile.answer, client }}
    />
  );
}
