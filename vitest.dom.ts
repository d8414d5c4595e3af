import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { PluginOption } from 'vite';
import { configDefaults, defineProject } from 'vitest/config';
import { sharesTheMachine } from './vitest.scheduling.ts';

/** What one project adds: its own Vite plugins, or its own share of the test files. */
export interface DomProjectOptions {
  plugins?: PluginOption[];
  include?: string[];
  exclude?: string[];
}

/**
 * jsdom has no cascade layers: it drops every rule inside `@layer`, so tests that read computed
 * styles would see none of the kit's. Every ApplyKit rule sits in the one `applykit` layer and
 * no unlayered rule competes with them in a test, so unwrapping the layer keeps the same
 * cascade for jsdom. Browsers (Storybook, the visual tests, the journeys) get the layer as built.
 */
function cascadeLayersForJsdom(): PluginOption {
  return {
    name: 'applykit:cascade-layers-for-jsdom',
    transform(code, id) {
      if (!/\.css($|\?)/.test(id) || !code.includes('@layer')) return undefined;
      let css = code.replace(/@layer\s+applykit\s*;/g, '');
      for (
        let start = css.search(/@layer\s+applykit\s*\{/);
        start !== -1;
        start = css.search(/@layer\s+applykit\s*\{/)
      ) {
        const open = css.indexOf('{', start);
        let depth = 0;
        let close = open;
        for (; close < css.length; close += 1) {
          if (css[close] === '{') depth += 1;
          else if (css[close] === '}' && --depth === 0) break;
        }
        css = css.slice(0, start) + css.slice(open + 1, close) + css.slice(close + 1);
      }
      return { code: css, map: null };
    },
  };
}

/** Shared settings for the React packages: jsdom, vanilla-extract styles, jest-dom matchers. */
export function domProject(name: string, root: string, options: DomProjectOptions = {}) {
  return defineProject({
    root,
    plugins: [vanillaExtractPlugin(), cascadeLayersForJsdom(), ...(options.plugins ?? [])],
    test: {
      name,
      environment: 'jsdom',
      setupFiles: [new URL('./vitest.setup.dom.ts', import.meta.url).pathname],
      include: options.include ?? ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      exclude: [...configDefaults.exclude, ...(options.exclude ?? [])],
      css: true,
      // A first render imports the form's chunk cold, and the tests' waits allow it 10 s
      // (`asyncUtilTimeout`); a loaded CI machine must not cut them at vitest's 5 s.
      testTimeout: 20_000,
      ...sharesTheMachine,
    },
  });
}
