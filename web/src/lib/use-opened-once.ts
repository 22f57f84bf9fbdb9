import { useState } from 'react';

/**
 * Whether `open` has been true at least once. A dialog whose code loads on its first opening is
 * mounted from then on, so closing it keeps its exit animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Set during render, React's way of deriving state from a prop: no extra commit, no effect.
  if (open && !opened) setOpened(true);
  return opened || open;
}
