import type { RiskCategory } from '../../../shared/rules/query-rules';
import { silentLogger } from '../ports/logger';
import type { AddressLabel } from './address-label';
import { createInMemoryLabelRepository } from './label-fakes';
import type { FeedId, FeedParseResult } from './label-feed';
import {
  checkDocumentSizes,
  checkShrink,
  countStoredLabels,
  FeedRefusedError,
  feedGuards,
  MAX_LABEL_SHRINK,
} from './label-feed-guards';
import { storeLabelFeeds } from './label-store.service';

const evm = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
const labels = (source: FeedId, count: number, category: RiskCategory, from = 0): AddressLabel[] =>
  Array.from({ length: count }, (_, i) => ({
    chain: 'ethereum',
    address: evm(from + i),
    source,
    sourceDate: '2027-01-01',
    category,
  }));
const result = (feed: FeedId, list: AddressLabel[]): FeedParseResult => ({
  feed,
  labels: list,
  rows: list.length,
  skipped: {},
});

/** The refusal a guard throws, or undefined when it passes. */
const refusal = (check: () => void): FeedRefusedError | undefined => {
  try {
    check();
    return undefined;
  } catch (error) {
    if (error instanceof FeedRefusedError) return error;
    throw error;
  }
};

describe('label feed guards', () => {
  it('counts the stored labels per slot from the screening snapshots', async () => {
    const store = createInMemoryLabelRepository();
    await storeLabelFeeds(
      [
        result('etherscan-names', [
          ...labels('etherscan-names', 3, 'sanction'),
          ...labels('etherscan-names', 5, 'gamble', 10),
        ]),
        result('ofac', labels('ofac', 4, 'sanction')),
      ],
      { repository: store.repository, log: silentLogger },
    );

    const counts = await countStoredLabels(store.repository);

    expect(Object.fromEntries(counts)).toEqual({
      'etherscan-names#sanction': 3,
      'etherscan-names#gamble': 5,
      'ofac#sanction': 4,
    });
  });

  it('sets no floor on the first refresh of a feed', () => {
    expect(refusal(() => checkShrink(result('mew-darklist', []), new Map()))).toBeUndefined();
  });

  it('accepts a shrink down to the floor and refuses one label below it', () => {
    const stored = new Map([['mew-darklist#fraudulent', 100]]);
    const floor = Math.ceil(100 * (1 - MAX_LABEL_SHRINK));

    expect(
      refusal(() => checkShrink(result('mew-darklist', labels('mew-darklist', floor, 'fraudulent')), stored)),
    ).toBeUndefined();
    const refused = refusal(() =>
      checkShrink(result('mew-darklist', labels('mew-darklist', floor - 1, 'fraudulent')), stored),
    );
    expect(refused).toMatchObject({
      reason: 'shrink',
      numbers: { stored: 100, downloaded: floor - 1, floor },
    });
  });

  it('refuses any drop of sanction labels, in any feed, even when the total grows', () => {
    // etherscan-names: one sanction label fewer, many more others.
    const stored = new Map([
      ['etherscan-names#sanction', 3],
      ['etherscan-names#gamble', 5],
    ]);
    const fresh = [
      ...labels('etherscan-names', 2, 'sanction'),
      ...labels('etherscan-names', 50, 'gamble', 10),
    ];

    expect(refusal(() => checkShrink(result('etherscan-names', fresh), stored))).toMatchObject({
      reason: 'sanction_drop',
      numbers: { stored: 3, downloaded: 2 },
    });
    expect(
      refusal(() =>
        checkShrink(result('ofac', labels('ofac', 9, 'sanction')), new Map([['ofac#sanction', 10]])),
      ),
    ).toMatchObject({
      reason: 'sanction_drop',
    });
  });

  it('bounds each document: the maximum for every one, the minimum for required ones only', () => {
    const { minDocumentBytes, maxDocumentBytes } = feedGuards.ofac;
    const doc = (name: string, bytes: number) => ({ role: 'list', name, text: 'a'.repeat(bytes) });
    const requiredOnly = (d: { name: string }) => d.name === 'required';

    expect(
      refusal(() =>
        checkDocumentSizes('ofac', [doc('required', minDocumentBytes), doc('optional', 1)], requiredOnly),
      ),
    ).toBeUndefined();
    expect(
      refusal(() => checkDocumentSizes('ofac', [doc('required', minDocumentBytes - 1)], requiredOnly)),
    ).toMatchObject({
      reason: 'too_small',
    });
    expect(
      refusal(() => checkDocumentSizes('ofac', [doc('optional', maxDocumentBytes + 1)], requiredOnly)),
    ).toMatchObject({
      reason: 'too_large',
      numbers: { bytes: maxDocumentBytes + 1, maxDocumentBytes },
    });
  });
});
