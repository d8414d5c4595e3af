import type { QueryClient } from '@tanstack/react-query';
import { createContext, use } from 'react';

/**
 * The portal's query cache, downloaded with the first part of the portal that needs data: a
 * logged-in session (its profile), the form, the inactivity time-out or a log in. A visitor on
 * the account screens never downloads TanStack Query's cache at all.
 */
export interface PortalQueries {
  /** The cache once it has loaded; undefined before. */
  readonly current: QueryClient | undefined;
  /** Downloads and creates the cache once; a failed download is tried again on the next call. */
  load(): Promise<QueryClient>;
  /** The cache, for parts that load only after it (their lazy import awaits `load()`). */
  loaded(): QueryClient;
  /** Calls `listener` when the cache arrives and on every change in it. */
  subscribe(listener: () => void): () => void;
}

export function createPortalQueries(create: () => Promise<QueryClient>): PortalQueries {
  let current: QueryClient | undefined;
  let loading: Promise<QueryClient> | undefined;
  const waiting = new Set<() => void>();
  return {
    get current() {
      return current;
    },
    load() {
      loading ??= create().then(
        (client) => {
          current = client;
          for (const listener of waiting) listener();
          waiting.clear();
          return client;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded() {
      if (!current) throw new Error('The query cache is used before it has loaded.');
      return current;
    },
    subscribe(listener) {
      let subscribed = true;
      // A component creating a query while it renders changes the cache: tell the listener
      // after that render, not inside it, on the same timer TanStack Query's own hooks are
      // told on (its notifyManager's), so the session sees changes when the form's hooks do.
      const changed = () =>
        setTimeout(() => {
          if (subscribed) listener();
        }, 0);
      let unsubscribe = current?.getQueryCache().subscribe(changed);
      const watch = () => {
        unsubscribe = current?.getQueryCache().subscribe(changed);
        listener();
      };
      if (!current) waiting.add(watch);
      return () => {
        subscribed = false;
        waiting.delete(watch);
        unsubscribe?.();
      };
    },
  };
}

export const PortalQueriesContext = createContext<PortalQueries | null>(null);

export function usePortalQueries(): PortalQueries {
  const queries = use(PortalQueriesContext);
  if (!queries) throw new Error('usePortalQueries() needs a <PortalQueriesContext> above it.');
  return queries;
}
