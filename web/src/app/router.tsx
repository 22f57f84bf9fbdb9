import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '../features/shell/app-layout';
import { RouteError } from '../features/shell/route-error';
import { paths, routePatterns } from '../lib/paths';
import { lazyPage } from './lazy-page';
import { RequireAuth } from './require-auth';
import { ShellSkeleton } from './shell-skeleton';

type PageModule = Parameters<typeof lazyPage>[0];

/** The console's pages after its start page, each its own chunk. */
const consolePages: readonly (readonly [path: string, load: PageModule])[] = [
  [routePatterns.consoleHistory, () => import('../routes/console-history.page')],
  [routePatterns.consoleMonitor, () => import('../routes/console-monitor.page')],
  [routePatterns.consoleApiKey, () => import('../routes/console-api-key.page')],
  [routePatterns.consoleApiStats, () => import('../routes/console-api-stats.page')],
  [routePatterns.consolePolicy, () => import('../routes/console-policy.page')],
  [routePatterns.consoleCredits, () => import('../routes/console-credits.page')],
];

/**
 * Every route and redirect of spec 01 §2 and spec 02 §2, with the patterns of the path table
 * (lib/paths.ts). Pages are lazy chunks; the console and the detail view are guarded.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    // Drawn until the first route's chunk is in: the page's outline, never a blank screen.
    HydrateFallback: ShellSkeleton,
    children: [
      { path: routePatterns.home, lazy: lazyPage(() => import('../routes/home.page')) },
      { path: routePatterns.login, lazy: lazyPage(() => import('../routes/login.page')) },
      { path: routePatterns.register, lazy: lazyPage(() => import('../routes/register.page')) },
      { path: routePatterns.forgotPassword, lazy: lazyPage(() => import('../routes/forgot-password.page')) },
      { path: routePatterns.terms, lazy: lazyPage(() => import('../routes/terms.page')) },
      { path: routePatterns.privacy, lazy: lazyPage(() => import('../routes/privacy.page')) },
      { path: routePatterns.price, lazy: lazyPage(() => import('../routes/price.page')) },
      { path: routePatterns.docs, lazy: lazyPage(() => import('../routes/docs.page')) },
      // Opened from a mail by someone who may have no account: outside the sign-in guard.
      {
        path: routePatterns.confirmRecipient,
        lazy: lazyPage(() => import('../routes/confirm-recipient.page')),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: routePatterns.console,
            lazy: lazyPage(() => import('../routes/console-layout.page')),
            // Child patterns are absolute, each under /console.
            children: [
              { index: true, lazy: lazyPage(() => import('../routes/console-analyzer.page')) },
              ...consolePages.map(([path, load]) => ({ path, lazy: lazyPage(load) })),
            ],
          },
          { path: routePatterns.detail, lazy: lazyPage(() => import('../routes/detail.page')) },
          { path: routePatterns.detailOfQuery, lazy: lazyPage(() => import('../routes/detail.page')) },
          { path: routePatterns.oldMonitor, element: <Navigate to={paths.consoleMonitor()} replace /> },
        ],
      },
      { path: routePatterns.oldHistory, element: <Navigate to={paths.consoleHistory()} replace /> },
      { path: routePatterns.oldWorkspace, element: <Navigate to={paths.console()} replace /> },
      { path: routePatterns.oldApiKey, element: <Navigate to={paths.consoleApiKey()} replace /> },
      { path: routePatterns.notFound, lazy: lazyPage(() => import('../routes/not-found.page')) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
