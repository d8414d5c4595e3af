import { defineProject } from 'vitest/config';
import { sharesTheMachine } from '../../vitest.scheduling.ts';

// Tests that run `vite build` of the portal, in Node: a jsdom environment breaks the bundler.
export default defineProject({
  root: import.meta.dirname,
  test: {
    name: '@applykit/portal (build)',
    environment: 'node',
    include: ['src/**/*.build.test.ts'],
    testTimeout: 120_000,
    ...sharesTheMachine,
  },
});
