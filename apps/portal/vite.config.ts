import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// By file: Vite loads its config with plain Node, which cannot import the contract's TypeScript
// entry; a relative import is bundled into the config instead.
import { apiAreas, paths } from '../../packages/api-contract/src/paths.ts';
import { builtInPartnerData } from './builtInPartner.ts';
import { languagesOnDemand } from './languagesOnDemand.ts';
import { partnerFormModule } from './partnerFormModule.ts';
import { precompressed, routeShells } from './shippedFiles.ts';

// What every page uses (the fields, Radix's primitives, the page title) and what the account
// screens share (the cards' frame, rules, messages, password checklist): one chunk each, where
// the bundler made eight small ones, each costing every first visit its own overhead. Chosen
// by file with their imports not followed: followed, they lead through the kit's entry to
// everything it exports.
const everyPage = [
  /\/packages\/ui\/src\/(Field|TextInput)\//,
  /\/node_modules\/@radix-ui\/react-(slot|primitive|compose-refs|visually-hidden)\//,
  /\/apps\/portal\/src\/layout\/usePageTitle\.ts$/,
];
const accountScreens = [
  // Each card stays with its page.
  /\/packages\/admissions-form\/src\/accounts\/(?!(SignUp|Confirm|LogIn|ForgotPassword|ResetPassword)Card\.tsx$)/,
  /\/packages\/ui\/src\/(PasswordChecklist\/|PasswordInput\/|useBusyAction\.ts$)/,
  /\/packages\/api-contract\/src\/(policies\/(accountFields|password)|text|accountMessages|accountFieldMessages)\.ts$/,
  /\/apps\/portal\/src\/auth\/cardLinks\.tsx$/,
];
const inFiles = (files: RegExp[]) => (id: string) => files.some((file) => file.test(id));

export default defineConfig({
  // APPLYKIT_FORM, the partner's form module, is the server's setting too (see partnerFormModule).
  // Each route's shell preloads its page; every file is written brotli- and gzip-compressed
  // too, for the server to send as is (shippedFiles.ts). Every language but English loads when
  // chosen (languagesOnDemand.ts). The built-in partner is built in as data (builtInPartner.ts).
  plugins: [
    react(),
    vanillaExtractPlugin(),
    partnerFormModule(),
    builtInPartnerData(),
    languagesOnDemand(),
    routeShells(),
    precompressed(),
  ],
  // A partner's form module installed in its own project brings its own copies of these (its
  // widgets import the kit and React); one copy each, the portal's, keeps one React and one set
  // of form and kit contexts, so a partner's widget sees the form it is rendered in.
  resolve: { dedupe: ['react', 'react-dom', '@applykit/ui', '@applykit/admissions-form'] },
  // APPLYKIT_PARTNER is the server's setting too: one variable keeps both on the same rules.
  envPrefix: ['VITE_', 'APPLYKIT_PARTNER'],
  // No source maps in the build: served, they hand anyone the portal's whole source with its
  // comments, and wherever the portal is hosted a map that is never built cannot leak.
  // `vite` (development) keeps its own in-memory maps for debugging.
  // The entry is one file: what it imports statically (React, the shell, the translator) goes in
  // its chunk, which every route loads, rather than in eight files (about 2.5 KB more gzip on
  // every first visit). The pages still load lazily, each in chunks of its own.
  build: {
    manifest: true,
    // Every browser the build targets but Safari before 17 and Firefox before 115 reads the
    // shells' module preloads itself; those two still run the portal, fetching a page's chunks
    // as it imports them, and no first load carries the polyfill (0.2 KB gzip).
    modulePreload: { polyfill: false },
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'] },
            { name: 'page', test: inFiles(everyPage), includeDependenciesRecursively: false },
            {
              name: 'accounts',
              test: inFiles(accountScreens),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // The server's calls go to the server; `/service` alone is the portal's staff view page.
    proxy: {
      [`^/(${apiAreas.join('|')})/`]: 'http://localhost:3000',
      [paths.health]: 'http://localhost:3000',
    },
  },
});
