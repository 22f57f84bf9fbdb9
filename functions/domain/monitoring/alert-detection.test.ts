import { createHash } from 'node:crypto';
import type { MonitorConfig } from '../../../shared/contract/monitoring.schema';
import { monitorRecord } from '../../testing/monitor-records';
import type { Transfer } from '../chain/chain-source';
import { alertIdOf, detectAlerts, imitatedAddress, raisesTransactionAlert } from './alert-detection';

const sha256Hex = (t: string) => createHash('sha256').update(t).digest('hex');
const me = '0x1111aaaa000000000000000000000000bbbb2222';
const payee = '0xabcdef0000000000000000000000000000123456';
const monitor = monitorRecord('mon-1', me, { userId: 'u1' });
const config = (normal: boolean, similar: boolean, minAmount?: string): MonitorConfig => ({
  detection: {
    normal_transaction: normal,
    known_risk: true,
    similar_address: similar,
    ...(minAmount === undefined ? {} : { normal_transaction_min_amount: minAmount }),
  },
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
const risky = '0x9999999999999999999999999999999999999999';
const sanctionLabels = new Map([
  [
    risky,
    [
      {
        chain: 'ethereum' as const,
        address: risky,
        source: 'ofac',
        sourceDate: '2026-01-01',
        category: 'sanction' as const,
      },
    ],
  ],
]);
const imitator = '0xabcdef77777777777777777777777777ff123456';
const detect = (
  transfers: Transfer[],
  normal = false,
  similar = false,
  labels: Map<string, unknown> = new Map(),
  minAmount?: string,
) =>
  detectAlerts({
    monitor,
    config: config(normal, similar, minAmount),
    transfers,
    labels: labels as never,
    paid: new Set([payee]),
    nowMs: 1,
    sha256Hex,
  });

describe('alert detection', () => {
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
    const off = detect([transfer(risky, me)], false, false, sanctionLabels);
    expect(off.map((a) => a.monitorType)).toEqual(['known_risk']);
    expect(off[0]!.monitorTypes).toEqual(['known_risk']);
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
      sanctionLabels,
    );
    expect(on.map((a) => a.monitorType)).toEqual(['known_risk', 'normal_transaction']);
    expect(on[1]!.details.direction).toBe('out');
  });

  it('names the entity a label names (its exchange before a list name), and none when no list names one', () => {
    const [ofac] = sanctionLabels.get(risky)!;
    const named = new Map([
      [
        risky,
        [
          { ...ofac, name: 'Lazarus Group' },
          { ...ofac, source: 'etherscan-names', exchangeName: 'Garantex' },
        ],
      ],
    ]);
    expect(detect([transfer(risky, me)], false, false, named)[0]!.details.label_name).toBe('Garantex');
    const listName = new Map([[risky, [{ ...ofac, name: 'Lazarus Group' }]]]);
    expect(detect([transfer(risky, me)], false, false, listName)[0]!.details.label_name).toBe(
      'Lazarus Group',
    );
    expect(detect([transfer(risky, me)], false, false, sanctionLabels)[0]!.details).not.toHaveProperty(
      'label_name',
    );
  });

  it('makes one alert per transfer: the gravest type leads, every matched type is listed', () => {
    // A lookalike of a payee that is also on a sanctions list, paying 1 USDT: all three match.
    const labels = new Map([
      [imitator, sanctionLabels.get(risky)!.map((l) => ({ ...l, address: imitator }))],
    ]);
    const [alert, ...rest] = detect([transfer(imitator, me)], true, true, labels);
    expect(rest).toEqual([]);
    expect(alert!.monitorType).toBe('known_risk');
    expect(alert!.monitorTypes).toEqual(['known_risk', 'similar_address', 'normal_transaction']);
    // The details hold each type's fields; where two set the same one, the gravest wins.
    expect(alert!.details).toMatchObject({
      risk_type: 'sanction',
      risk_level: 4,
      imitated_address: payee,
      leading_match: 6,
      trailing_match: 6,
      description: 'Received 1 USDT from an address labelled sanction',
    });
    const poisoning = detect([transfer(imitator, me, '2000000')], true, true);
    expect(poisoning.map((a) => [a.monitorType, a.monitorTypes])).toEqual([
      ['similar_address', ['similar_address', 'normal_transaction']],
    ]);
    expect(poisoning[0]!.details.risk_type).toBe('address_poisoning');
  });

  it('lets a zero-value transfer raise similar_address alone', () => {
    expect(detect([transfer(imitator, me, '0')], true, true).map((a) => a.monitorTypes)).toEqual([
      ['similar_address'],
    ]);
    // Zero from a sanctioned address, or a zero payment to anyone: nothing moved, nothing raised.
    expect(detect([transfer(risky, me, '0')], true, true, sanctionLabels)).toEqual([]);
    expect(detect([transfer(me, payee, '0')], true, true)).toEqual([]);
    expect(detect([transfer(me, imitator, '0')], false, true)).toEqual([]);
    expect(detect([transfer(imitator, me, '0')], false, false)).toEqual([]);
  });

  it('keeps Transaction detection to transfers of at least the minimum amount', () => {
    const amounts = ['999999', '1000000', '1000001', '25000000'];
    const raised = detect(
      amounts.map((value, i) => transfer(payee, me, value, `0x${String(i + 1).repeat(64)}`)),
      true,
      false,
      new Map(),
      '1',
    );
    expect(raised.map((a) => a.amount)).toEqual(['1', '1.000001', '25']);
    // The minimum is Transaction detection's own: a risky transfer below it still raises.
    expect(
      detect([transfer(risky, me, '5')], true, false, sanctionLabels, '1000').map((a) => a.monitorTypes),
    ).toEqual([['known_risk']]);
    expect(raisesTransactionAlert('bsc', '999999999999999999', '1')).toBe(false);
    expect(raisesTransactionAlert('bsc', '1000000000000000000', '1')).toBe(true);
    expect(raisesTransactionAlert('tron', '500000', '0.5')).toBe(true);
    expect(raisesTransactionAlert('tron', '0', undefined)).toBe(false);
  });

  it('gives the same id to the same transfer and address, another to anything else', () => {
    const id = alertIdOf(sha256Hex, 'ethereum', '0xAB', 'a|b|1|0', 'm');
    expect(id).toMatch(/^al_[0-9a-f]{32}$/);
    expect(alertIdOf(sha256Hex, 'ethereum', '0xab', 'a|b|1|0', 'm')).toBe(id);
    expect(alertIdOf(sha256Hex, 'ethereum', '0xab', 'a|b|1|1', 'm')).not.toBe(id);
    expect(alertIdOf(sha256Hex, 'ethereum', '0xab', 'a|b|1|0', 'n')).not.toBe(id);
  });

  it('keeps a transfer’s id whatever it matched on another read', () => {
    // Read once before its sender was labelled, once after: the second read must not be a new alert.
    const plain = detect([transfer(risky, me)], true);
    const labelled = detect([transfer(risky, me)], true, false, sanctionLabels);
    expect(plain[0]!.monitorType).toBe('normal_transaction');
    expect(labelled[0]!.monitorType).toBe('known_risk');
    expect(labelled[0]!.id).toBe(plain[0]!.id);
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
});
