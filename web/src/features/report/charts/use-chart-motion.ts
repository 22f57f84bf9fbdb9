import { useEffect, useRef } from 'react';
import { useReducedMotion } from '../../../components/use-reduced-motion';

/**
 * Whether a chart animates: never on its first draw (a report appears whole, not growing out of
 * its axes), afterwards only on a change the reader makes (a toggle), and never when the system
 * asks for less motion.
 */
export function useChartMotion(): boolean {
  const reducedMotion = useReducedMotion();
  // A ref, not state: switching motion on must not draw every chart a second time right after
  // the first; the next render, the reader's toggle, reads it.
  const drawn = useRef(false);
  useEffect(() => {
    drawn.current = true;
  }, []);
  return drawn.current && !reducedMotion;
}
