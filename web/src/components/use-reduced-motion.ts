import { useMediaQuery } from './use-media-query';

/** Whether the reader asked the system for less motion; the charts then draw without nivo's transitions. */
export const useReducedMotion = (): boolean => useMediaQuery('(prefers-reduced-motion: reduce)');
