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
import { directLevel, indirectLevel } from './risk-rules';

/** Our volume: 1000 USDT with PLAIN, plus `amount` with RISKY (in). */
const withRisky = (amount: number) => [
  incoming(PLAIN, USDT(1000 - amount)),
  incoming(RISKY, USDT(amount), T0 + 1),
];

describe('risk rules', () => {
  describe('level tables', () => {
    it.each([
      ['severe', 100n, 1000n, 4],
      ['severe', 99n, 1000n, 3],
      ['severe', 10n, 1000n, 3],
      ['severe', 9n, 1000n, 2],
      ['high', 100n, 1000n, 3],
      ['high', 10n, 1000n, 2],
      ['high', 1n, 1000n, 1],
      ['medium', 100n, 1000n, 2],
      ['medium', 99n, 1000n, 1],
      ['medium', 1n, 1000n, 1],
      ['low', 1000n, 1000n, 0],
      ['severe', 0n, 1000n, 0],
    ] as const)('direct %s exposure %s of %s → %i', (tier, amount, total, level) => {
      expect(directLevel(tier, amount, total)).toBe(level);
    });

    it('puts indirect exposure one level below direct', () => {
      expect(indirectLevel('severe', 100n, 1000n)).toBe(3);
      expect(indirectLevel('severe', 1n, 1000n)).toBe(1);
      expect(indirectLevel('medium', 1n, 1000n)).toBe(0);
    });
  });

  describe('self_label', () => {
    it.each([
      ['sanction', 4],
      ['thefts', 4],
      ['money_laundering', 4],
      ['fraudulent', 3],
      ['gamble', 2],
    ] as const)('an address labelled %s is level %i', (category, level) => {
      // Act
      const report = buildValidReport({ labels: labelMap(label(SELF, category)) });
      // Assess
      expect(report.risk_level).toBe(level);
      expect(report.reasons[0]).toMatchObject({
        rule: 'self_label',
        category,
        level,
        exposure: 'self',
        hops: 0,
        label: { address: SELF, source: 'test', source_date: '2026-01-01' },
      });
    });

    it('takes the gravest of several labels', () => {
      const report = buildValidReport({ labels: labelMap(label(SELF, 'gamble'), label(SELF, 'sanction')) });
      expect(report.reasons[0]).toMatchObject({ rule: 'self_label', category: 'sanction', level: 4 });
    });
  });

  describe('direct_counterparty', () => {
    it.each([
      ['sanction', 500, 4],
      // Sanctions are strict: any direct dealing with a listed address is high risk.
      ['sanction', 5, 4],
      ['sanction', 1, 4],
      ['thefts', 500, 4],
      ['thefts', 50, 3],
      ['thefts', 5, 2],
      ['fraudulent', 50, 2],
      ['gamble', 500, 2],
      ['gamble', 5, 1],
    ] as const)('%s exposure of %i USDT in 1000 → level %i', (category, amount, level) => {
      // Prepare
      const transfers = withRisky(amount);
      // Act
      const report = buildValidReport({ transfers, labels: labelMap(label(RISKY, category)) });
      // Assess
      expect(report.risk_level).toBe(level);
      expect(report.reasons).toEqual([
        {
          rule: 'direct_counterparty',
          category,
          level,
          amount: String(amount),
          counterparty: RISKY,
          evidence_tx_hashes: [transfers[1]!.txHash],
          exposure: 'direct',
          direction: 'incoming',
          hops: 1,
          first_at: '2026-01-01T00:00:01Z',
          last_at: '2026-01-01T00:00:01Z',
          label: { address: RISKY, source: 'test', source_date: '2026-01-01' },
        },
      ]);
      expect(report.risk_address_total).toEqual({
        amount: String(amount),
        address_count: 1,
        amount_count: 1,
      });
      expect(report.risk_type).toHaveLength(2);
      expect(report.risk_type).toEqual(
        expect.arrayContaining([
          { type: 'normal', amount: String(1000 - amount), count: 1 },
          { type: category, amount: String(amount), count: 1 },
        ]),
      );
    });

    it('adds up small exposures of one category before choosing the level', () => {
      // Prepare: ten counterparties with stolen funds of 0.9% each (9% in all → level 3, not 2)
      const risky = Array.from({ length: 10 }, (_, i) => evm(`ee${i}0`, `ee${i}0`, 'e'));
      const transfers = [
        incoming(PLAIN, USDT(910)),
        ...risky.map((r, i) => incoming(r, USDT(9), T0 + i + 1)),
      ];
      // Act
      const report = buildValidReport({
        transfers,
        labels: labelMap(...risky.map((r) => label(r, 'thefts'))),
      });
      // Assess
      expect(report.risk_level).toBe(3);
      expect(report.reasons).toHaveLength(10);
      expect(report.risk_address_total).toEqual({ amount: '90', address_count: 10, amount_count: 10 });
    });

    it('labels risky nodes of the flow by category', () => {
      const report = buildValidReport({
        transfers: withRisky(5),
        labels: labelMap(label(RISKY, 'sanction')),
      });
      expect(report.tx_flow.nodes.find((n) => n.address === RISKY)).toMatchObject({
        label: 'sanction',
        category: 'sanction',
      });
    });
  });

  describe('indirect_counterparty (1 hop)', () => {
    it('attributes what a counterparty received from a labelled address, pro rata, one level lower', () => {
      // Prepare: MIDDLE got 80 of its 100 USDT inflow from RISKY, then paid us 500 of our 1000
      const secondHop = new Map([
        [
          MIDDLE,
          [
            transfer({ from: RISKY, to: MIDDLE, value: USDT(80) }),
            transfer({ from: PLAIN, to: MIDDLE, value: USDT(20) }),
            transfer({ from: MIDDLE, to: SELF, value: USDT(500) }),
          ],
        ],
      ]);
      const transfers = [incoming(PLAIN, USDT(500)), incoming(MIDDLE, USDT(500), T0 + 1)];
      // Act
      const report = buildValidReport({ transfers, secondHop, labels: labelMap(label(RISKY, 'sanction')) });
      // Assess: 400 attributed = 40% of our volume → direct level 4, indirect 3
      expect(report.risk_level).toBe(3);
      expect(report.reasons).toHaveLength(1);
      expect(report.reasons[0]).toMatchObject({
        rule: 'indirect_counterparty',
        category: 'sanction',
        level: 3,
        amount: '400',
        counterparty: MIDDLE,
        exposure: 'indirect',
      });
      expect(report.reasons[0]!.evidence_tx_hashes).toEqual([
        transfers[1]!.txHash,
        secondHop.get(MIDDLE)![0]!.txHash,
      ]);
      expect(report.risk_address_total.amount).toBe('0');
    });

    it('follows our payments to where the counterparty sent them', () => {
      // Prepare
      const secondHop = new Map([[MIDDLE, [transfer({ from: MIDDLE, to: RISKY, value: USDT(100) })]]]);
      // Act
      const report = buildValidReport({
        transfers: [incoming(PLAIN, USDT(1000)), outgoing(MIDDLE, USDT(10), T0 + 1)],
        secondHop,
        labels: labelMap(label(RISKY, 'gamble')),
      });
      // Assess: 10 of 1010 → gamble direct level 1, indirect 0: nothing fires
      expect(report.reasons).toEqual([]);
    });

    it('does not look through exchanges', () => {
      const secondHop = new Map([[MIDDLE, [transfer({ from: RISKY, to: MIDDLE, value: USDT(100) })]]]);
      const report = buildValidReport({
        transfers: [incoming(MIDDLE, USDT(100))],
        secondHop,
        labels: labelMap(label(RISKY, 'sanction'), label(MIDDLE, undefined, 'Binance')),
      });
      expect(report.risk_level).toBe(0);
    });
  });

  describe('lookalike_counterparty (address poisoning)', () => {
    const REAL = evm('abcd', '9876', '4');
    const FAKE = evm('abcd', '9876', '7');

    it('flags an inbound dust sender that imitates a counterparty we paid, and keeps it out of exposure', () => {
      // Prepare: the poisoner is even listed as fraudulent; its dust must not count as exposure
      const poison = incoming(FAKE, '0', T0 + 60);
      const transfers = [outgoing(REAL, USDT(250)), poison, incoming(FAKE, USDT(0.5), T0 + 61)];
      // Act
      const report = buildValidReport({ transfers, labels: labelMap(label(FAKE, 'fraudulent')) });
      // Assess
      expect(report.lookalikes).toEqual([
        {
          address: FAKE,
          mimics: REAL,
          first_seen: '2026-01-01T00:01:00Z',
          inbound_count: 2,
          outbound_amount: '0',
        },
      ]);
      expect(report.reasons).toEqual([
        {
          rule: 'lookalike_counterparty',
          category: 'fraudulent',
          level: 0,
          amount: '0',
          counterparty: FAKE,
          evidence_tx_hashes: [poison.txHash],
          exposure: 'lookalike',
          direction: 'incoming',
          hops: 1,
          first_at: '2026-01-01T00:01:00Z',
          last_at: '2026-01-01T00:01:01Z',
        },
      ]);
      expect(report.risk_level).toBe(0);
      expect(report.risk_address_total.amount).toBe('0');
      expect(report.exposure_exclusions?.lookalike_transfer_count).toBe(2);
    });

    it('raises the level when we paid the lookalike', () => {
      const transfers = [
        outgoing(REAL, USDT(250)),
        incoming(FAKE, '0', T0 + 60),
        outgoing(FAKE, USDT(250), T0 + 99),
      ];
      const report = buildValidReport({ transfers });
      expect(report.reasons[0]).toMatchObject({ rule: 'lookalike_counterparty', level: 1, amount: '250' });
      expect(report.risk_level).toBe(1);
    });

    it('flags a zero-value transfer out to a lookalike (fake transferFrom)', () => {
      const transfers = [outgoing(REAL, USDT(250)), outgoing(FAKE, '0', T0 + 60)];
      expect(buildValidReport({ transfers }).lookalikes?.map((l) => l.address)).toEqual([FAKE]);
    });

    it('flags an imitation of the analysed address itself', () => {
      const own = evm('5e1f', '5e1f', '9');
      expect(buildValidReport({ transfers: [incoming(own, '1')] }).lookalikes).toMatchObject([
        { address: own, mimics: SELF },
      ]);
    });

    it('leaves alone a look-alike that came first or made contact with a real payment', () => {
      const earlier = [incoming(FAKE, '0'), outgoing(REAL, USDT(250), T0 + 60)];
      const paidUs = [outgoing(REAL, USDT(250)), incoming(FAKE, USDT(30), T0 + 60)];
      const differentEnd = [outgoing(REAL, USDT(250)), incoming(evm('abcd', '9875', '7'), '0', T0 + 60)];
      expect(buildValidReport({ transfers: earlier }).lookalikes).toEqual([]);
      expect(buildValidReport({ transfers: paidUs }).lookalikes).toEqual([]);
      expect(buildValidReport({ transfers: differentEnd }).lookalikes).toEqual([]);
    });
  });

  describe('exclusions', () => {
    it('leaves unsolicited dust from a labelled sender out of the exposure', () => {
      // Prepare
      const transfers = [
        incoming(PLAIN, USDT(1000)),
        incoming(RISKY, USDT(0.99), T0 + 1),
        incoming(RISKY, '0', T0 + 2),
      ];
      // Act
      const report = buildValidReport({ transfers, labels: labelMap(label(RISKY, 'sanction')) });
      // Assess
      expect(report.risk_level).toBe(0);
      expect(report.reasons).toEqual([]);
      expect(report.risk_address_total).toEqual({ amount: '0', address_count: 0, amount_count: 0 });
      expect(report.exposure_exclusions).toEqual({
        unsolicited_dust_count: 2,
        unsolicited_dust_amount: '0.99',
        zero_value_count: 0,
        lookalike_transfer_count: 0,
      });
      expect(report.overview.in_info).toMatchObject({ count: 3, amount: '1000.99' });
    });

    it('counts small transfers from a counterparty we paid', () => {
      // Prepare
      const transfers = [
        outgoing(RISKY, USDT(1)),
        incoming(RISKY, USDT(0.5), T0 + 1),
        incoming(PLAIN, USDT(998.5)),
      ];
      // Act
      const report = buildValidReport({ transfers, labels: labelMap(label(RISKY, 'gamble')) });
      // Assess
      expect(report.risk_address_total).toEqual({ amount: '1.5', address_count: 1, amount_count: 2 });
    });

    it('counts no zero-value transfer as exposure', () => {
      const transfers = [outgoing(RISKY, USDT(10)), outgoing(RISKY, '0', T0 + 1)];
      const report = buildValidReport({ transfers, labels: labelMap(label(RISKY, 'sanction')) });
      expect(report.risk_address_total).toEqual({ amount: '10', address_count: 1, amount_count: 1 });
      expect(report.exposure_exclusions?.zero_value_count).toBe(1);
    });
  });
});

describe('indirectLevel', () => {
  it('keeps traces under 0.1% of the volume at level 0, even for sanctions', () => {
    expect(indirectLevel('strict', 9n, 10_000n)).toBe(0);
    expect(indirectLevel('severe', 9n, 10_000n)).toBe(0);
  });

  it('scores one below direct from 0.1% up, with sanctions weighing as severe', () => {
    expect(indirectLevel('strict', 10n, 10_000n)).toBe(1);
    expect(indirectLevel('strict', 100n, 10_000n)).toBe(2);
    expect(indirectLevel('strict', 1_000n, 10_000n)).toBe(3);
    expect(indirectLevel('high', 1_000n, 10_000n)).toBe(2);
    expect(indirectLevel('medium', 10n, 10_000n)).toBe(0);
  });
});
