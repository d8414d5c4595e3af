import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@applykit/e2e',
    include: ['journeys/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One browser and one server at a time: the machine has two cores.
    fileParallelism: false,
  },
});
