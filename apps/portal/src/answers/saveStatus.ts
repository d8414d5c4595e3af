import { useSyncExternalStore } from 'react';

/** What the applicant is told about the fate of their answers, above the form. */
export interface SaveStatusState {
  /** The last save or submit failed: shown with a way to try again. */
  failure: { kind: 'save' | 'submit'; message: string } | null;
  /** Answers this browser kept from an earlier visit were put back into the form. */
  restoredDraft: boolean;
  /** Answers typed before logging in were left out: the account already had its own. */
  visitorAnswersSetAside: boolean;
  /** The browser has no network. */
  offline: boolean;
  /** Answers kept while offline were saved when the network came back. */
  savedOnReturn: boolean;
}

export type SaveStatus = ReturnType<typeof createSaveStatus>;

/**
 * One page's save status, a small store so that the banner re-renders on a change and the
 * form's host, which only reports to it, never does.
 */
export function createSaveStatus() {
  let state: SaveStatusState = {
    failure: null,
    restoredDraft: false,
    visitorAnswersSetAside: false,
    offline: typeof navigator !== 'undefined' && navigator.onLine === false,
    savedOnReturn: false,
  };
  let retry: (() => Promise<void>) | undefined;
  const listeners = new Set<() => void>();
  const set = (next: Partial<SaveStatusState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    get: () => state,
    fail(kind: 'save' | 'submit', message: string, again: () => Promise<void>) {
      retry = again;
      set({ failure: { kind, message }, savedOnReturn: false });
    },
    /** A save or submit went through: the answers are on the server. */
    succeed() {
      retry = undefined;
      if (state.failure || state.restoredDraft || state.visitorAnswersSetAside)
        set({ failure: null, restoredDraft: false, visitorAnswersSetAside: false });
    },
    retry: () => retry?.() ?? Promise.resolve(),
    setRestoredDraft(restoredDraft: boolean) {
      if (state.restoredDraft !== restoredDraft) set({ restoredDraft });
    },
    setVisitorAnswersSetAside(visitorAnswersSetAside: boolean) {
      if (state.visitorAnswersSetAside !== visitorAnswersSetAside) set({ visitorAnswersSetAside });
    },
    setOffline(offline: boolean) {
      if (state.offline !== offline) set({ offline, savedOnReturn: false });
    },
    setSavedOnReturn() {
      set({ savedOnReturn: true });
    },
  };
}

export function useSaveStatusState(status: SaveStatus): SaveStatusState {
  return useSyncExternalStore(status.subscribe, status.get, status.get);
}
