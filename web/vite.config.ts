import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The SPA. `npm run web:build` writes web/dist, which the local gateway (npm start) and
 * CloudFront (S3) serve; `npm run web:dev` serves with hot reload and proxies /api to the
 * local gateway on :3000.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Each route is its own chunk (lazy routes). React has its own long-cached chunk; Chakra is
    // left to the bundler on purpose, so each route carries only the components it uses (a manual
    // Chakra chunk would put all of them in the home page's 250 KB budget).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
