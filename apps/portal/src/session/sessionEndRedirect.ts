/**
 * Where the portal sends the applicant when a call finds the session over. The query client
 * is made before the router renders, so the router plugs its navigation in.
 */
export interface SessionEndRedirect {
  /**
   * Goes to /login with `message`: at once, or when the router plugs in (a read started with
   * the portal can find the session over before the first render).
   */
  go(message: string): void;
  plug(toLogin: ((message: string) => void) | undefined): void;
}

export function createSessionEndRedirect(): SessionEndRedirect {
  let toLogin: ((message: string) => void) | undefined;
  let waiting: string | undefined;
  return {
    go: (message) => {
      if (toLogin) toLogin(message);
      else waiting = message;
    },
    plug: (next) => {
      toLogin = next;
      if (!next || waiting === undefined) return;
      const message = waiting;
      waiting = undefined;
      next(message);
    },
  };
}
