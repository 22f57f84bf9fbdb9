import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '../features/shell/app-layout';
import { RouteError } from '../features/shell/route-error';
import { lazyPage } from './lazy-page';
import { RequireAuth } from './require-auth';

/**
 * Every route and redirect of spec 01 §2 and spec 02 §2. Pages are lazy chunks; the console and
 * the detail view are guarded.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', lazy: lazyPage(() => import('../routes/home.page')) },
      { path: '/login', lazy: lazyPage(() => import('../routes/login.page')) },
      { path: '/register', lazy: lazyPage(() => import('../routes/register.page')) },
      { path: '/forgot-password', lazy: lazyPage(() => import('../routes/forgot-password.page')) },
      { path: '/terms', lazy: lazyPage(() => import('../routes/terms.page')) },
      { path: '/privacy', lazy: lazyPage(() => import('../routes/privacy.page')) },
      { path: '/price', lazy: lazyPage(() => import('../routes/price.page')) },
      { path: '/docs', lazy: lazyPage(() => import('../routes/docs.page')) },
      {
        element: <RequireAuth />,
        children: [
          {
            path: '/console',
            lazy: lazyPage(() => import('../routes/console-layout.page')),
            children: [
              { index: true, lazy: lazyPage(() => import('../routes/console-analyzer.page')) },
              { path: 'history', lazy: lazyPage(() => import('../routes/console-history.page')) },
              { path: 'monitor', lazy: lazyPage(() => import('../routes/console-monitor.page')) },
              { path: 'api-key', lazy: lazyPage(() => import('../routes/console-api-key.page')) },
              { path: 'api-stats', lazy: lazyPage(() => import('../routes/console-api-stats.page')) },
            ],
          },
          { path: '/detail', lazy: lazyPage(() => import('../routes/detail.page')) },
          // spec 02 §2: the report can also be named by the route parameter.
          { path: '/detail/:address', lazy: lazyPage(() => import('../routes/detail.page')) },
          { path: '/monitor', element: <Navigate to="/console/monitor" replace /> },
        ],
      },
      { path: '/history', element: <Navigate to="/console/history" replace /> },
      { path: '/workspace', element: <Navigate to="/console" replace /> },
      { path: '/api-key', element: <Navigate to="/console/api-key" replace /> },
      { path: '*', lazy: lazyPage(() => import('../routes/not-found.page')) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
