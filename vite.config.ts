import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from './scripts/precompress.js';

const serverPort = process.env.PORT ?? '8080';

export default defineConfig({
  plugins: [react(), precompressPlugin()],
  build: {
    outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page loads (the entry's static graph): one file instead of some forty small ones, which a
            // browser fetches six at a time over HTTP/1.1.
            { name: 'shell', tags: ['$initial'], priority: 3 },
            // The grid (MUI X) of every list page, apart: screens that load the entities without a list skip it.
            { name: 'grid', test: /@mui[\\/]x-data-grid|resources[\\/]list[\\/](EntityGrid|ListOverlay)\./, priority: 2 },
            // The schemas and the generic resources with what they use beyond the shell: one file for the entity
            // pages (every signed-in screen loads it for the Resources, src/shell/entityResources.tsx).
            { name: 'entities', test: /[\\/](resources|schemas)[\\/]|[\\/]src[\\/]pages[\\/]entities[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${serverPort}` },
  },
});
