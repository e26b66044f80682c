/**
 * Client build and dev server. The API and the socket are on the same origin in production; in
 * development they are proxied to the server (`API_PROXY_TARGET`, default http://localhost:3000).
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
};

export default defineConfig({
  plugins: [
    react(),
    // PWA (next issue): vite-plugin-pwa goes here, strategy injectManifest with the service
    // worker in src/sw/, precaching the built shell and public/ icons.
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
});
