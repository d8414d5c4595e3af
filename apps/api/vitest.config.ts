import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';

export default defineProject({
  // The print view's styles: a test renders it beside the PDF (test/documents/printedApplication).
  plugins: [vanillaExtractPlugin()],
  test: {
    name: '@applykit/api',
    include: ['src/**/*.test.ts', 'test/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Each test file opens its own embedded database; argon2 hashing is CPU-bound.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
