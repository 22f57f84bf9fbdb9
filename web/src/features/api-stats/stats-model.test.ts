import { exampleUsageStats } from '../../../../shared/contract/examples';
import type { UsageStatsResponse } from '../../../../shared/contract/usage.schema';
import {
  bucketLabel,
  formatMs,
  formatRate,
  rateBand,
  summaryFigures,
  timeBand,
  trendSeries,
} from './stats-model';

describe('stats figures (spec 01 §3, §9)', () => {
  it('reads the summary strings and derives the cost per call', () => {
    expect(summaryFigures(exampleUsageStats.summary)).toEqual({
      calls: 120,
      success: 118,
      failed: 2,
      cost: 131,
      avgMs: 2840.5,
      ratePercent: 98.33,
      costPerCall: 131 / 120,
    });
    expect(summaryFigures({ ...exampleUsageStats.summary, total_calls: '0' }).costPerCall).toBe(0);
  });

  it('bands success rates at 99, 95 and 90 percent and times at 2, 5 and 10 seconds', () => {
    expect([99, 98.9, 95, 90, 89.9].map(rateBand)).toEqual([
      'excellent',
      'good',
      'good',
      'average',
      'attention',
    ]);
    expect([2000, 2001, 5000, 10_000, 10_001].map(timeBand)).toEqual([
      'fast',
      'normal',
      'normal',
      'slow',
      'very_slow',
    ]);
  });

  it.each([
    [850.4, '850ms'],
    [1000, '1s'],
    [2840.5, '2.84s'],
    [12_345, '12.3s'],
  ])('shows times of 1000 ms or more in seconds: %d ms as %s', (ms, text) => {
    expect(formatMs(ms)).toBe(text);
  });

  it('rounds a rate to one decimal', () => {
    expect(formatRate(98.333)).toBe('98.3%');
  });

  it('draws one line per chain, with 0 calls where a chain had none and no time point there', () => {
    const stats: UsageStatsResponse = {
      ...exampleUsageStats,
      chains: [
        exampleUsageStats.chains[0]!,
        {
          chain: 'eth',
          summary: exampleUsageStats.summary,
          timeline: [
            {
              time: '2026-11-21T00:00:00Z',
              success_count: 2,
              failed_count: 1,
              cost: 3,
              avg_query_time_ms: 900,
            },
          ],
        },
      ],
    };
    const calls = trendSeries(stats, 'calls');
    expect(calls.map((s) => s.id)).toEqual(['tron', 'eth']);
    expect(calls[0]?.data.map((p) => p.y)).toEqual([71, 49]);
    expect(calls[1]?.data.map((p) => p.y)).toEqual([0, 3]);
    expect(trendSeries(stats, 'time')[1]?.data.map((p) => p.y)).toEqual([900]);
    expect(trendSeries(stats, 'cost')[0]?.data.map((p) => p.y)).toEqual([77, 54]);
  });

  it('draws the calls that name no chain as a series of their own, so every call is drawn', () => {
    const point = {
      time: '2026-11-22T00:00:00Z',
      success_count: 12,
      failed_count: 0,
      cost: 0,
      avg_query_time_ms: 40,
    };
    const stats: UsageStatsResponse = {
      ...exampleUsageStats,
      no_chain: { summary: exampleUsageStats.summary, timeline: [point] },
    };
    const calls = trendSeries(stats, 'calls');
    expect(calls.map((s) => s.id)).toEqual(['tron', 'other']);
    expect(calls[1]?.data.map((p) => p.y)).toEqual([0, 0, 12]);
  });

  it('names hours and days in the chosen zone: a Shanghai day is not labelled the day before', () => {
    // 16:00 UTC on the 20th is the start of the 21st in Shanghai.
    const t = new Date('2026-11-20T16:00:00Z');
    expect(bucketLabel(t, 'hour', 'Asia/Shanghai')).toBe('11/21 00:00');
    expect(bucketLabel(t, 'day', 'Asia/Shanghai')).toBe('11/21');
    expect(bucketLabel(new Date('2026-11-25T00:00:00Z'), 'day', 'UTC')).toBe('11/25');
  });
});
