// Prints, as JSON, the modules that end up with code in an esbuild bundle of the source given
// as the first argument, bundled the way a host app would bundle this package.
// It runs as its own Node process: esbuild refuses to run inside the tests' jsdom environment.
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const result = await build({
  stdin: { contents: process.argv[2], resolveDir: root, loader: 'ts' },
  bundle: true,
  write: false,
  format: 'esm',
  metafile: true,
  outdir: 'out',
  jsx: 'automatic',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  plugins: [vanillaExtractPlugin()],
  logLevel: 'silent',
});
const modules = Object.values(result.metafile.outputs).flatMap((output) =>
  Object.entries(output.inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([path]) => path),
);
process.stdout.write(JSON.stringify(modules));
