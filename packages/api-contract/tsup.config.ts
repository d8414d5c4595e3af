import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', policies: 'src/policies/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
});
