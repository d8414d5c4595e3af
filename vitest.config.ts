import { defineConfig } from 'vitest/config';

// One run, one summary: every package is a project of the root run. Each project says whether
// it shares the machine, drives a browser or runs alone (vitest.scheduling.ts).
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'apps/portal/vitest.partner-form.config.ts',
      'apps/portal/vitest.build.config.ts',
      'apps/api/vitest.timed.config.ts',
      'e2e/vitest.config.ts',
      'e2e/vitest.timed.config.ts',
      'bench/vitest.config.ts',
      'consumer/vitest.config.ts',
      'visual/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
});
