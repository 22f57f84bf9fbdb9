import { monitorRecord } from '../../testing/monitor-records';
import type { ScannedTransfer } from './chain-scan.ports';
import { matchTransfers } from './chain-scan-matching';
import type { MonitorRecord } from './monitoring.ports';

const monitor = (id: string, address: string, cursor = 0): MonitorRecord =>
  monitorRecord(id, address, { userId: 'u', chain: 'tron', cursor });
const transfer = (n: number, from: string, to: string, timestamp = 100): ScannedTransfer => ({
  txHash: `tx${n}`,
  index: n,
  block: n,
  timestamp,
  from,
  to,
  value: '1',
});

describe('matching scanned transfers to monitored addresses', () => {
  it('gives each monitor the transfers it sent or received, in order, from its cursor on', () => {
    const a = monitor('a', 'TA');
    const b = monitor('b', 'TB', 150);
    const sameAddressOtherUser = monitor('c', 'TA');
    const transfers = [
      transfer(1, 'TA', 'TX'),
      transfer(2, 'TY', 'TB'),
      transfer(3, 'TB', 'TA', 200),
      transfer(4, 'TA', 'TA'),
      transfer(5, 'TZ', 'TY'),
    ];
    const matched = matchTransfers([a, b, sameAddressOtherUser], new Map([['usdt', transfers]]));
    expect(matched.get(a)!.map((t) => t.index)).toEqual([1, 3, 4]);
    expect(matched.get(sameAddressOtherUser)!.map((t) => t.index)).toEqual([1, 3, 4]);
    // b's cursor (150) drops transfer 2 (timestamp 100).
    expect(matched.get(b)!.map((t) => t.index)).toEqual([3]);
    expect(matched.size).toBe(3);
  });
});
