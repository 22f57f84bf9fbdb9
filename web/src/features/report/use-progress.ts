import { useEffect, useRef, useState } from 'react';
import { QUERY_STATUS } from '../../../../shared/rules/query-rules';
import {
  COMPLETED,
  nextProcessingProgress,
  PENDING_STEP_MS,
  PROCESSING_START,
  PROCESSING_STEP_MS,
  pendingProgress,
  STEP_DONE_AFTER_MS,
  stepsDone,
} from './progress-model';

export interface Progress {
  /** 0..100. */
  readonly value: number;
  /** Checklist steps done while processing (0..3; 3 once completed). */
  readonly stepsDone: number;
}

/**
 * The bar and checklist for the current status (spec 02 §4), advanced by timers that run only in
 * the state they belong to: pending counts up from 10, processing from 30 with random steps, and
 * a final status stops every timer.
 */
export function useProgress(status: number | undefined, random: () => number = Math.random): Progress {
  const [value, setValue] = useState(0);
  const [steps, setSteps] = useState(0);
  const randomRef = useRef(random);
  randomRef.current = random;

  useEffect(() => {
    if (status === QUERY_STATUS.pending) {
      const start = Date.now();
      setValue(pendingProgress(0));
      const timer = setInterval(() => setValue(pendingProgress(Date.now() - start)), PENDING_STEP_MS);
      return () => clearInterval(timer);
    }
    if (status === QUERY_STATUS.processing) {
      const start = Date.now();
      setValue(PROCESSING_START);
      setSteps(0);
      const bar = setInterval(
        () => setValue((v) => nextProcessingProgress(v, randomRef.current())),
        PROCESSING_STEP_MS,
      );
      const checklist = setInterval(() => {
        const done = stepsDone(Date.now() - start);
        setSteps(done);
      }, STEP_DONE_AFTER_MS / 4);
      return () => {
        clearInterval(bar);
        clearInterval(checklist);
      };
    }
    if (status === QUERY_STATUS.completed) {
      setValue(COMPLETED);
      setSteps(3);
    }
    return undefined;
  }, [status]);

  return { value, stepsDone: steps };
}
