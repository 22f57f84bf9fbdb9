import type { AddressLabel } from './address-label';
import { feedLabelDiff } from './label-feed-diff';

const label = (address: string, fields: Partial<AddressLabel> = {}): AddressLabel => ({
  chain: 'ethereum',
  address,
  source: 'scamsniffer',
  sourceDate: '2026-08-22',
  category: 'fraudulent',
  ...fields,
});
const A = '0x000000000000000000000000000000000000000a';
const B = '0x000000000000000000000000000000000000000b';
const C = '0x000000000000000000000000000000000000000c';

describe('feed label diff', () => {
  it('counts what each chain and category gains and loses, with sorted samples and the addresses made riskier', () => {
    // Prepare: B stays, A leaves, C arrives; B also gains an exchange name on BSC.
    const previous = [label(A), label(B)];
    const next = [
      label(C, { sourceDate: '2026-09-01' }),
      label(B, { sourceDate: '2026-09-01' }),
      label(B, { chain: 'bsc', category: undefined, exchangeName: 'OKX' }),
    ].map(({ category, ...rest }) => (category ? { ...rest, category } : rest));
    // Act
    const diff = feedLabelDiff('scamsniffer', previous, next, 1);
    // Assess: a re-dated label is no change; the exchange name counts under `exchange`.
    expect(diff).toEqual({
      feed: 'scamsniffer',
      before: 2,
      after: 3,
      changes: [
        {
          chain: 'ethereum',
          category: 'fraudulent',
          added: 1,
          removed: 1,
          sampleAdded: [C],
          sampleRemoved: [A],
        },
        { chain: 'bsc', category: 'exchange', added: 1, removed: 0, sampleAdded: [B], sampleRemoved: [] },
      ],
      riskRaised: [
        {
          chain: 'ethereum',
          address: C,
          category: 'fraudulent',
          source: 'scamsniffer',
          sourceDate: '2026-09-01',
        },
      ],
    });
  });

  it('finds no change between two parses of the same entries', () => {
    const labels = [label(A), label(B)];
    expect(feedLabelDiff('scamsniffer', labels, [...labels])).toMatchObject({ changes: [], riskRaised: [] });
  });
});
