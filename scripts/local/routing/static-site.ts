import { createReadStream, existsSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { RUNTIME_CONFIG_PATH } from '../../../shared/api/runtime-config-path';
import type { RuntimeConfig } from '../../../shared/contract/runtime-config.schema';
import { prerenderedFileFor } from '../../../shared/site/prerendered-pages';
import { siteHeaders } from './security-headers';

/**
 * The SPA as CloudFront serves it from S3: files by path, a public page drawn ahead of time at its
 * path in the language the cookie names (shared/site/prerendered-pages.ts), and index.html for the
 * other client-side routes (extension-less paths). Until `web/dist` is built, a small page says
 * so and links onwards.
 */
const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

export interface SiteLinks {
  readonly consoleApi: string;
  readonly publicApi: string;
  readonly inbox: string;
}

const notBuiltPage = (links: SiteLinks): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>wallet-risk (local)</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; line-height: 1.5">
<h1>The web console is not built yet</h1>
<p>The local stack is running; build the web app to serve it here.</p>
<ul>
<li>Console API: <a href="${links.consoleApi}">${links.consoleApi}</a></li>
<li>Public API: <a href="${links.publicApi}">${links.publicApi}</a></li>
<li>Mail inbox (verification codes, alerts): <a href="${links.inbox}">${links.inbox}</a></li>
</ul>
</body></html>
`;

const send = (res: ServerResponse, status: number, type: string, body: string, head: boolean): number => {
  res.writeHead(status, { ...siteHeaders, 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) });
  res.end(head ? undefined : body);
  return status;
};

/** Resolves a URL path inside the root, refusing anything that climbs out of it. */
const fileFor = (root: string, pathname: string): string | undefined => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const file = resolve(join(root, decoded));
  return file === root || file.startsWith(root + sep) ? file : undefined;
};

const isFile = (path: string): boolean => existsSync(path) && statSync(path).isFile();

/** What of a request the site reads: its path, and the Cookie header (the language cookie). */
export interface SiteRequest {
  readonly pathname: string;
  readonly cookie?: string;
}

/** Answers a GET or HEAD of a non-API path; returns the status sent. */
export function serveSite(
  webDist: string,
  links: SiteLinks,
  { pathname, cookie }: SiteRequest,
  res: ServerResponse,
  head: boolean,
  runtimeConfig: RuntimeConfig = { contact: {} },
): number {
  // The deploy writes this file beside index.html; locally it comes from the stack's environment.
  if (pathname === RUNTIME_CONFIG_PATH)
    return send(res, 200, 'application/json; charset=utf-8', JSON.stringify(runtimeConfig), head);
  const root = resolve(webDist);
  const index = join(root, 'index.html');
  const spaRoute = extname(pathname) === '';
  if (!isFile(index)) {
    // Checked per request, so building the web app while the stack runs just works.
    return spaRoute
      ? send(res, 200, 'text/html; charset=utf-8', notBuiltPage(links), head)
      : send(res, 404, 'text/plain; charset=utf-8', 'Not found\n', head);
  }
  // Source maps stay on the build machine, as on AWS where the upload leaves them out.
  const file = extname(pathname) === '.map' ? undefined : fileFor(root, pathname);
  const drawnFile = prerenderedFileFor(pathname, cookie);
  const drawn = drawnFile ? join(root, drawnFile) : undefined;
  const target = file && isFile(file) ? file : drawn && isFile(drawn) ? drawn : spaRoute ? index : undefined;
  if (!target) return send(res, 404, 'text/plain; charset=utf-8', 'Not found\n', head);
  const type = contentTypes[extname(target).toLowerCase()] ?? 'application/octet-stream';
  // Vite fingerprints everything under assets/; index.html must always be fetched fresh.
  const cache =
    target === index
      ? 'no-cache'
      : pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache';
  res.writeHead(200, {
    ...siteHeaders,
    'Content-Type': type,
    'Content-Length': statSync(target).size,
    'Cache-Control': cache,
  });
  if (head) res.end();
  else createReadStream(target).pipe(res);
  return 200;
}
