import type { Token } from '../../../shared/rules/chain-rules';
import type { ScannedTransfer } from './chain-scan.ports';
import type { MonitorRecord } from './monitoring.ports';

/**
 * Matching a chain's scanned transfers against its monitored addresses, in memory (pure): each
 * transfer goes to every active monitor of its token whose address is the sender or the receiver,
 * if it is not older than that monitor's cursor (a new or re-enabled address starts from now).
 * One map look-up per transfer end, so 100,000 addresses cost no more per transfer than ten.
 */
export function matchTransfers(
  monitors: readonly MonitorRecord[],
  transfersByToken: ReadonlyMap<Token, readonly ScannedTransfer[]>,
): Map<MonitorRecord, ScannedTransfer[]> {
  const byAddress = new Map<string, MonitorRecord[]>();
  for (const monitor of monitors) {
    const key = `${monitor.token}|${monitor.address}`;
    const list = byAddress.get(key);
    if (list) list.push(monitor);
    else byAddress.set(key, [monitor]);
  }
  const matched = new Map<MonitorRecord, ScannedTransfer[]>();
  for (const [token, transfers] of transfersByToken)
    for (const transfer of transfers) {
      const ends = transfer.from === transfer.to ? [transfer.from] : [transfer.from, transfer.to];
      for (const address of ends)
        for (const monitor of byAddress.get(`${token}|${address}`) ?? []) {
          if (transfer.timestamp < monitor.cursor) continue;
          const list = matched.get(monitor);
          if (list) list.push(transfer);
          else matched.set(monitor, [transfer]);
        }
    }
  return matched;
}
