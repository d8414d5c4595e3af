import { configDefaults, defineProject } from 'vitest/config';
import { drivesABrowser, type Scheduling } from '../vitest.scheduling.ts';

/**
 * Journeys that wait out real time (a session's idle expiry) or check when a live region
 * speaks: they run alone, after the others (vitest.scheduling.ts).
 */
export const timedJourneys = ['journeys/idle-expiry.test.ts', 'journeys/live-regions.test.ts'];

export const journeysProject = (
  name: string,
  files: { include: string[]; exclude?: string[] },
  scheduling: Scheduling,
) =>
  defineProject({
    test: {
      name,
      ...files,
      environment: 'node',
      testTimeout: 120_000,
      hookTimeout: 120_000,
      ...scheduling,
    },
  });

export default journeysProject(
  '@applykit/e2e',
  { include: ['journeys/**/*.test.ts'], exclude: [...configDefaults.exclude, ...timedJourneys] },
  drivesABrowser,
);
