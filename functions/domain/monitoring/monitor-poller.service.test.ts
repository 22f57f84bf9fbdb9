import { createHash } from 'node:crypto';
import { createInMemoryCounterparties } from '../../testing/in-memory-counterparties';
import { monitorRecord } from '../../testing/monitor-records';
import type { ChainSource, Transfer } from '../chain/chain-source';
import { silentLogger } from '../ports/logger';
import { createMonitorPoller, STALE_POLL_MS } from './monitor-poller.service';
import type { MonitorRepository } from './monitoring.ports';

const watched = '0x1111aaaa000000000000000000000000bbbb2222';
const monitor = monitorRecord('mon-1', watched, { userId: 'u1' });

/** The poller against a shard holding one address, with the newest claim kept as the table does. */
function pollerAt(nowMs: number) {
  let claimed = -1;
  const reads: number[] = [];
  const monitors = {
    async claimShardPoll(_shard: number, at: number) {
      if (at <= claimed) return false;
      claimed = at;
      return true;
    },
    async activeInShard() {
      reads.push(nowMs);
      return [monitor];
    },
    async getSettings() {
      return {};
    },
    async advanceCursor() {},
  } as unknown as MonitorRepository;
  const source: ChainSource = {
    name: 'simulated',
    supports: () => true,
    async fetchTransfers() {
      const transfers: Transfer[] = [];
      return { transfers, truncated: false, currentBalance: '0', source: 'simulated', simulated: true };
    },
  };
  const poller = createMonitorPoller({
    monitors,
    sourceFor: () => source,
    screen: async () => new Map(),
    enqueueAlert: async () => {},
    enqueueShard: async () => {},
    counterparties: createInMemoryCounterparties().index,
    shards: 4,
    clock: { nowMs: () => nowMs, nowSeconds: () => Math.floor(nowMs / 1000) },
    sha256Hex: (t) => createHash('sha256').update(t).digest('hex'),
    log: silentLogger,
  });
  return { poller, reads };
}

describe('a shard poll', () => {
  it('reads the shard once per newest schedule: older messages behind it are skipped', async () => {
    const now = 1_000_000;
    const { poller, reads } = pollerAt(now);
    const newest = await poller.pollShard(2, now - 1_000);
    expect(newest).toMatchObject({ addresses: 1 });
    expect(newest.skipped).toBeUndefined();
    // A backlog: messages scheduled before (and at) the one that ran.
    expect(await poller.pollShard(2, now - 5_000)).toMatchObject({ skipped: true, addresses: 0 });
    expect(await poller.pollShard(2, now - 1_000)).toMatchObject({ skipped: true });
    // The next schedule runs.
    expect((await poller.pollShard(2, now - 500)).skipped).toBeUndefined();
    expect(reads).toHaveLength(2);
  });

  it('skips a message older than the stale limit without claiming the shard', async () => {
    const now = 10_000_000;
    const { poller, reads } = pollerAt(now);
    expect(await poller.pollShard(1, now - STALE_POLL_MS - 1)).toMatchObject({ skipped: true });
    expect((await poller.pollShard(1, now - STALE_POLL_MS + 1)).skipped).toBeUndefined();
    expect(reads).toHaveLength(1);
  });
});
