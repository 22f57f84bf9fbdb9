// First: the data the opened address needs is on its way while the rest of the entry is evaluated.
import './app/boot-reads';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { setLoginNavigator } from './lib/api';
import { paths } from './lib/paths';

const router = createAppRouter();
setLoginNavigator(() => void router.navigate(paths.login(), { replace: true }));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
