import {
  type FreezeSyncSummary,
  syncTetherFreezes,
  type TetherFreezeDeps,
} from '../domain/labels/tether-freeze/tether-freeze.service';
import { TETHER_FREEZE_JOB } from '../platform/lambda-entries';

/**
 * The scheduled Tether freeze feed (docs/areas/labels.md): reads the USDT contracts' blacklist
 * events since each chain's cursor through the configured live sources (the simulated ledger on
 * the local stack) and keeps the `blocked` labels of source `tether-freeze` in step, through the
 * label store like every feed. A chain whose read fails keeps its labels and cursor; the run
 * fails so the schedule's retry and the error metrics see it.
 */
export type TetherFreezeWorkerDeps = TetherFreezeDeps;

export function createTetherFreezeWorker(deps: TetherFreezeWorkerDeps): () => Promise<FreezeSyncSummary> {
  return () => syncTetherFreezes(deps);
}

export const isTetherFreezeRun = (event: unknown): boolean =>
  typeof event === 'object' && event !== null && (event as { job?: unknown }).job === TETHER_FREEZE_JOB;
