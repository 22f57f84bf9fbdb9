import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { bootScript } from '../shared/site/boot-script';
import { chakraGlobalCss } from './build/chakra-global-css';
import { iconsByPath } from './build/icons-by-path';
import { precompiledMessages } from './build/precompiled-messages';
import { prerenderPages } from './build/prerender-pages';
import { recipesApart } from './build/recipes-apart';
import { modulesByRoute } from './src/app/route-preload';

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

/**
 * The boot script (shared/site/boot-script.ts) inline in index.html's head, and so in every page
 * drawn ahead of time: the theme and whether a drawn page is this visitor's, before the first paint.
 * In the place index.html marks, ahead of the style sheet the build links: an inline script after
 * a style sheet still loading would stop the parser until the sheet is in.
 */
const BOOT_SCRIPT_PLACE = '<!-- boot script -->';
const bootScriptInHead = (): Plugin => ({
  name: 'boot-script-in-head',
  transformIndexHtml: (html) => {
    if (!html.includes(BOOT_SCRIPT_PLACE)) throw new Error(`index.html has no ${BOOT_SCRIPT_PLACE}`);
    return html.replace(BOOT_SCRIPT_PLACE, () => `<script>${bootScript}</script>`);
  },
});

/** The lazy modules app/route-preload.ts can ask for by name: each route file, and the report's charts. */
const lazyModuleName = (id: string | null): string | undefined =>
  id?.match(/[\\/]routes[\\/]([\w-]+)\.page\.tsx$/)?.[1] ??
  (/[\\/]charts[\\/]chart-sections\.ts$/.test(id ?? '') ? 'chart-sections' : undefined);

/**
 * Writes into index.html, as JSON, for each route pattern of app/route-preload.ts, the chunks of
 * the lazy modules it shows and the chunks they import that the entry does not already load; the
 * small script public/route-preload.js, run as soon as it arrives, preloads the current route's.
 */
function routeChunksTable(): Plugin {
  return {
    name: 'route-chunks-table',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (root: string, into = new Set<string>()): Set<string> => {
          if (into.has(root)) return into;
          into.add(root);
          for (const next of byFile.get(root)?.imports ?? []) closure(next, into);
          return into;
        };
        const initial = closure(entry.fileName);
        const filesOf = new Map<string, string[]>();
        for (const chunk of chunks) {
          const name = lazyModuleName(chunk.facadeModuleId);
          if (name)
            filesOf.set(
              name,
              [...closure(chunk.fileName)].filter((f) => !initial.has(f)),
            );
        }
        const table: Record<string, string[]> = {};
        for (const [pattern, modules] of modulesByRoute)
          table[pattern] = [...new Set(modules.flatMap((name) => filesOf.get(name) ?? []))].map(
            (f) => `/${f}`,
          );
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'route-chunks' },
            children: JSON.stringify(table).replaceAll('<', '\\u003c'),
            injectTo: 'head',
          },
          // After the table, so the table is there when it runs; async, so it runs as soon as it
          // arrives: deferred, it would wait for the entry module above it to download and run.
          { tag: 'script', attrs: { src: '/route-preload.js', async: true }, injectTo: 'head' },
        ];
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    bootScriptInHead(),
    iconsByPath(),
    precompiledMessages(),
    // The system imports nothing the build transforms (no icons, no message tables), so Node loads
    // it as it is: no server-side loader of its own, which cost the build a second Vite server.
    chakraGlobalCss({ loadSystem: async () => (await import('./src/app/system')).system }),
    recipesApart({ systemFile: fileURLToPath(new URL('src/app/system.ts', import.meta.url)) }),
    routeChunksTable(),
    prerenderPages(fileURLToPath(import.meta.url)),
  ],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction },
            // Every message reaches react-intl as an AST (build/precompiled-messages.ts), so the
            // ICU parser is never called; its no-parser build keeps the types and the guards.
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
            // nivo's springs, already at rest: the charts never animate (src/lib/resting-springs.tsx).
            {
              find: /^@react-spring\/web$/,
              replacement: fileURLToPath(new URL('src/lib/resting-springs.tsx', import.meta.url)),
            },
          ]
        : [],
  },
  // /runtime-config.json is the deployment's (the local gateway serves the local stack's).
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/runtime-config.json': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps for local debugging only: no sourceMappingURL in the files, and neither the deploy
    // (infra spa-hosting) nor the local gateway publishes *.map.
    sourcemap: 'hidden',
    // Every browser the build targets (Vite's baseline-widely-available) preloads modules
    // natively; the polyfill only weighed on the home page's first load.
    modulePreload: { polyfill: false },
    // Each route is its own chunk (lazy routes). React has its own long-cached chunk, and what
    // every page loads first ($initial) is one chunk: Rolldown's default split it into ~25 small
    // chunks, whose separate compression put the home page over its gzip budget. Chakra
    // components used only by lazy routes stay with those routes. Merging what lazy pages share
    // into fewer chunks put it into the home page's first load (the home page uses a little of
    // each); instead the small shared chunks are copied into the chunks that read them, with one
    // registry in the runtime so each module still runs once: a report asked for 63 files (each
    // ~1.5 ms of the main thread as the page starts, and its data queued behind them on HTTP/1.1's
    // six connections locally), now 15. Style modules stay files, as Vite's CSS plugin needs.
    rolldownOptions: {
      // Chakra's theme modules read properties of one another at their top level (a native select
      // recipe reads the select recipe's variants), which Rolldown keeps as possible getters'
      // side effects, and with them recipes no page of the entry draws. No module of ours or of
      // our dependencies reads a property for a getter's side effect.
      treeshake: {
        propertyReadSideEffects: false,
        // Chakra's theme barrel builds its default config from every recipe, and each slot recipe
        // reads a component's anatomy, all at module level through calls Rolldown cannot know are
        // pure: the entry evaluated every component's anatomy (date picker, carousel…) on every
        // page. These return what they are given, or a new object: nothing else.
        manualPureFunctions: ['createAnatomy', 'defineConfig', 'defineRecipe', 'defineSlotRecipe'],
        // @emotion/react imports hoist-non-react-statics for its side effects only (`import
        // 'hoist-non-react-statics'`), and as CommonJS it counts as having some, so the entry
        // carried it and react-is, which nothing calls. Neither has any: both only define.
        moduleSideEffects: (id) =>
          /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/.test(id) ? false : undefined,
      },
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: {
            maxSize: 8 * 1024,
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 1 },
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
}));
