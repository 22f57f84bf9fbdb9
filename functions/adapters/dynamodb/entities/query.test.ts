import {
  OPEN_QUERY_SHARDS,
  openQueriesDueBefore,
  openQueryKeys,
  queryIndexKeys,
  queryKey,
  queryKeyOfAddressQueriesSortKey,
  queryKeyOfUserQueriesSortKey,
} from './query';

describe('open query keys (the OpenQueries index)', () => {
  it('sorts a query due before now below the bound, and one due now or later above it', () => {
    const now = 1_800_000_000_000;
    const bound = openQueriesDueBefore(now);

    expect(openQueryKeys('abcdefgh', now - 1).OPEN_SK < bound).toBe(true);
    expect(openQueryKeys('abcdefgh', now).OPEN_SK < bound).toBe(false);
    expect(openQueryKeys('abcdefgh', now + 60_000).OPEN_SK < bound).toBe(false);
    // Zero-padded: an earlier time with fewer digits still sorts first.
    expect(openQueryKeys('abcdefgh', 999).OPEN_SK < bound).toBe(true);
  });

  it('spreads queries over every shard by the first character of their hash', () => {
    const shards = new Set(
      ['A', 'B', 'C', 'D', 'e', 'f', '0', '_'].map((c) => openQueryKeys(`${c}1234567`, 0).OPEN_PK),
    );

    expect(shards.size).toBe(OPEN_QUERY_SHARDS);
  });
});

describe('query index sort keys', () => {
  const indexKeys = queryIndexKeys('u1', 'bsc', '0xabc', 1_790_000_000_000, 'q_7Yc2kR9mXa3LbV8n');

  it('give back the query they were built for', () => {
    expect(queryKeyOfUserQueriesSortKey(indexKeys.GSI1SK)).toEqual(queryKey('q_7Yc2kR9mXa3LbV8n'));
    expect(queryKeyOfAddressQueriesSortKey(indexKeys.GSI2SK)).toEqual(queryKey('q_7Yc2kR9mXa3LbV8n'));
  });

  it('are told apart from anything else', () => {
    expect(queryKeyOfUserQueriesSortKey(indexKeys.GSI2SK)).toBeUndefined();
    expect(queryKeyOfAddressQueriesSortKey(indexKeys.GSI1SK)).toBeUndefined();
    expect(queryKeyOfUserQueriesSortKey('1790000000000#q_7Yc2kR9mXa3LbV8n')).toBeUndefined(); // 13 digits
    expect(queryKeyOfUserQueriesSortKey(`${indexKeys.GSI1SK}\n`)).toBeUndefined();
  });
});
