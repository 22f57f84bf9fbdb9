import type { AddressLabel } from '../labels/address-label';
import { createInMemoryLabelRepository } from '../labels/label-fakes';
import { encodeLabelIndex, entriesOfLabels } from '../labels/label-index';
import { silentLogger } from '../ports/logger';
import { ANALYSIS_TIME_BUCKETS, bucketOf } from './analysis-time-histogram';
import { createPublicStatsService } from './public-stats.service';
import type { ServiceStatsRepository } from './service-stats.ports';

const evm = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
const label = (address: string, source: string, extra: Partial<AddressLabel>): AddressLabel => ({
  chain: 'ethereum',
  address,
  source,
  sourceDate: '2026-11-01',
  ...extra,
});

function memoryStats(monitored = 0): ServiceStatsRepository & { days: Map<string, number[]> } {
  const days = new Map<string, number[]>();
  return {
    days,
    async addAnalysisTime(day, bucket) {
      const h = days.get(day) ?? new Array<number>(ANALYSIS_TIME_BUCKETS).fill(0);
      h[bucket]!++;
      days.set(day, h);
    },
    async analysisTimes(wanted) {
      return wanted.map((d) => days.get(d) ?? []);
    },
    async monitoredAddresses() {
      return monitored;
    },
  };
}

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-23T12:00:00Z');

async function setup() {
  const labels = createInMemoryLabelRepository().repository;
  // Prepare: 3 risk addresses (one listed by two feeds), 1 exchange wallet
  const stored = [
    label(evm(1), 'ofac', { category: 'sanction' }),
    label(evm(2), 'scamsniffer', { category: 'fraudulent' }),
    label(evm(2), 'forta-etherscan', { category: 'fraudulent' }),
    label(evm(3), 'forta-etherscan', { category: 'thefts' }),
    label(evm(4), 'etherscan-names', { exchangeName: 'Binance', name: 'Binance 14' }),
  ];
  await labels.putLabelIndex('ethereum', encodeLabelIndex('ethereum', entriesOfLabels(stored)));
  const stats = memoryStats(2);
  let now = NOW;
  const clock = { nowMs: () => now, nowSeconds: () => Math.floor(now / 1000) };
  const log = silentLogger;
  const service = createPublicStatsService({ labels, stats, clock, log, cacheMs: 60_000 });
  return { service, stats, advance: (ms: number) => (now += ms) };
}

describe('public figures', () => {
  it('counts risk-labelled addresses per feed, OFAC first, leaving exchange names out', async () => {
    const { service } = await setup();
    const answer = await service.get();
    expect(answer.risk_addresses).toEqual({
      total: 3,
      sources: [
        { source: 'ofac', addresses: 1 },
        { source: 'scamsniffer', addresses: 1 },
        { source: 'forta-etherscan', addresses: 2 },
      ],
    });
    expect(answer.monitoring).toEqual({ monitored_addresses: 2 });
    expect(answer.generated_at).toBe('2026-11-23T12:00:00Z');
  });

  it('takes the median of the last 7 days only', async () => {
    const { service } = await setup();
    // Two 250 ms analyses today, one 350 ms analysis 6 days ago, one 60 s analysis 8 days ago
    await service.recordAnalysis(NOW - 250, NOW);
    await service.recordAnalysis(NOW - 250, NOW);
    await service.recordAnalysis(NOW - 6 * DAY - 350, NOW - 6 * DAY);
    await service.recordAnalysis(NOW - 8 * DAY - 60_000, NOW - 8 * DAY);
    const { analysis } = await service.get();
    expect(analysis.completed_7d).toBe(3);
    // 3 analyses: 2 in the 200-300 ms bucket → median 1.5 of 2 into it = 275 ms
    expect(analysis.median_seconds_7d).toBe(0.28);
  });

  it('answers from its cache until it is CACHE_MS old', async () => {
    const { service, stats, advance } = await setup();
    expect((await service.get()).analysis.completed_7d).toBe(0);
    await stats.addAnalysisTime('2026-11-23', bucketOf(500));
    expect((await service.get()).analysis.completed_7d).toBe(0);
    advance(60_000);
    expect((await service.get()).analysis).toEqual({ completed_7d: 1, median_seconds_7d: 0.5 });
  });

  it('does not fail a completion when the figure cannot be written', async () => {
    const warned: unknown[] = [];
    const service = createPublicStatsService({
      labels: createInMemoryLabelRepository().repository,
      stats: { ...memoryStats(), addAnalysisTime: () => Promise.reject(new Error('throttled')) },
      clock: { nowMs: () => NOW, nowSeconds: () => NOW / 1000 },
      log: { warn: (m: string) => warned.push(m) } as never,
    });
    await expect(service.recordAnalysis(NOW - 1, NOW)).resolves.toBeUndefined();
    expect(warned).toEqual(['analysis time not recorded']);
  });
});
