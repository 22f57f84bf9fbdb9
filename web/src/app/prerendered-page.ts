import type { DataRouter } from 'react-router';
import { PRERENDER_STALE_CLASS } from '../../../shared/site/boot-script';

/**
 * Whether the page on screen is one the build drew ahead of time (web/build/prerender-pages.ts)
 * and the boot script (shared/site/boot-script.ts) left showing (the visitor's language, no session).
 */
export const showsPrerenderedPage = (doc: Document): boolean =>
  doc.querySelector('#root > .prerendered') !== null &&
  !doc.documentElement.classList.contains(PRERENDER_STALE_CLASS);

/** Settles once the router has the first route's code (or its error), when it can draw the page. */
export const whenRouteLoaded = (router: DataRouter): Promise<void> =>
  new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
