// The web-status post, apart from the host: an app's session posts the first status before
// any form is shown, and need not load the host for it.
import type { Profile, WebStatus } from '@applykit/api-contract';
import type { ApplyKitHostCache } from './cache';
import type { ApplyKitClient } from './client';
import { ServerError } from './errors';
import { withWebStatus } from './profile';

/** The web-status post is the one call retried (twice) before it fails. */
export const WEB_STATUS_RETRIES = 2;

/**
 * Posts a new web status (retried twice) with the kept profile updated at once; if the server
 * does not record it, the kept status goes back, so a retry posts it again. The host's default
 * `setWebStatus`, and there for an app whose session posts the first status itself.
 */
export async function recordWebStatus(
  client: Pick<ApplyKitClient, 'postWebStatus'>,
  cache: ApplyKitHostCache,
  webStatus: WebStatus,
): Promise<void> {
  const before = cache.read<Profile>('profile')?.web_status;
  cache.change<Profile>('profile', (profile) =>
    profile ? withWebStatus(profile, webStatus) : profile,
  );
  for (let attempt = 0; ; attempt += 1) {
    try {
      await client.postWebStatus(webStatus);
      return;
    } catch (error) {
      if (attempt < WEB_STATUS_RETRIES && !(error instanceof ServerError && error.status === 401))
        continue;
      if (before)
        cache.change<Profile>('profile', (profile) =>
          profile ? { ...profile, web_status: before } : profile,
        );
      throw error;
    }
  }
}
