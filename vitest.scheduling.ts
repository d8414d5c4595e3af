import { availableParallelism } from 'node:os';

/** Where a project's files run: a group of the root run, and how many at once in it. */
export interface Scheduling {
  maxWorkers: number;
  sequence: { groupOrder: number };
}

// The root run has three groups, one after the other; projects of one group must agree on
// their worker count. First the files that need only Node or jsdom, on every core. Then the
// files that drive Chromium or build the packed packages, on every core too: they are kept
// apart from the first group, whose jsdom waits a starved core would cut short. Last, one at
// a time, the files that time something real (the server's answers, a session's expiry, when a
// live region speaks): nothing beside them may skew their clocks.
export const sharesTheMachine: Scheduling = {
  maxWorkers: availableParallelism(),
  sequence: { groupOrder: 0 },
};
export const drivesABrowser: Scheduling = {
  maxWorkers: availableParallelism(),
  sequence: { groupOrder: 1 },
};
export const runsAlone: Scheduling = { maxWorkers: 1, sequence: { groupOrder: 2 } };
