import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: '@applykit/bench', include: ['lib/**/*.test.ts'], environment: 'node' },
});
