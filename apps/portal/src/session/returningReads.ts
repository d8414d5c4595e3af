import { api } from '../api/calls';

/** What a returning applicant's form starts from: the profile, the tabs chosen and the counts. */
const returningReadNames = ['profile', 'tabs', 'addAnother'] as const;
export type ReturningRead = (typeof returningReadNames)[number];
export type ReadValue<Name extends ReturningRead> = Awaited<ReturnType<(typeof api)[Name]>>;

/** Reads one of them from the server now. */
export const readFromServer = <Name extends ReturningRead>(name: Name) =>
  api[name]() as Promise<ReadValue<Name>>;

let started: Partial<Record<ReturningRead, Promise<unknown>>> = {};

/**
 * A returning applicant's profile, tabs and add-another counts, asked for as the portal
 * starts: the session's first load would ask only once the query cache's code has downloaded
 * and the page has rendered, a round trip or more later on a slow phone. The session's load
 * takes them once; every later load (a 'Try again', a new log in) asks the server again.
 */
export const returningReads = {
  start(): void {
    started = {};
    for (const name of returningReadNames) {
      const read = readFromServer(name);
      // A failure is the taker's to show (the profile's: the error dialog, whose 'Try again'
      // asks again), so it is kept until taken; caught here only so that it is not reported
      // as unhandled meanwhile. A 401 ends the session through the API client, whose end
      // discards the reads.
      read.catch(() => undefined);
      started[name] = read;
    }
  },
  take<Name extends ReturningRead>(name: Name): Promise<ReadValue<Name>> {
    const read = started[name] ?? readFromServer(name);
    delete started[name];
    return read as Promise<ReadValue<Name>>;
  },
  /** The session ended: reads started for it are not the next session's. */
  discard(): void {
    started = {};
  },
};
