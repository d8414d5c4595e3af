import { defineProject } from 'vitest/config';
import { drivesABrowser } from '../vitest.scheduling.ts';

export default defineProject({
  test: {
    name: '@applykit/visual',
    include: ['**/*.test.ts'],
    environment: 'node',
    testTimeout: 600_000,
    hookTimeout: 120_000,
    ...drivesABrowser,
  },
});
