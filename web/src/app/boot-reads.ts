import { matchPath } from 'react-router';
import { preloadQueryReport } from '../features/report/report-reads';
import { routePatterns } from '../lib/paths';

/**
 * The data the address the browser opened will need, asked for as the entry starts, before React
 * renders and before the route's chunks have arrived: a report opened cold (from a link, the history in another tab, a reload)
 * had its status asked for only once its route's code had arrived and rendered, and its result
 * after that. The page's hooks take these requests in flight (lib/preloaded-reads.ts). main.tsx
 * imports this module first, so it runs before the rest of the entry is evaluated.
 */
export function startBootReads({ pathname, search }: Pick<Location, 'pathname' | 'search'>): void {
  const detail =
    matchPath(routePatterns.detail, pathname) ?? matchPath(routePatterns.detailOfQuery, pathname);
  if (!detail) return;
  // The report page's own order: the `hash` parameter, then the route's parameter.
  const hash = new URLSearchParams(search).get('hash')?.trim() || detail.params.address?.trim();
  if (hash) void preloadQueryReport(hash);
}

startBootReads(window.location);
