import { createHash } from 'node:crypto';
import type { MonitorConfig } from '../../../shared/contract/monitoring.schema';
import { monitorRecord } from '../../testing/monitor-records';
import type { Transfer } from '../analysis/model';
import { alertIdOf, detectAlerts, imitatedAddress, sharedEnds, tokenUnits } from './alert-detection';
import type { MonitorRecord } from './monitoring.ports';

const sha256Hex = (t: string) => createHash('sha256').update(t).digest('hex');
const me = '0x1111aaaa000000000000000000000000bbbb2222';
const payee = '0xabcdef0000000000000000000000000000123456';
const monitor = monitorRecord('mon-1', me, { userId: 'u1' });
const config = (normal: boolean, similar: boolean): MonitorConfig => ({
  detection: { normal_transaction: normal, known_risk: true, similar_address: similar },
  notification: {
    webhook: { enabled: false, urls: [], format: 'json', timeout_seconds: 10 },
    email: { enabled: true, recipients: [], template: 'default' },
  },
});
const transfer = (from: string, to: string, value = '1000000', txHash = `0x${'1'.repeat(64)}`): Transfer => ({
  txHash,
  timestamp: 100,
  from,
  to,
  value,
  index: 3,
});
const detect = (transfers: Transfer[], normal = false, similar = false, labels = new Map()) =>
  detectAlerts({
    monitor,
    config: config(normal, similar),
    transfers,
    labels,
    paid: new Set([payee]),
    nowMs: 1,
    sha256Hex,
  });

describe('alert detection', () => {
  it('compares the ends after the prefix, ignoring case', () => {
    expect(sharedEnds('ethereum', '0xABCDef99', '0xabcd0099')).toEqual({ leading: 4, trailing: 2 });
    expect(sharedEnds('tron', 'TXyz12ab', 'TXyz99ab')).toEqual({ leading: 3, trailing: 2 });
  });

  it('flags a sender imitating a paid address at 4+4 characters, never the paid address itself', () => {
    const imitator = '0xabcd99999999999999999999999999999993456';
    expect(imitatedAddress('ethereum', imitator, new Set([payee]))).toEqual({
      address: payee,
      leading: 4,
      trailing: 4,
    });
    expect(imitatedAddress('ethereum', payee, new Set([payee]))).toBeUndefined();
    expect(
      imitatedAddress('ethereum', '0xabc999999999999999999999999999999993456', new Set([payee])),
    ).toBeUndefined();
  });

  it('raises known_risk always, with category and level; the others only when enabled', () => {
    const risky = '0x9999999999999999999999999999999999999999';
    const labels = new Map([
      [
        risky,
        [
          {
            chain: 'ethereum',
            address: risky,
            source: 'ofac',
            sourceDate: '2026-01-01',
            category: 'sanction',
          },
        ],
      ],
    ]);
    const off = detect([transfer(risky, me)], false, false, labels);
    expect(off.map((a) => a.monitorType)).toEqual(['known_risk']);
    expect(off[0]!.details).toMatchObject({
      direction: 'in',
      risk_type: 'sanction',
      risk_level: 4,
      label_source: 'ofac',
      log_index: 3,
    });
    expect(off[0]!.amount).toBe('1');
    const on = detect(
      [transfer(risky, me), transfer(me, payee, '5', `0x${'2'.repeat(64)}`)],
      true,
      true,
      labels,
    );
    expect(on.map((a) => a.monitorType)).toEqual(['known_risk', 'normal_transaction', 'normal_transaction']);
    expect(on[2]!.details.direction).toBe('out');
  });

  it('raises similar_address for incoming dust from a lookalike only', () => {
    const imitator = '0xabcdef77777777777777777777777777ff123456';
    expect(detect([transfer(imitator, me, '0')], false, true).map((a) => a.monitorType)).toEqual([
      'similar_address',
    ]);
    expect(detect([transfer(me, imitator, '0')], false, true)).toEqual([]);
    expect(detect([transfer(imitator, me, '0')], false, false)).toEqual([]);
  });

  it('gives the same id to the same transfer, address and type, another to anything else', () => {
    const id = alertIdOf(sha256Hex, 'ethereum', '0xAB', 'a|b|1|0', 'm', 'known_risk');
    expect(id).toMatch(/^al_[0-9a-f]{32}$/);
    expect(alertIdOf(sha256Hex, 'ethereum', '0xab', 'a|b|1|0', 'm', 'known_risk')).toBe(id);
    expect(alertIdOf(sha256Hex, 'ethereum', '0xab', 'a|b|1|1', 'm', 'known_risk')).not.toBe(id);
    expect(alertIdOf(sha256Hex, 'ethereum', '0xab', 'a|b|1|0', 'n', 'known_risk')).not.toBe(id);
    expect(alertIdOf(sha256Hex, 'ethereum', '0xab', 'a|b|1|0', 'm', 'normal_transaction')).not.toBe(id);
  });

  it('names a transfer by what every source agrees on, not by its log index', () => {
    const payment = { ...transfer(payee, me, '5000000'), index: 212 };
    // The block scan has the chain's log index; TronGrid's trc20 list only a position in the tx.
    const byScan = detect([payment], true).map((a) => a.id);
    const bySource = detect([{ ...payment, index: 0 }], true).map((a) => a.id);
    expect(bySource).toEqual(byScan);
    // Two identical transfers in one transaction stay two alerts, in log order.
    const twice = detect([payment, { ...payment, index: 215 }], true).map((a) => a.id);
    expect(new Set(twice).size).toBe(2);
    expect(twice[0]).toBe(byScan[0]);
  });

  it('writes token units without float error', () => {
    expect(tokenUnits('ethereum', '0')).toBe('0');
    expect(tokenUnits('ethereum', '120500000')).toBe('120.5');
    expect(tokenUnits('bsc', '1000000000000000001')).toBe('1.000000000000000001');
    expect(tokenUnits('tron', '5')).toBe('0.000005');
  });
});
