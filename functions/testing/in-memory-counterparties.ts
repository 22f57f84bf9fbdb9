import type { Chain } from '../../shared/rules/chain-rules';
import type { CounterpartyDealing, CounterpartyIndex } from '../domain/monitoring/counterparty-index.ports';

/**
 * The CounterpartyIndex port in memory: one dealing per counterparty and monitor, the later put
 * replacing the earlier, as the table's items do. Counts the reads a re-screen makes.
 */
export function createInMemoryCounterparties() {
  const partitions = new Map<string, Map<string, CounterpartyDealing>>();
  const calls = { record: 0, dealingsWith: 0, itemsRead: 0 };
  const partitionOf = (chain: Chain, counterparty: string) => `${chain}|${counterparty}`;
  const index: CounterpartyIndex = {
    async record(dealings) {
      calls.record++;
      for (const d of dealings) {
        const key = partitionOf(d.chain, d.counterparty);
        const partition = partitions.get(key) ?? new Map<string, CounterpartyDealing>();
        partition.set(d.monitorId, d);
        partitions.set(key, partition);
      }
    },
    async dealingsWith(chain, counterparty) {
      calls.dealingsWith++;
      const found = [...(partitions.get(partitionOf(chain, counterparty))?.values() ?? [])];
      calls.itemsRead += found.length;
      return found;
    },
  };
  return { index, calls, partitions };
}
