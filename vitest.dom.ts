import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';

/** Shared settings for the React packages: jsdom, vanilla-extract styles, jest-dom matchers. */
export function domProject(name: string, root: string) {
  return defineProject({
    root,
    plugins: [vanillaExtractPlugin()],
    test: {
      name,
      environment: 'jsdom',
      setupFiles: [new URL('./vitest.setup.dom.ts', import.meta.url).pathname],
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      css: true,
    },
  });
}
