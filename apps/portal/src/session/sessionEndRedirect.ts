/**
 * Where the portal sends the applicant when a call finds the session over. The query client
 * is made before the router renders, so the router plugs its navigation in.
 */
export interface SessionEndRedirect {
  /** Goes to /login with `message`, once the router has plugged in. */
  go(message: string): void;
  plug(toLogin: ((message: string) => void) | undefined): void;
}

export function createSessionEndRedirect(): SessionEndRedirect {
  let toLogin: ((message: string) => void) | undefined;
  return {
    go: (message) => toLogin?.(message),
    plug: (next) => {
      toLogin = next;
    },
  };
}
