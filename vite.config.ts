import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The web app: index.html at the repo root, built into dist/client, which the Node server serves.
 * In development `vite` proxies /api to the server on port 3000. Imports resolve through the
 * package.json "imports" aliases (#shared/*, #client/*) with explicit .ts/.tsx extensions.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
