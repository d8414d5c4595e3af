import { defineProject } from 'vitest/config';
import { sharesTheMachine } from '../../vitest.scheduling.ts';

export default defineProject({
  test: { name: '@applykit/api-contract', include: ['src/**/*.test.ts'], ...sharesTheMachine },
});
