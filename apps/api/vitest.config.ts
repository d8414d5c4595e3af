import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { configDefaults, defineProject } from 'vitest/config';
import { sharesTheMachine, type Scheduling } from '../../vitest.scheduling.ts';

/**
 * Files that time the server (how fast /healthz answers beside a decoding bomb, how long a
 * slow client is waited for, whether a refused sign-in takes as long as an accepted one): they
 * run in a project of their own, alone on the machine (vitest.config.ts at the root), so other
 * files' work does not skew their clocks.
 */
export const timedFiles = [
  'test/security/conversion.test.ts',
  'test/security/slow-clients.test.ts',
  'test/security/timing.test.ts',
];

export const apiProject = (
  name: string,
  files: { include: string[]; exclude?: string[] },
  scheduling: Scheduling,
) =>
  defineProject({
    // The print view's styles: a test renders it beside the PDF (test/documents/printedApplication).
    plugins: [vanillaExtractPlugin()],
    test: {
      name,
      ...files,
      environment: 'node',
      globalSetup: ['./test/support/migratedSnapshot.ts'],
      // Each test file opens its own embedded database; argon2 hashing and conversions are
      // CPU-bound, and files share the cores: generous, never a measure of speed.
      testTimeout: 60_000,
      hookTimeout: 120_000,
      ...scheduling,
    },
  });

export default apiProject(
  '@applykit/api',
  {
    include: ['src/**/*.test.ts', 'test/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...timedFiles],
  },
  sharesTheMachine,
);
