import { describe, expect, it } from 'vitest';
import { HOUR_MS } from './time';
import { granularityOf, responseTimeBand, splitListParameter, successRateBand } from './usage-rules';

describe('usage rules (spec 01 §3, §9)', () => {
  it('uses hours up to two days and days beyond', () => {
    expect(granularityOf(0, 24 * HOUR_MS)).toBe('hour');
    expect(granularityOf(0, 48 * HOUR_MS)).toBe('hour');
    expect(granularityOf(0, 48 * HOUR_MS + 1)).toBe('day');
  });

  it('bands success rates and response times', () => {
    expect([99, 98.9, 95, 90, 89.9].map(successRateBand)).toEqual([
      'excellent',
      'good',
      'good',
      'average',
      'attention',
    ]);
    expect([2000, 2001, 5000, 10_000, 10_001].map(responseTimeBand)).toEqual([
      'fast',
      'normal',
      'normal',
      'slow',
      'very_slow',
    ]);
  });

  it('reads comma-separated and repeated list parameters alike', () => {
    expect(splitListParameter('bsc,eth')).toEqual(['bsc', 'eth']);
    expect(splitListParameter(['bsc', 'ETH,tron', 'bsc'])).toEqual(['bsc', 'eth', 'tron']);
    expect(splitListParameter(' , ')).toEqual([]);
  });
});
