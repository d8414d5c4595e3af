import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { partnerFormModule } from './partnerFormModule.ts';

export default defineConfig({
  // APPLYKIT_FORM, the partner's form module, is the server's setting too (see partnerFormModule).
  plugins: [react(), vanillaExtractPlugin(), partnerFormModule()],
  // APPLYKIT_PARTNER is the server's setting too: one variable keeps both on the same rules.
  envPrefix: ['VITE_', 'APPLYKIT_PARTNER'],
  // No source maps in the build: served, they hand anyone the portal's whole source with its
  // comments, and wherever the portal is hosted a map that is never built cannot leak.
  // `vite` (development) keeps its own in-memory maps for debugging.
  build: { manifest: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/public', '/service', '/lookup', '/healthz', '/files'].map((p) => [
        p,
        'http://localhost:3000',
      ]),
    ),
  },
});
