import { useMediaQuery } from './use-media-query';

/** Whether the viewport is under 640 px wide (spec 01 §9: fewer page buttons there), a width none of the theme's breakpoints marks. */
export const useNarrowScreen = (): boolean => useMediaQuery('(max-width: 639.98px)');
