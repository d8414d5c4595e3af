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
    sourcemap: false,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } },
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
