import { useState } from 'react';

/**
 * A task's in-flight flag for its button's spinner: `run` raises it for the task's time and hands
 * a failure to `onFailure` (a toast, usually), so the screen never stays busy after an error.
 */
export function usePending(onFailure: (error: unknown) => void): {
  readonly pending: boolean;
  readonly run: (task: () => Promise<void>) => Promise<void>;
} {
  const [pending, setPending] = useState(false);
  const run = async (task: () => Promise<void>) => {
    setPending(true);
    try {
      await task();
    } catch (error) {
      onFailure(error);
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
}
