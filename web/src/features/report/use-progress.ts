import { useEffect, useRef, useState } from 'react';
import { QUERY_STATUS } from '../../../../shared/rules/query-rules';
import {
  COMPLETED,
  nextProcessingProgress,
  PENDING_START,
  PENDING_STEP_MS,
  PROCESSING_START,
  PROCESSING_STEP_MS,
  pendingProgress,
  processingSteps,
  STEP_DONE_AFTER_MS,
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
  // The first frame already shows where the state starts, not an empty bar.
  const [value, setValue] = useState(() =>
    status === QUERY_STATUS.processing
      ? PROCESSING_START
      : status === QUERY_STATUS.completed
        ? COMPLETED
        : PENDING_START,
  );
  const [steps, setSteps] = useState(() => (status === QUERY_STATUS.completed ? processingSteps.length : 0));
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
      setValue(PROCESSING_START);
      setSteps(0);
      const bar = setInterval(
        () => setValue((v) => nextProcessingProgress(v, randomRef.current())),
        PROCESSING_STEP_MS,
      );
      // Each checklist step is marked done a second after the previous one.
      const checklist = processingSteps.map((_, i) =>
        setTimeout(() => setSteps(i + 1), (i + 1) * STEP_DONE_AFTER_MS),
      );
      return () => {
        clearInterval(bar);
        for (const timer of checklist) clearTimeout(timer);
      };
    }
    if (status === QUERY_STATUS.completed) {
      setValue(COMPLETED);
      setSteps(processingSteps.length);
    }
    return undefined;
  }, [status]);

  return { value, stepsDone: steps };
}
