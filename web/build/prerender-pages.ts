import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { type Language, languages } from '../../shared/i18n/languages';
import { prerenderedFile, prerenderedPages } from '../../shared/site/prerendered-pages';
import { holdsGlobalStyles } from './chakra-global-css';
import { prerenderedHtml } from './prerendered-html';

/**
 * After the build, draws each public page of shared/site/prerendered-pages.ts in each language and
 * writes it beside index.html: a first visit reads the page's text when the HTML arrives, not
 * after the entry, the route's chunk and their evaluation (a second or more on a slow machine).
 * The pages are drawn by the app's own code (app/prerender.tsx), loaded through Vite's
 * server-side module loader with this same configuration, so they are the pages the browser
 * would draw.
 */
export function prerenderPages(configFile: string): Plugin {
  let outDir = '';
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
      const globalStylesLinked = linkedSheets(indexHtml).some((href) =>
        holdsGlobalStyles(readFileSync(join(outDir, href), 'utf8')),
      );
      const server = await createServer({
        configFile,
        appType: 'custom',
        logLevel: 'warn',
        server: { middlewareMode: true, hmr: false, watch: null },
      });
      try {
        const { prerenderPage } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
          prerenderPage: (path: string, language: Language) => Promise<string>;
        };
        for (const [path, name] of Object.entries(prerenderedPages))
          for (const language of languages)
            writeFileSync(
              join(outDir, prerenderedFile(name, language)),
              prerenderedHtml(indexHtml, await prerenderPage(path, language), language, globalStylesLinked),
            );
      } finally {
        await server.close();
      }
    },
  };
}

/** The style sheets index.html links, as paths under the output folder. */
const linkedSheets = (html: string): string[] =>
  [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map(([, href]) => href!);
