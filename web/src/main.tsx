import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setLoginNavigator } from './app/api';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';

const router = createAppRouter();
setLoginNavigator(() => void router.navigate('/login', { replace: true }));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
