import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
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
