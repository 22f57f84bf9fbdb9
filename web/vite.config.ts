import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The SPA. `npm run web:build` writes web/dist, which the local gateway (npm start) and
 * CloudFront (S3) serve; `npm run web:dev` serves with hot reload and proxies /api to the
 * local gateway on :3000.
 */
/**
 * React Router 7's package exports point at its development build only (remix-run/react-router
 * #12532, #14102): its dev warnings and checks would run in production. The build takes the
 * production build it ships beside it.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps for local debugging only: no sourceMappingURL in the files, and neither the deploy
    // (infra spa-hosting) nor the local gateway publishes *.map.
    sourcemap: 'hidden',
    // Each route is its own chunk (lazy routes). React has its own long-cached chunk, and what
    // every page loads first ($initial) is one chunk: Rolldown's default split it into ~25 small
    // chunks, whose separate compression put the home page over its 250 KB gzip budget. Chakra
    // components used only by lazy routes stay with those routes.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 1 },
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
}));
