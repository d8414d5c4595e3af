import { api } from '../api/calls';
import type { Profile } from '../api/types';

let started: Promise<Profile> | undefined;

/**
 * A returning applicant's profile, asked for as the portal starts: the session's first load
 * would ask only once the query cache's code has downloaded and the page has rendered, a
 * round trip or more later on a slow phone. The session's load takes it once; every later
 * load (a 'Try again', a new log in) asks the server again.
 */
export const profileRead = {
  start(): void {
    started = api.profile();
    // A failure is the taker's to show (the error dialog, whose 'Try again' asks again), so it
    // is kept until taken; caught here only so that it is not reported as unhandled meanwhile.
    // A 401 ends the session through the API client, whose end discards the read.
    started.catch(() => undefined);
  },
  take(): Promise<Profile> {
    const read = started ?? api.profile();
    started = undefined;
    return read;
  },
  /** The session ended: a read started for it is not the next session's. */
  discard(): void {
    started = undefined;
  },
};
