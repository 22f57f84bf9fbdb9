import { describe, expect, it } from 'vitest';
import { issuesOf } from './schema-issues';
import { usageStatsQuerySchema } from './usage.schema';

const range = { start_date: '1795132800000', end_date: '1795305599999' };

describe('usageStatsQuerySchema (spec 01 §3, §7)', () => {
  it('coerces the epoch-millisecond dates and leaves the filters out', () => {
    expect(usageStatsQuerySchema.parse(range)).toEqual({
      start_date: 1795132800000,
      end_date: 1795305599999,
    });
  });

  it('reads chains comma-separated or repeated, and the key id', () => {
    expect(usageStatsQuerySchema.parse({ ...range, chains: 'tron,eth', api_key_id: '12' })).toMatchObject({
      chains: ['tron', 'eth'],
      api_key_id: 12,
    });
    expect(usageStatsQuerySchema.parse({ ...range, chains: ['bsc', 'tron', 'bsc'] }).chains).toEqual([
      'bsc',
      'tron',
    ]);
  });

  it.each([
    [{ end_date: range.end_date }, 'start_date'],
    [{ ...range, end_date: '1795132799999' }, 'end_date'],
    [{ ...range, chains: 'tron,btc' }, 'chains.1'],
    [{ ...range, chains: 'ethereum' }, 'chains.0'],
    [{ ...range, api_key_id: '0' }, 'api_key_id'],
    [{ ...range, start_date: 'yesterday' }, 'start_date'],
  ])('rejects %j on %s', (input, field) => {
    expect(issuesOf(usageStatsQuerySchema, input)[0]).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
  });
});
