import { monitorPollMessageSchema } from './alert-queue.schema';

describe('the monitor poll queue messages', () => {
  it('reads a shard message written before the kinds existed as a shard message', () => {
    expect(monitorPollMessageSchema.parse({ shard: 3, scheduled_at: 1000 })).toEqual({
      kind: 'shard',
      shard: 3,
      scheduled_at: 1000,
    });
  });

  it('reads a chain scan message, and refuses an unknown chain or kind', () => {
    expect(monitorPollMessageSchema.parse({ kind: 'scan', chain: 'bsc', scheduled_at: 5 })).toEqual({
      kind: 'scan',
      chain: 'bsc',
      scheduled_at: 5,
    });
    expect(
      monitorPollMessageSchema.safeParse({ kind: 'scan', chain: 'solana', scheduled_at: 5 }).success,
    ).toBe(false);
    expect(monitorPollMessageSchema.safeParse({ kind: 'sweep', shard: 1, scheduled_at: 5 }).success).toBe(
      false,
    );
  });
});
