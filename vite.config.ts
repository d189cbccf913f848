import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from './scripts/precompress.js';

const serverPort = process.env.PORT ?? '8080';

export default defineConfig({
  plugins: [react(), precompressPlugin()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${serverPort}` },
  },
});
