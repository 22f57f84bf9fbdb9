import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

const subscribe = (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};
const snapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** Whether the reader asked the system for less motion; the charts then draw without nivo's transitions. */
export const useReducedMotion = (): boolean => useSyncExternalStore(subscribe, snapshot, () => false);
