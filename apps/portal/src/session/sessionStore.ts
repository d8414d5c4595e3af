import { useSyncExternalStore } from 'react';
import { identityCookiePrefix } from '../config';

function identityCookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((pair) => pair.trim().split('=')[0] ?? '')
    .filter((name) => name.startsWith(identityCookiePrefix));
}

function hasIdentityCookie(): boolean {
  return identityCookieNames().length > 0;
}

const listeners = new Set<() => void>();
let loggedIn = typeof document === 'undefined' ? false : hasIdentityCookie();

function emit() {
  for (const listener of listeners) listener();
}

/**
 * Whether the user is logged in (an identity cookie exists). The cookie is read
 * when the portal starts and again after each account action, not on every render.
 */
export const sessionStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isLoggedIn: () => loggedIn,
  /** After a log in: the server has just set the cookie. */
  refresh() {
    const next = hasIdentityCookie();
    if (next === loggedIn) return;
    loggedIn = next;
    emit();
  },
  /**
   * After a log out or a 401. The readable cookie is expired here too: a stale one would make
   * the portal ask for the profile again, get another 401, and loop.
   */
  end() {
    for (const name of identityCookieNames()) {
      document.cookie = `${name}=; Max-Age=0; Path=/`;
    }
    if (!loggedIn) return;
    loggedIn = false;
    emit();
  },
};

export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.isLoggedIn, () => false);
}
