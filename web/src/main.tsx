// First: the data the opened address needs is on its way while the rest of the entry is evaluated.
import './app/boot-reads';
// The theme's global styles: a style sheet the build writes (web/build/chakra-global-css.ts).
import 'virtual:chakra-global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { showsPrerenderedPage, whenRouteLoaded } from './app/prerendered-page';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { styleCache } from './app/style-cache';
import { setRecordedStylesCache } from './components/recorded-styles';
import { setLoginNavigator } from './lib/api';
import { paths } from './lib/paths';

// Before any route's code can arrive: a report's takes its recorded rules into this cache.
if (styleCache) setRecordedStylesCache(styleCache);
const router = createAppRouter();
setLoginNavigator(() => void router.navigate(paths.login(), { replace: true }));

const root = createRoot(document.getElementById('root')!);
const app = (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

// A page drawn ahead of time stays on screen until the route's code is in: React's first drawing
// replaces it with the same page, not with the outline shown while a route loads. Nothing waits on
// that drawing (the page is readable), so it is a transition: React draws in slices and leaves
// the main thread free for the reader's input in between.
if (showsPrerenderedPage(document))
  void whenRouteLoaded(router).then(() => startTransition(() => root.render(app)));
else root.render(app);
