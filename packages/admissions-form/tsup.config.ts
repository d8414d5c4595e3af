import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { dropSourceComments } from '../../scripts/published-css.mjs';
import { markClientEntries } from '../../scripts/use-client.mjs';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    validate: 'src/validate.ts',
    partner: 'src/partner.ts',
    print: 'src/print.ts',
    'applykit-api': 'src/applykit-api/index.ts',
    accounts: 'src/accounts/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', '@applykit/ui', '@applykit/api-contract'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // The form and the account cards render; validation, partner data and the API host serve
  // servers too.
  onSuccess: async () => {
    markClientEntries('dist', ['index', 'accounts', 'print']);
    dropSourceComments('dist');
  },
});
