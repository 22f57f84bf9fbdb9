import { useMediaQuery } from './use-media-query';

/** Whether the reader asked the system for less motion (the progress bar's stripes, the scroll back to top). */
export const useReducedMotion = (): boolean => useMediaQuery('(prefers-reduced-motion: reduce)');
