import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

// The API runs on its own port in development; the built SPA is served by the API itself.
const apiTarget = process.env.VITE_DEV_API ?? 'http://localhost:4000';

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { manifest: true, sourcemap: false, chunkSizeWarningLimit: 1500 },
  worker: { format: 'es' },
  server: {
    proxy: {
      '/graphql': apiTarget,
      '/api': apiTarget,
      '/media': apiTarget,
    },
  },
});
