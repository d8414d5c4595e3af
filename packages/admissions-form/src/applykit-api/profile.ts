import type { Profile, WebStatus } from '@applykit/api-contract';

/** What the client knows about the session, read by the form and by a host's route guards. */
export interface ClientSnapshot {
  web_status: WebStatus | null;
  last_page: string | null;
  is_logged_in: boolean;
  username: string;
  is_service_user: boolean;
  num_logins: number;
  has_changed_page: boolean;
}

const statusByCount: readonly (WebStatus | null)[] = [null, 'started', 'validating', 'submitted'];

/**
 * The web status is the number of distinct statuses the profile lists, not the
 * last one: 0 none, 1 started, 2 validating, 3 submitted.
 */
export function deriveWebStatus(items: Profile['web_status']): WebStatus | null {
  const distinct = new Set(items.map((item) => item.web_status)).size;
  return statusByCount[Math.min(distinct, 3)] ?? null;
}

/** The profile lists one entry per successful log in; a logged-in user has at least one. */
export function countLogins(profile: Pick<Profile, 'successful_login'>): number {
  return Math.max(1, profile.successful_login.length);
}

export interface SnapshotSources {
  isLoggedIn: boolean;
  isServiceUser: boolean;
  hasChangedPage: boolean;
  profile: Profile | undefined;
}

export function buildSnapshot({
  isLoggedIn,
  isServiceUser,
  hasChangedPage,
  profile,
}: SnapshotSources): ClientSnapshot {
  const known = isLoggedIn && profile ? profile : undefined;
  return {
    web_status: known ? deriveWebStatus(known.web_status) : null,
    last_page: known?.last_page ?? null,
    is_logged_in: isLoggedIn,
    username: known?.username ?? '',
    is_service_user: isServiceUser,
    num_logins: known ? countLogins(known) : 1,
    has_changed_page: hasChangedPage,
  };
}

const statusOrder: readonly WebStatus[] = ['started', 'validating', 'submitted'];

/**
 * The profile once `webStatus` is reached, as the server lists it after the post. Every
 * earlier status is listed too, because the status is derived from how many there are.
 */
export function withWebStatus(profile: Profile, webStatus: WebStatus): Profile {
  const reached = statusOrder.slice(0, statusOrder.indexOf(webStatus) + 1);
  const missing = reached.filter(
    (status) => !profile.web_status.some((item) => item.web_status === status),
  );
  if (missing.length === 0) return profile;
  return {
    ...profile,
    web_status: [...profile.web_status, ...missing.map((status) => ({ web_status: status }))],
  };
}
