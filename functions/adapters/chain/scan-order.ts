import type { ScannedTransfer } from '../../domain/monitoring/chain-scan.ports';

/** Chain order of scanned transfers: block, then log (event) index. */
export const sortByPosition = (transfers: ScannedTransfer[]): ScannedTransfer[] =>
  transfers.sort((a, b) => a.block - b.block || a.index - b.index);
