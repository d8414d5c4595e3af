import { api } from '../api/calls';
import type { PortalQueries } from '../api/portalQueries';
import { queryKeys } from '../api/queryClient';
import type { Answers, Profile } from '../api/types';
import { anonymousAnswers, hasAnswers } from '../answers/anonymousAnswers';
import { loadApplicantData } from './applicantData';
import { readFromServer } from './returningReads';
import { sessionClock } from './sessionClock';
import { sessionStore } from './sessionStore';
import { countLogins } from '@applykit/admissions-form/applykit-api';

/**
 * After a successful log in: notice the new identity cookie, load the profile (with the tabs
 * and counts the form starts from), and on the
 * account's first log in save the answers typed before it existed. On later
 * log ins the account's saved answers win and the browser's copy is dropped, so an old
 * anonymous draft never overwrites an application; the form page then says the typed answers
 * were not used, so nobody wonders where they went.
 */
export async function finishLogIn(queries: PortalQueries, carried: Answers | undefined) {
  // The cache comes before the session changes, so the logged-in portal has it at once.
  const queryClient = await queries.load();
  // Nothing a previous visitor loaded may leak into this account's view.
  queryClient.removeQueries();
  // A new session: nothing the last one's replies said about its end applies.
  sessionClock.clear();
  sessionStore.refresh();
  const typed = hasAnswers(carried) ? carried : anonymousAnswers.read();
  const profile = await queryClient.fetchQuery({
    queryKey: queryKeys.profile,
    queryFn: () => loadApplicantData(queryClient, readFromServer),
  });
  if (hasAnswers(typed)) {
    if (countLogins(profile) === 1) {
      const answer = { ...profile.answer, ...typed };
      await api.saveAnswers(answer);
      queryClient.setQueryData<Profile>(queryKeys.profile, { ...profile, answer });
    } else {
      anonymousAnswers.markSetAside();
    }
  }
  anonymousAnswers.clear();
}
