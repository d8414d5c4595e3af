import { defineConfig } from 'tsup';

// The server ships as one file: workspace packages are bundled, npm dependencies stay external.
export default defineConfig({
  // The conversion process is started by path, beside the server (see isolatedConversion.ts).
  entry: {
    main: 'src/main.ts',
    cli: 'src/cli.ts',
    conversionProcess: 'src/documents/conversionProcess.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  noExternal: [/^@applykit\//],
});
