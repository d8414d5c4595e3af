// Where the host keeps what it loads, apart from the host: an app's first screen shares the
// cache (its session posts the web status through it) without loading the host.

/** What the host loads and keeps, by the name a cache knows it by. */
export type ApplyKitData = 'profile' | 'tabs' | 'add-another' | 'document-answer';

/**
 * Where the host keeps what it loaded, so the rest of an app can share it (a page that shows
 * the documents, a completion page that reads the profile). The built-in one is a plain map;
 * an app on TanStack Query hands over its query cache with the names as query keys.
 */
export interface ApplyKitHostCache {
  /** The kept value, or what `fetch` loads (always loads when `fresh`). */
  load<T>(name: ApplyKitData, fetch: () => Promise<T>, options?: { fresh?: boolean }): Promise<T>;
  read<T>(name: ApplyKitData): T | undefined;
  change<T>(name: ApplyKitData, update: (current: T | undefined) => T | undefined): void;
  /** The kept value is out of date: the next `load` fetches it again. */
  invalidate(name: ApplyKitData): Promise<void>;
}

/** A cache of its own for a host that shares nothing with the rest of the app. */
export function createMemoryCache(): ApplyKitHostCache {
  const kept = new Map<ApplyKitData, unknown>();
  return {
    async load<T>(name: ApplyKitData, fetch: () => Promise<T>, options?: { fresh?: boolean }) {
      if (!options?.fresh && kept.has(name)) return kept.get(name) as T;
      const value = await fetch();
      kept.set(name, value);
      return value;
    },
    read: <T>(name: ApplyKitData) => kept.get(name) as T | undefined,
    change<T>(name: ApplyKitData, update: (current: T | undefined) => T | undefined) {
      const value = update(kept.get(name) as T | undefined);
      if (value === undefined) kept.delete(name);
      else kept.set(name, value);
    },
    invalidate: async (name) => {
      kept.delete(name);
    },
  };
}
