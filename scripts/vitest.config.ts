import { defineProject } from 'vitest/config';
import { sharesTheMachine } from '../vitest.scheduling.ts';

export default defineProject({
  test: {
    name: '@applykit/repository',
    include: ['*.test.ts'],
    environment: 'node',
    // Some run ESLint over the packages: seconds, more on a machine the other files share.
    testTimeout: 30_000,
    ...sharesTheMachine,
  },
});
