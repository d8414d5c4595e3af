import { defineProject } from 'vitest/config';
import { sharesTheMachine } from '../vitest.scheduling.ts';

export default defineProject({
  test: {
    name: '@applykit/bench',
    include: ['lib/**/*.test.ts'],
    environment: 'node',
    ...sharesTheMachine,
  },
});
