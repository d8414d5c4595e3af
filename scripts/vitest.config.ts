import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@applykit/repository',
    include: ['*.test.ts'],
    environment: 'node',
  },
});
