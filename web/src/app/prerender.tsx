import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Language } from '../../../shared/i18n/languages';
import { Providers } from './providers';
import { routes } from './router';

/** The app's routes as a server reads them: built once for every page and language drawn. */
const handler = createStaticHandler(routes);

/**
 * One public page drawn as a visitor without a session sees it in `language`, for the build to
 * write into HTML (web/build/prerender-pages.ts). Loaded by the build only, through Vite's
 * server-side module loader; the browser never loads this module. Every lazy part is waited for,
 * and no part is left to a script to put in place: the page is served under a
 * Content-Security-Policy that runs no inline script but the boot script.
 */
export async function prerenderPage(path: string, language: Language): Promise<string> {
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response || context.statusCode !== 200)
    throw new Error(`${path} is not a page to draw ahead of time`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <Providers language={language}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
    // Never split a part out into a segment that an inline script would move into place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
