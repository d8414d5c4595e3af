import { useEffect, useSyncExternalStore } from 'react';

// The form's page routes come from the partner's definition, which loads with the form: the
// account pages never load it. Kept once loaded, for every component that asks.
let loaded: readonly string[] | null = null;
let loading: Promise<readonly string[]> | null = null;
const listeners = new Set<() => void>();

/** The routes of the form's pages, in order (loads the definition's chunk once). */
export function loadFormPagePaths(): Promise<readonly string[]> {
  loading ??= import('../form/formPages').then(
    ({ formPagePaths }) => {
      loaded = formPagePaths;
      for (const listener of listeners) listener();
      return formPagePaths;
    },
    (error: unknown) => {
      // A chunk that failed to load is asked for again next time.
      loading = null;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The routes of the form's pages once known, else null; `wanted` starts loading them (a form
 * page's own chunk has them already, so this costs nothing more there).
 */
export function useFormPagePaths(wanted: boolean): readonly string[] | null {
  const paths = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => loaded,
  );
  useEffect(() => {
    if (wanted && !loaded) loadFormPagePaths().catch(() => undefined);
  }, [wanted]);
  return paths;
}
