import type { Transfer } from '../../domain/chain/chain-source';
import { NewestTransfers } from './newest-transfers';

const transfer = (n: number, over: Partial<Transfer> = {}): Transfer => ({
  txHash: `0x${n}`,
  index: 0,
  timestamp: 1_000 + n,
  from: 'a',
  to: 'b',
  value: String(n),
  ...over,
});

describe('NewestTransfers', () => {
  it('keeps the newest `limit` by rank, returns them oldest first and reports truncation', () => {
    // Prepare
    const collected = new NewestTransfers({ limit: 2 });

    // Act: arrival order does not matter, the rank does
    for (const n of [2, 4, 1, 3]) collected.add(transfer(n), n);

    // Assess
    expect(collected.full).toBe(true);
    expect(collected.result()).toEqual({ transfers: [transfer(3), transfer(4)], truncated: true });
  });

  it('drops duplicates by (txHash, index) and transfers outside the inclusive time range', () => {
    const collected = new NewestTransfers({ limit: 10, startAt: 1_002, endAt: 1_004 });

    const added = [
      collected.add(transfer(1), 1),
      collected.add(transfer(2), 2),
      collected.add(transfer(2, { value: 'copy' }), 2),
      collected.add(transfer(2, { index: 1 }), 2.5),
      collected.add(transfer(4), 4),
      collected.add(transfer(5), 5),
    ];

    expect(added).toEqual([false, true, false, true, true, false]);
    expect(collected.result()).toEqual({
      transfers: [transfer(2), transfer(2, { index: 1 }), transfer(4)],
      truncated: false,
    });
  });

  it('keeps arrival order among equal ranks (newest first in, oldest first out)', () => {
    const collected = new NewestTransfers({ limit: 10 });

    collected.add(transfer(9, { txHash: '0xnewer' }), 7);
    collected.add(transfer(9, { txHash: '0xolder' }), 7);

    expect(collected.result().transfers.map((t) => t.txHash)).toEqual(['0xolder', '0xnewer']);
  });
});
