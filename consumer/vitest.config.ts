import { defineProject } from 'vitest/config';
import { drivesABrowser } from '../vitest.scheduling.ts';

export default defineProject({
  test: {
    name: '@applykit/consumer',
    include: ['**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./packedTarballs.ts'],
    // Packing, installing and building an app: minutes on two busy cores, never wall-clock asserted.
    testTimeout: 420_000,
    hookTimeout: 420_000,
    ...drivesABrowser,
  },
});
