/**
 * Where the query client sends the applicant when a call finds the session over (platform §2,
 * §8). The client is made before the router renders, so the router plugs its navigation in.
 */
export interface SessionEndRedirect {
  /** Goes to /login with the session message, once the router has plugged in. */
  go(): void;
  plug(toLogin: (() => void) | undefined): void;
}

export function createSessionEndRedirect(): SessionEndRedirect {
  let toLogin: (() => void) | undefined;
  return {
    go: () => toLogin?.(),
    plug: (next) => {
      toLogin = next;
    },
  };
}
