import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@applykit/api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Each test file opens its own embedded database; argon2 hashing is CPU-bound.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
