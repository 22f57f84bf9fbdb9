import { defaultRiskPolicyThresholds } from '../../../shared/rules/risk-policy';
import type { AddressLabel } from '../labels/address-label';
import {
  buildValidReport,
  evm,
  incoming,
  label,
  labelMap,
  MIDDLE,
  outgoing,
  PLAIN,
  RISKY,
  SELF,
  T0,
  transfer,
  USDT,
} from './report-test-data';

/**
 * The exposure split: direct and indirect exposure add up to what the findings
 * say, each finding tells its direction, hops, dates and the list behind its label, and the
 * counterparties carry their labels.
 */
const SINK = evm('5151', '5151', '5');
const EXCHANGE = evm('b1b1', 'b1b1', 'b');

const ofac = (address: string): AddressLabel => ({
  ...label(address, 'sanction'),
  source: 'ofac',
  name: 'SDN entry',
});

describe('exposure split', () => {
  // Our volume: 1000 = 600 in from PLAIN + 100 in from RISKY + 300 out to MIDDLE, which sent
  // 50 of its 100 outflow on to a sanctioned SINK.
  const transfers = [
    incoming(PLAIN, USDT(600)),
    incoming(RISKY, USDT(100), T0 + 10),
    outgoing(MIDDLE, USDT(300), T0 + 20),
    outgoing(MIDDLE, USDT(0.0), T0 + 30),
  ];
  const secondHop = new Map([
    [
      MIDDLE,
      [
        transfer({ from: SELF, to: MIDDLE, value: USDT(300), at: T0 + 20 }),
        transfer({ from: MIDDLE, to: SINK, value: USDT(50), at: T0 + 40 }),
        transfer({ from: MIDDLE, to: PLAIN, value: USDT(50), at: T0 + 50 }),
      ],
    ],
  ]);
  const report = buildValidReport({
    transfers,
    secondHop,
    labels: labelMap(label(RISKY, 'fraudulent'), ofac(SINK)),
  });

  it('sums direct exposure like risk_address_total, and indirect like its findings', () => {
    expect(report.exposure).toEqual({
      direct: { amount: '100', address_count: 1, transfer_count: 1, share_percent: 10 },
      // 300 paid to MIDDLE × 50/100 of its outflow to SINK
      indirect: { amount: '150', address_count: 1, transfer_count: 1, share_percent: 15 },
    });
    expect(report.risk_address_total).toEqual({ amount: '100', address_count: 1, amount_count: 1 });
    const indirect = report.reasons.filter((r) => r.exposure === 'indirect');
    expect(indirect.map((r) => r.amount)).toEqual(['150']);
  });

  it('says where the money went, how far away, when, and which list names it', () => {
    expect(report.reasons.find((r) => r.exposure === 'direct')).toMatchObject({
      direction: 'incoming',
      hops: 1,
      first_at: '2026-01-01T00:00:10Z',
      last_at: '2026-01-01T00:00:10Z',
      label: { address: RISKY, source: 'test', source_date: '2026-01-01' },
    });
    expect(report.reasons.find((r) => r.exposure === 'indirect')).toMatchObject({
      counterparty: MIDDLE,
      direction: 'outgoing',
      hops: 2,
      first_at: '2026-01-01T00:00:20Z',
      last_at: '2026-01-01T00:00:30Z',
      label: { address: SINK, source: 'ofac', source_date: '2026-01-01', name: 'SDN entry' },
    });
  });

  it('rejects under the default policy: 15 % indirect sanction exposure, 10 % direct fraud', () => {
    expect(report.assessment).toMatchObject({
      verdict: 'reject',
      policy: { id: 'default', version: 1 },
      deciding_findings: [
        { rule: 'direct.high', verdict: 'reject', share_percent: 10 },
        { rule: 'indirect.sanction', verdict: 'reject', share_percent: 15 },
      ],
    });
    for (const finding of report.assessment!.deciding_findings)
      for (const i of finding.reason_indexes) expect(report.reasons[i]).toBeDefined();
  });

  it('marks counterparties with their label or the risk behind them', () => {
    const row = (address: string) => report.top_transaction.find((t) => t.counterparty_address === address);
    expect(row(RISKY)?.counterparty_label).toEqual({
      category: 'fraudulent',
      source: 'test',
      source_date: '2026-01-01',
    });
    expect(row(MIDDLE)).toMatchObject({ indirect_category: 'sanction' });
    expect(row(MIDDLE)?.counterparty_label).toBeUndefined();
    expect(row(PLAIN)?.counterparty_label).toBeUndefined();
  });

  it('names exchange wallets in the table and tells alike flow nodes apart by the list’s name', () => {
    const named: AddressLabel = { ...label(EXCHANGE, undefined, 'Binance'), name: 'Binance 14' };
    const r = buildValidReport({ transfers: [incoming(EXCHANGE, USDT(10))], labels: labelMap(named) });
    expect(r.top_transaction[0]!.counterparty_label).toEqual({
      name: 'Binance 14',
      source: 'test',
      source_date: '2026-01-01',
    });
    expect(r.tx_flow.nodes.find((n) => n.address === EXCHANGE)).toMatchObject({
      label: 'Binance',
      name: 'Binance 14',
    });
  });

  it('has no exposure and accepts when nothing is labelled', () => {
    const clean = buildValidReport({
      transfers: [incoming(PLAIN, USDT(10)), outgoing(PLAIN, USDT(5), T0 + 1)],
    });
    expect(clean.exposure).toEqual({
      direct: { amount: '0', address_count: 0, transfer_count: 0, share_percent: 0 },
      indirect: { amount: '0', address_count: 0, transfer_count: 0, share_percent: 0 },
    });
    expect(clean.assessment).toEqual({
      verdict: 'accept',
      policy: { id: 'default', version: 1 },
      deciding_findings: [],
      measures: [],
    });
  });

  it('names the owner’s policy and version', () => {
    const r = buildValidReport({
      transfers: [incoming(PLAIN, USDT(10))],
      policy: { ref: { id: 'custom', version: 4 }, thresholds: defaultRiskPolicyThresholds },
    });
    expect(r.assessment?.policy).toEqual({ id: 'custom', version: 4 });
  });
});
