import { useEffect, useState } from 'react';
import { useReducedMotion } from '../../../components/use-reduced-motion';

/**
 * Whether a chart animates: never on its first draw (a report appears whole, not growing out of
 * its axes), afterwards only on a change the reader makes (a toggle), and never when the system
 * asks for less motion.
 */
export function useChartMotion(): boolean {
  const reducedMotion = useReducedMotion();
  const [drawn, setDrawn] = useState(false);
  useEffect(() => setDrawn(true), []);
  return drawn && !reducedMotion;
}
