import { useSyncExternalStore } from 'react';

// spec 01 §9: fewer page buttons under 640 px, a width none of the theme's breakpoints marks.
const query = '(max-width: 639.98px)';

const subscribe = (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};
const snapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** Whether the viewport is under 640 px wide. */
export const useNarrowScreen = (): boolean => useSyncExternalStore(subscribe, snapshot, () => false);
