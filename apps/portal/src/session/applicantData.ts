import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api/queryClient';
import type { Profile } from '../api/types';
import type { ReadValue, ReturningRead } from './returningReads';

/**
 * Loads the profile into the cache with the tabs chosen and the add-another counts, all read
 * together: a form step drawn once the profile is in is drawn with them, not first with the
 * definition's defaults and again when they arrive. Kept values are not overwritten: they are
 * the form's own, newer than the server's reply. A failed read of the tabs or the counts is
 * left to the form, which reads what it was not given (and shows its own error if that fails
 * too); pages that need neither are not held up by it.
 */
export async function loadApplicantData(
  client: QueryClient,
  read: <Name extends ReturningRead>(name: Name) => Promise<ReadValue<Name>>,
): Promise<Profile> {
  const [profile, tabs, addAnother] = await Promise.allSettled([
    read('profile'),
    read('tabs'),
    read('addAnother'),
  ]);
  if (tabs.status === 'fulfilled' && client.getQueryData(queryKeys.tabs) === undefined)
    client.setQueryData(queryKeys.tabs, tabs.value);
  if (addAnother.status === 'fulfilled' && client.getQueryData(queryKeys.addAnother) === undefined)
    client.setQueryData(queryKeys.addAnother, addAnother.value);
  if (profile.status === 'rejected') throw profile.reason;
  return profile.value;
}
