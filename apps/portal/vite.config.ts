import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // APPLYKIT_PARTNER is the server's setting too: one variable keeps both on the same rules.
  envPrefix: ['VITE_', 'APPLYKIT_PARTNER'],
  build: { manifest: true, sourcemap: true },
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
