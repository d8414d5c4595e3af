import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: '@applykit/api-contract', include: ['src/**/*.test.ts'] },
});
