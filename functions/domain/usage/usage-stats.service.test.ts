import { emptyHistogram } from './latency-histogram';
import type { UsageCounter } from './usage.ports';
import { createUsageStatsService } from './usage-stats.service';

const counter = (iso: string, chain: UsageCounter['chain'], calls: number): UsageCounter => ({
  hourMs: Date.parse(iso),
  apiKeyId: 7,
  chain,
  calls,
  success: calls,
  failed: 0,
  credits: chain ? calls : 0,
  totalMs: calls * 100,
  histogram: emptyHistogram(),
});

function serviceOver(counters: UsageCounter[]) {
  return createUsageStatsService({ usage: { record: async () => {}, read: async () => counters } });
}

const range = {
  start_date: Date.parse('2026-11-20T00:00:00Z'),
  end_date: Date.parse('2026-11-27T00:00:00Z'),
};

describe('usage statistics', () => {
  // Prepare: 2 tron calls and 12 calls that name no chain (histories, status polls).
  const counters = [counter('2026-11-24T17:00:00Z', 'tron', 2), counter('2026-11-25T03:00:00Z', null, 12)];

  it('counts every call: the chains and the calls naming none add up to the summary', async () => {
    const stats = await serviceOver(counters).stats('u', range);
    expect(stats.summary.total_calls).toBe('14');
    expect(stats.chains.map((c) => [c.chain, c.summary.total_calls])).toEqual([['tron', '2']]);
    expect(stats.no_chain?.summary.total_calls).toBe('12');
    expect(stats.no_chain?.timeline).toEqual([expect.objectContaining({ success_count: 12 })]);
  });

  it('leaves the no-chain part out when the query asks for chains', async () => {
    const stats = await serviceOver(counters).stats('u', { ...range, chains: ['tron'] });
    expect(stats.no_chain).toBeUndefined();
  });

  it('buckets days at the midnight of the asked time zone, UTC by default', async () => {
    const utc = await serviceOver(counters).stats('u', { ...range, granularity: 'day' });
    expect(utc.chains[0]!.timeline[0]!.time).toBe('2026-11-24T00:00:00Z');
    // 17:00 UTC on the 24th is 01:00 on the 25th in Shanghai: the Shanghai day of the 25th.
    const shanghai = await serviceOver(counters).stats('u', {
      ...range,
      granularity: 'day',
      time_zone: 'Asia/Shanghai',
    });
    expect(shanghai.chains[0]!.timeline[0]!.time).toBe('2026-11-24T16:00:00Z');
    expect(shanghai.no_chain?.timeline[0]?.time).toBe('2026-11-24T16:00:00Z');
  });

  it('writes the calls naming no chain as chain none in the CSV', async () => {
    const csv = await serviceOver(counters).csv('u', { ...range, granularity: 'hour' });
    expect(csv.trim().split('\n').slice(1)).toEqual([
      '2026-11-24T17:00:00Z,tron,2,2,0,2,100',
      '2026-11-25T03:00:00Z,none,12,12,0,0,100',
    ]);
  });
});
