import { defineConfig } from 'tsup';

// The server ships as one file: workspace packages are bundled, npm dependencies stay external.
export default defineConfig({
  entry: ['src/main.ts', 'src/cli.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  noExternal: [/^@applykit\//],
});
