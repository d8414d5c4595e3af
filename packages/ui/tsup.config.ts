import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { dropSourceComments } from '../../scripts/published-css.mjs';
import { markClientEntries } from '../../scripts/use-client.mjs';

const publicEntries = {
  index: 'src/index.ts',
  'password-rules': 'src/PasswordChecklist/passwordRules.ts',
  'file-rules': 'src/FileUpload/fileRules.ts',
  'print-text': 'src/Field/printText.ts',
  messages: 'src/messages/catalogue.ts',
  'layered-styles': 'src/theme/layered.ts',
  'theme-tokens': 'src/theme/themeTokens.ts',
  'theme-vars': 'src/theme/themeVars.ts',
  // Build time only (a partner's .css.ts file): it imports vanilla-extract's runtime, about
  // 30 KB gzip that the main entry would otherwise put in every partner's first load.
  'partner-theme': 'src/theme/createPartnerTheme.ts',
};

export default defineConfig({
  // Each widget folder is an entry too, so every widget lands in its own chunk: index.js only
  // re-exports them, and a consumer's bundler (told by "sideEffects" that only CSS has side
  // effects) drops the chunks, and the Radix, downshift and imask imports, it does not use.
  entry: {
    ...publicEntries,
    ...Object.fromEntries(
      readdirSync('src', { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => [`${entry.name}/index`, `src/${entry.name}/index.ts`]),
    ),
  },
  format: ['esm'],
  splitting: true,
  dts: { entry: publicEntries },
  clean: true,
  sourcemap: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // The widgets are client components; the rule, text and token entries serve servers too.
  onSuccess: async () => {
    markClientEntries('dist', ['index']);
    dropSourceComments('dist');
  },
});
