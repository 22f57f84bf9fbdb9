import type { Chain } from '../../../shared/rules/chain-rules';
import { createLogger } from '../../platform/logger';
import { sqsEvent } from '../../testing/sqs-events';
import { createMonitorShardWorker } from './monitor-shard.worker';

const event = (...bodies: unknown[]) => sqsEvent(...bodies.map((body) => JSON.stringify(body)));
const none = { transfers: 0, alerts: 0, failed: 0 };

describe('the monitor poll queue consumer', () => {
  it('polls a shard for shard messages (old ones without a kind too) and scans a chain for scan messages', async () => {
    const shards: [number, number][] = [];
    const scans: [Chain, number][] = [];
    const worker = createMonitorShardWorker({
      poller: {
        pollShard: async (shard, at) => {
          shards.push([shard, at]);
          return { shard, addresses: 0, ...none };
        },
        scanChain: async (chain, at) => {
          scans.push([chain, at]);
          if (chain === 'bsc') throw new Error('provider unavailable');
          return { chain, matched: 0, ...none };
        },
      },
      log: createLogger('silent'),
    });

    const answer = await worker(
      event(
        { shard: 4, scheduled_at: 10 },
        { kind: 'shard', shard: 5, scheduled_at: 11 },
        { kind: 'scan', chain: 'tron', scheduled_at: 12 },
        { kind: 'scan', chain: 'bsc', scheduled_at: 13 },
        { kind: 'scan', chain: 'solana', scheduled_at: 14 },
      ),
    );

    expect(shards.sort()).toEqual([
      [4, 10],
      [5, 11],
    ]);
    expect(scans.sort()).toEqual([
      ['bsc', 13],
      ['tron', 12],
    ]);
    // A failed scan goes back to the queue; a malformed message is dropped.
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'm3' }]);
  });
});
