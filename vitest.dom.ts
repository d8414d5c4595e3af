import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { PluginOption } from 'vite';
import { configDefaults, defineProject } from 'vitest/config';

/** What one project adds: its own Vite plugins, or its own share of the test files. */
export interface DomProjectOptions {
  plugins?: PluginOption[];
  include?: string[];
  exclude?: string[];
}

/** Shared settings for the React packages: jsdom, vanilla-extract styles, jest-dom matchers. */
export function domProject(name: string, root: string, options: DomProjectOptions = {}) {
  return defineProject({
    root,
    plugins: [vanillaExtractPlugin(), ...(options.plugins ?? [])],
    test: {
      name,
      environment: 'jsdom',
      setupFiles: [new URL('./vitest.setup.dom.ts', import.meta.url).pathname],
      include: options.include ?? ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      exclude: [...configDefaults.exclude, ...(options.exclude ?? [])],
      css: true,
    },
  });
}
